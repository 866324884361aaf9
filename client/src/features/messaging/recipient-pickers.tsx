import Autocomplete from '@mui/material/Autocomplete';
import { useEffect, useState } from 'react';
import {
  useStaffCollegeQuery,
  useStaffCollegesQuery,
  useStaffProductQuery,
  useStaffProductsQuery,
} from '../../graphql/generated/hooks';
import { autocompleteInput } from '../../shared/autocomplete-input';

/** How many matches one lookup shows; typing narrows it on the server. */
const PAGE = 20;
const SEARCH_DELAY_MS = 300;

interface Option {
  id: number;
  label: string;
}

export interface RecipientPickerProps {
  /** The chosen id as the compose form keeps it: text, empty for none. */
  value: string;
  onChange: (id: string) => void;
  error?: string;
  disabled?: boolean;
}

const idOf = (value: string): number | null => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The typed text, settled for a moment, unless it is the chosen option's own label. */
const useSearchText = (chosenLabel: string | undefined) => {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input === chosenLabel ? '' : input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, chosenLabel]);
  return { input, setInput, search: search || null };
};

function LookupPicker({
  value,
  label,
  testId,
  options,
  saved,
  loading,
  input,
  setInput,
  onChange,
  error,
  disabled,
}: RecipientPickerProps & {
  label: string;
  testId: string;
  options: Option[];
  /** The option of the id the form holds when it was not picked here (a resumed draft). */
  saved: Option | null;
  loading: boolean;
  input: string;
  setInput: (text: string) => void;
}) {
  // The picked option is kept so the field does not blank while its label would be fetched again.
  const [picked, setPicked] = useState<Option | null>(null);
  const id = idOf(value);
  const chosen = id === null ? null : picked?.id === id ? picked : saved?.id === id ? saved : null;
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, next) => {
        setPicked(next);
        onChange(next ? String(next.id) : '');
      }}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      // The server has filtered already.
      filterOptions={(all) => all}
      loading={loading}
      disabled={disabled}
      fullWidth
      renderInput={autocompleteInput({ label, testId, error, hint: 'Type to search' })}
    />
  );
}

/** Recipients by college: the colleges staff manage, searched by name or city. */
export function CollegePicker(props: RecipientPickerProps) {
  const id = idOf(props.value);
  // A resumed draft names its college by id alone: its name comes from the college itself.
  const { data: one } = useStaffCollegeQuery({ variables: { collegeId: id ?? 0 }, skip: id === null });
  const saved = one?.staffCollege
    ? { id: one.staffCollege.collegeId, label: `${one.staffCollege.name}, ${one.staffCollege.city}` }
    : null;
  const text = useSearchText(saved?.label);
  const { data, loading } = useStaffCollegesQuery({ variables: { search: text.search, limit: PAGE } });
  const options = (data?.staffColleges.rows ?? []).map((row) => ({
    id: row.collegeId,
    label: `${row.name}, ${row.city}`,
  }));
  return (
    <LookupPicker
      {...props}
      {...text}
      label="College"
      testId="compose-college"
      options={options}
      saved={saved}
      loading={loading}
    />
  );
}

/** Recipients by course: learners enrolled on one of the catalogue's courses. */
export function CoursePicker(props: RecipientPickerProps) {
  const id = idOf(props.value);
  const { data: one } = useStaffProductQuery({ variables: { productId: id ?? 0 }, skip: id === null });
  const saved = one?.staffProduct
    ? { id: one.staffProduct.productId, label: one.staffProduct.productName }
    : null;
  const text = useSearchText(saved?.label);
  const { data, loading } = useStaffProductsQuery({
    variables: { search: text.search, type: 'COURSE', limit: PAGE },
  });
  const options = (data?.staffProducts.rows ?? []).map((row) => ({
    id: row.productId,
    label: row.productName,
  }));
  return (
    <LookupPicker
      {...props}
      {...text}
      label="Enrolled on course"
      testId="compose-course"
      options={options}
      saved={saved}
      loading={loading}
    />
  );
}

import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { REGION_PAGE_MAX } from '@finx/domain';
import type { RegionFieldsFragment, RegionKind } from '../../graphql/generated/graphql';
import { useRegionsQuery } from '../../graphql/generated/hooks';
import { autocompleteInput } from '../../shared/autocomplete-input';

/**
 * As many places as the server lists in one page, so a country's states and union territories (India's
 * 36) are all there to choose from; typing narrows the longer lists of cities and suburbs on the server.
 */
const PAGE = REGION_PAGE_MAX;
const SEARCH_DELAY_MS = 300;

interface RegionSelectProps {
  kind: RegionKind;
  label: string;
  /** The place above (none for countries): nothing to choose until it is chosen. */
  parentId: number | null;
  value: RegionFieldsFragment | null;
  onChange: (value: RegionFieldsFragment | null) => void;
  error?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * One level of the cascading address lookups: the server lists the places under the chosen parent a page
 * at a time and searches them as the learner types.
 */
export function RegionSelect({
  kind,
  label,
  parentId,
  value,
  onChange,
  error,
  disabled,
  testId,
}: RegionSelectProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input === value?.name ? '' : input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, value?.name]);
  const waiting = kind !== 'COUNTRY' && parentId === null;
  const { data, loading } = useRegionsQuery({
    variables: { kind, parentId, search: search || null, limit: PAGE },
    skip: waiting,
  });
  const page = data?.regions;
  const more = page && page.totalRecords > page.items.length;
  return (
    <Autocomplete
      options={page?.items ?? []}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has filtered already.
      filterOptions={(options) => options}
      loading={loading}
      disabled={disabled || waiting}
      fullWidth
      renderInput={autocompleteInput({
        label,
        testId,
        error,
        hint: more ? `Showing ${page.items.length} of ${page.totalRecords}: type to search` : ' ',
      })}
    />
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '@finx/domain';
import { useListQuery } from './use-search-update';

interface Props {
  /** The field's label: what the server matches the text against. */
  label: string;
  /** `data-testid` of the input; the button is `<testId>-submit`. */
  testId: string;
  /** Fill the row (a list with filters beside the search) rather than keep to the field's own width. */
  grow?: boolean;
  /** Filters that belong to the same form, shown between the field and the button. */
  children?: ReactNode;
  /**
   * Reads the list again when Search is pressed on the search already applied: the URL, hence the query's
   * variables, stay the same, so the list would otherwise keep the answer it had (a stale "No rows").
   */
  onRepeat?: () => void;
}

/**
 * The search of a staff list: the text applied on Search (or Enter) as `?q=`, back to page one, through
 * useListQuery, so the search is in the URL with the list's other filters. Search on the search already
 * applied reads the list again (onRepeat).
 */
export function ListSearch({ label, testId, grow = false, children, onRepeat }: Props) {
  const [search, setQuery] = useListQuery();
  const applied = search.get('q')?.trim() ?? '';
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = new FormData(event.currentTarget).get('q');
    const text = typeof entered === 'string' ? entered.trim() : '';
    // The same search on the first page: nothing to change in the URL, but the list is read again.
    if (text === (search.get('q') ?? '') && !search.has('page') && onRepeat) onRepeat();
    else setQuery({ q: text || null });
  };

  return (
    <Stack
      component="form"
      direction={children ? { xs: 'column', sm: 'row' } : 'row'}
      spacing={1}
      onSubmit={apply}
      sx={{ alignItems: { sm: 'center' }, flex: grow ? 1 : undefined }}
    >
      <TextField
        // Keyed by the URL value so going back in history shows the search that is applied.
        key={applied}
        name="q"
        size="small"
        label={label}
        defaultValue={applied}
        sx={{ minWidth: { xs: 0, sm: 260 }, flex: { xs: 1, md: grow ? 1 : 'none' } }}
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: SEARCH_MAX_LENGTH } }}
      />
      {children}
      <Button type="submit" variant="outlined" data-testid={`${testId}-submit`}>
        Search
      </Button>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListSearch } from './list-search';
import { ServerDataGrid, type ServerDataGridProps } from './server-data-grid';

/** Shown above a list whose query failed; the failure's own message has already come as a toast. */
export const LIST_NOT_LOADED_TEXT = 'This list could not be loaded.';

/** The list query's state, as every generated query hook returns it. */
export interface StaffListQueryState {
  loading: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface StaffListPageProps<R extends GridValidRowModel> {
  /** The page's heading (its one h1). */
  title: string;
  /** `data-testid` of the page. */
  testId: string;
  /** The header's main link (Add …), shown only when given. */
  add?: { label: string; to: string; testId: string };
  /** Other header actions, before the add link (uploads, exports, other lists). */
  actions?: ReactNode;
  /** The text search, applied as `?q=` (ListSearch). */
  search?: { label: string; testId: string };
  /** What sits between the heading and the search (a picker of what the list shows). */
  intro?: ReactNode;
  /** The list's own filters, beside the search; each keeps its value in the URL through useListQuery. */
  filters?: ReactNode;
  /** What sits between the filters and the grid (a notice, a second heading). */
  beforeGrid?: ReactNode;
  /** The list query: its loading state drives the grid, its error the notice above it. */
  query: StaffListQueryState;
  /** The server grid; rows and total come from the page's query, columns stay the page's own. */
  grid: Omit<ServerDataGridProps<R>, 'loading'>;
  /** Said in the grid when the list is empty (the grid's own "No rows" otherwise). */
  emptyText?: string;
  /** What follows the grid (a dialog, a link back to the whole list). */
  children?: ReactNode;
}

/**
 * The one shape of a staff list screen: a heading with its actions, the search and filters, and the server
 * grid whose page, size, sort and search live in the URL (useListQuery). A page keeps only its columns, its
 * query and its own filters; loading, empty and failed lists look the same on every screen.
 */
export function StaffListPage<R extends GridValidRowModel>({
  title,
  testId,
  add,
  actions,
  intro,
  search,
  filters,
  beforeGrid,
  query,
  grid,
  emptyText,
  children,
}: StaffListPageProps<R>) {
  const { localeText, ...gridProps } = grid;
  // Search pressed again reads the list from the server: the same URL would keep the cached answer.
  const refetch = query.refetch;
  const repeat = refetch ? () => void refetch() : undefined;
  return (
    <Stack spacing={3} data-testid={testId} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {(actions || add) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
            {add && (
              <Button component={RouterLink} to={add.to} variant="contained" data-testid={add.testId}>
                {add.label}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {intro}
      {filters ? (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          {search && <ListSearch label={search.label} testId={search.testId} onRepeat={repeat} grow />}
          {filters}
        </Stack>
      ) : (
        search && <ListSearch label={search.label} testId={search.testId} onRepeat={repeat} />
      )}
      {beforeGrid}
      {Boolean(query.error) && (
        <Alert
          severity="error"
          data-testid={`${testId}-error`}
          action={
            query.refetch && (
              <Button color="inherit" size="small" onClick={() => void query.refetch?.()}>
                Try again
              </Button>
            )
          }
        >
          {LIST_NOT_LOADED_TEXT}
        </Alert>
      )}
      <ServerDataGrid<R>
        {...gridProps}
        loading={query.loading}
        localeText={emptyText ? { ...localeText, noRowsLabel: emptyText } : localeText}
      />
      {children}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { actionsFieldOf, fitColumns, GRID_PARTS } from './grid-columns';
import { DrawnGrid } from './drawn-grid';
import { CARD_FIELD, CardSort, cardColumn } from './server-data-grid-cards';
import { useListQuery } from './use-search-update';
import { LIST_PAGE_SIZES, type ServerSort, listPaging, listSort } from './list-params';

/** A card's cell grows with its lines and wraps its text, where a grid cell keeps one line. */
export const CARD_GRID_SX = {
  [`& .MuiDataGrid-cell[data-field="${CARD_FIELD}"]`]: {
    whiteSpace: 'normal',
    lineHeight: 'normal',
    alignItems: 'flex-start',
  },
  // The one column is never resized; its separator would stick out past the grid's edge.
  [`& .MuiDataGrid-columnHeader[data-field="${CARD_FIELD}"] .MuiDataGrid-columnSeparator`]: {
    display: 'none',
  },
} as const;

/** A page of rows' room in the grid's frame, shown until the list's first answer. */
function GridSkeleton({ rows, cards }: { rows: number; cards: boolean }) {
  const body = rows * (cards ? GRID_PARTS.card : GRID_PARTS.row);
  const height = (cards ? 0 : GRID_PARTS.toolbar) + GRID_PARTS.headers + body + GRID_PARTS.pagination + 2;
  return (
    <Skeleton
      variant="rounded"
      aria-busy="true"
      aria-label="Loading the list"
      data-testid="grid-skeleton"
      sx={{ height, maxWidth: 'none' }}
    />
  );
}

type PassedProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'loading'
  | 'getRowId'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
>;

export interface ServerDataGridProps<R extends GridValidRowModel> extends PassedProps<R> {
  /** The grid's accessible name. */
  label: string;
  /** The `data-testid` of the box around the grid. */
  testId: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** Null until the first answer: a known 0 would make the grid clamp a linked page to page one. */
  total: number | null | undefined;
  loading: boolean;
  getRowId?: (row: R) => GridRowId;
  pageSizes?: readonly number[];
  /** Server sorting; without it every column is unsortable. */
  sort?: ServerSort;
  /** The column that titles a row's card on a phone; the first column unless named. */
  primaryField?: string;
  /** The column of the row's actions (kept whole on a laptop, under each card on a phone); `actions` unless named. */
  actionsField?: string;
}

/**
 * The one MUI X Data Grid every staff list uses: paged (and optionally sorted) by the server, its page, page
 * size, sort and order kept in the URL through useListQuery so every list can be linked. Pages keep their
 * own columns and filters and read their query variables with listPaging and listSort.
 *
 * Below the `md` breakpoint (a phone, a narrow tablet: the side menu is a drawer there) each row is a card
 * (cardColumn) with its actions on it, and a sort picker stands in for the headers; wider, the columns fit
 * the page with the actions column whole (fitColumns). The same grid does both, so paging, the rows'
 * test ids and a page's row slot stay as they are.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  label,
  testId,
  rows,
  columns,
  total,
  loading,
  getRowId,
  pageSizes = LIST_PAGE_SIZES,
  sort,
  primaryField,
  actionsField,
  sx,
  ...gridProps
}: ServerDataGridProps<R>) {
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [search, setQuery] = useListQuery();
  const { page, limit } = listPaging(search, pageSizes);
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: limit }), [page, limit]);
  const current = sort ? listSort(search, sort) : null;
  const sortField = current
    ? Object.entries(sort!.fields).find(([, value]) => value === current.sort)?.[0]
    : undefined;
  // Stable between renders: the grid takes a new sort model for a new sort and goes back to page one.
  const descending = current?.descending ?? true;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField ? [{ field: sortField, sort: descending ? 'desc' : 'asc' }] : []),
    [sortField, descending],
  );
  const actions = actionsFieldOf(columns, actionsField);
  const gridColumns = useMemo(
    () =>
      fitColumns(columns, actions).map((column) => ({
        ...column,
        sortable: Boolean(sort && column.field in sort.fields),
      })),
    [columns, actions, sort],
  );
  // On a phone the page's columns stay in the grid, hidden, and each card reads its cells from them.
  const primary = primaryField ?? columns[0]?.field ?? '';
  const card = useMemo(
    () => cardColumn(label, gridColumns, { primaryField: primary, actionsField: actions }),
    [label, gridColumns, primary, actions],
  );
  const shownColumns = useMemo(
    () => (cards ? [card, ...gridColumns] : gridColumns),
    [cards, card, gridColumns],
  );
  const onlyCards = useMemo<GridColumnVisibilityModel | undefined>(
    () => (cards ? Object.fromEntries(gridColumns.map((column) => [column.field, false])) : undefined),
    [cards, gridColumns],
  );
  const changeSort = (model: GridSortModel) => {
    if (!sort) return;
    const [first] = model;
    const value = first ? sort.fields[first.field] : undefined;
    const flipped = sort.ascendingByDefault ? first?.sort === 'desc' : first?.sort === 'asc';
    setQuery({
      sort: value && value !== sort.fields[sort.defaultField] ? value : null,
      order: flipped ? (sort.ascendingByDefault ? 'desc' : 'asc') : null,
    });
  };

  return (
    // The grid scrolls sideways inside this box, if ever; the page itself never does.
    <Box
      sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}
      data-testid={testId}
      data-list-form={cards ? 'cards' : 'grid'}
      data-actions-field={actions}
    >
      {cards && sort && (
        <CardSort columns={gridColumns} sortModel={sortModel} onChange={changeSort} testId={testId} />
      )}
      {loading && (total === null || total === undefined) ? (
        // Before the first answer the grid would stand empty and a row tall, then grow under its own
        // pagination as the rows arrive (issue 29: CLS 0.17 on a phone). A page of rows' room instead.
        <GridSkeleton rows={limit} cards={cards} />
      ) : typeof document === 'undefined' ? (
        // Drawn by the gateway for its person, where the grid would draw no rows (drawn-grid.tsx).
        <DrawnGrid<R>
          label={label}
          rows={rows}
          columns={gridColumns}
          getRowId={getRowId}
          primaryField={primary}
          actionsField={actions}
          total={total ?? rows.length}
          offset={(page - 1) * limit}
        />
      ) : (
        <DataGrid<R>
          // A new grid for the other form: the hidden columns of the cards are the grid's state, not kept.
          key={cards ? 'cards' : 'grid'}
          aria-label={label}
          rows={rows}
          columns={shownColumns}
          columnVisibilityModel={onlyCards}
          getRowId={getRowId}
          loading={loading}
          rowCount={total ?? -1}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableColumnSorting={!sort}
          disableRowSelectionOnClick
          // A page holds at most 50 rows: every cell stays in the page, so narrow screens scroll to it.
          disableVirtualization
          autoHeight
          getRowHeight={cards ? () => 'auto' : undefined}
          // The columns and export buttons; the search is the page's own (ListSearch, in the URL), never the
          // toolbar's quick filter, which filtered nothing on a server-filtered list. A card has no columns.
          showToolbar={!cards}
          slotProps={{ toolbar: { showQuickFilter: false } }}
          pageSizeOptions={[...pageSizes]}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            // The grid also reports the model it already has (as its row count arrives): no navigation.
            (model.page !== paginationModel.page || model.pageSize !== paginationModel.pageSize) &&
            setQuery({
              // A new page size starts from the first page, as the rows before it move.
              page:
                model.page === 0 || model.pageSize !== paginationModel.pageSize
                  ? null
                  : String(model.page + 1),
              size: model.pageSize === pageSizes[0] ? null : String(model.pageSize),
            })
          }
          sortModel={sortModel}
          onSortModelChange={changeSort}
          sx={[cards && CARD_GRID_SX, ...(Array.isArray(sx) ? sx : [sx])]}
          {...gridProps}
        />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridRowId,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useListQuery } from './use-search-update';

/** The page sizes every staff grid offers; the first one is the default and is left out of the URL. */
export const LIST_PAGE_SIZES = [10, 25, 50] as const;

/** A positive whole number from the URL, or null for anything else (a hand-edited or stale link). */
export const positiveParam = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** The server's page and page size from `?page=&size=`, falling back to page one of the default size. */
export const listPaging = (
  search: URLSearchParams,
  pageSizes: readonly number[] = LIST_PAGE_SIZES,
): { page: number; limit: number } => {
  const size = positiveParam(search.get('size'));
  return {
    page: positiveParam(search.get('page')) ?? 1,
    limit: size !== null && pageSizes.includes(size) ? size : pageSizes[0]!,
  };
};

/**
 * How a grid sorts on the server. `fields` maps a grid column to the value it is sorted by in the URL's
 * `sort` parameter; the default is left out of the URL. The URL's `order=asc` flips the default descending
 * order (newest first in every staff list), unless `ascendingByDefault`.
 */
export interface ServerSort {
  fields: Readonly<Record<string, string>>;
  defaultField: string;
  ascendingByDefault?: boolean;
}

/** The sort the URL asks for, as the server value and direction, or the default for anything unknown. */
export const listSort = (
  search: URLSearchParams,
  sort: ServerSort,
): { sort: string; descending: boolean } => {
  const asked = search.get('sort');
  const known = Object.values(sort.fields).includes(asked ?? '') ? asked! : sort.fields[sort.defaultField]!;
  const order = search.get('order');
  return {
    sort: known,
    descending: sort.ascendingByDefault ? order === 'desc' : order !== 'asc',
  };
};

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
}

/**
 * The one MUI X Data Grid every staff list uses: paged (and optionally sorted) by the server, its page, page
 * size, sort and order kept in the URL through useListQuery so every list can be linked. Pages keep their
 * own columns and filters and read their query variables with listPaging and listSort.
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
  ...gridProps
}: ServerDataGridProps<R>) {
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
  const gridColumns = useMemo(
    () => columns.map((column) => ({ ...column, sortable: Boolean(sort && column.field in sort.fields) })),
    [columns, sort],
  );

  return (
    // The grid scrolls sideways inside this box; the page itself never does.
    <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }} data-testid={testId}>
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={gridColumns}
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
        showToolbar
        pageSizeOptions={[...pageSizes]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) =>
          // The grid also reports the model it already has (as its row count arrives): no navigation.
          (model.page !== paginationModel.page || model.pageSize !== paginationModel.pageSize) &&
          setQuery({
            // A new page size starts from the first page, as the rows before it move.
            page:
              model.page === 0 || model.pageSize !== paginationModel.pageSize ? null : String(model.page + 1),
            size: model.pageSize === pageSizes[0] ? null : String(model.pageSize),
          })
        }
        sortModel={sortModel}
        onSortModelChange={(model) => {
          if (!sort) return;
          const [first] = model;
          const value = first ? sort.fields[first.field] : undefined;
          const flipped = sort.ascendingByDefault ? first?.sort === 'desc' : first?.sort === 'asc';
          setQuery({
            sort: value && value !== sort.fields[sort.defaultField] ? value : null,
            order: flipped ? (sort.ascendingByDefault ? 'desc' : 'asc') : null,
          });
        }}
        {...gridProps}
      />
    </Box>
  );
}

import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** The narrowest a data column becomes on a laptop before the grid scrolls sideways. */
export const GRID_COLUMN_FLOOR = 80;

/** The grid's own default column width, for a column that names none. */
export const DEFAULT_COLUMN_WIDTH = 100;

/**
 * A grid's heights as drawn (measured at 412 and 1280 px): the toolbar (not on a phone), the column
 * headers, a row (a phone's card holds every column: about 230 px) and the pagination.
 */
export const GRID_PARTS = { toolbar: 52, headers: 56, row: 52, card: 230, pagination: 53 } as const;

/** The column of a row's actions: the one the page names, else a column called `actions`, else none. */
export const actionsFieldOf = <R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  named?: string,
): string | undefined => named ?? columns.find((column) => column.field === 'actions')?.field;

/**
 * The columns as a laptop shows them (issue 28 item 5): pinning a column is MUI X Pro's, so the community
 * grid keeps the row actions in view by fitting instead. The actions column keeps its whole width; every
 * other column flexes in proportion to the width the page gave it (a page's `flex` column by its flex
 * times its minimum) and may shrink down to GRID_COLUMN_FLOOR (or its own smaller minimum), so a list of
 * eight columns and its actions fits 1366 px beside the side menu, its cells ending in an ellipsis.
 */
export const fitColumns = <R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  actionsField: string | undefined,
): GridColDef<R>[] =>
  columns.map((column) => {
    if (column.field === actionsField) {
      const width = column.width ?? column.minWidth ?? DEFAULT_COLUMN_WIDTH;
      return { ...column, flex: undefined, width, minWidth: width };
    }
    if (column.flex !== undefined) {
      const minWidth = column.minWidth ?? GRID_COLUMN_FLOOR;
      return { ...column, flex: column.flex * minWidth, minWidth };
    }
    const width = column.width ?? DEFAULT_COLUMN_WIDTH;
    return { ...column, flex: width, minWidth: Math.min(width, column.minWidth ?? GRID_COLUMN_FLOOR) };
  });

/** The least width the fitted columns take: what must fit beside the side menu at 1366 px. */
export const leastWidthOf = <R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): number =>
  columns.reduce((total, column) => total + (column.minWidth ?? GRID_COLUMN_FLOOR), 0);

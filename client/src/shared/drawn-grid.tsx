import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { DEFAULT_COLUMN_WIDTH, GRID_COLUMN_FLOOR, GRID_PARTS } from './grid-columns';
import { CardLine, CardLines, CardTitle } from './server-data-grid-cards';

/**
 * The first page of a staff list as the gateway draws it for its person (issue 29): MUI X Data Grid draws
 * its rows only once it has measured itself in a browser, so a list drawn on the server would arrive as an
 * empty box and its rows would paint only after the scripts (the ops job list's largest paint, 4.3 s on
 * Lighthouse's phone). This draws the same rows as plain text in the grid's places (toolbar, headers,
 * 52 px rows, pagination) on a laptop and as the phone's cards below `md`; the app's grid replaces it.
 * Text only: a column's own cell renderer may need the live grid, so a cell shows its formatted value.
 */
export interface DrawnGridProps<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[];
  /** The columns as the grid fits them on a laptop (fitColumns: every one with a width or a flex). */
  columns: readonly GridColDef<R>[];
  getRowId?: (row: R) => GridRowId;
  primaryField: string;
  actionsField: string | undefined;
  total: number;
  /** The page's first row's place in the list, from 0. */
  offset: number;
}

// The grid's own API is not there to pass to a column's getter or formatter: ours read the row only.
type Api = Parameters<NonNullable<GridColDef['valueGetter']>>[3];
const NO_API = { current: null } as unknown as Api;

/** A cell's text as the grid would format it; empty when the column's functions need the live grid. */
const textOf = <R extends GridValidRowModel>(column: GridColDef<R>, row: R): string => {
  try {
    const raw = (row as Record<string, unknown>)[column.field];
    const value = column.valueGetter ? column.valueGetter(raw as never, row, column, NO_API) : raw;
    const shown = column.valueFormatter ? column.valueFormatter(value as never, row, column, NO_API) : value;
    return shown === null || shown === undefined ? '' : String(shown);
  } catch {
    return '';
  }
};

const widthOf = <R extends GridValidRowModel>(column: GridColDef<R>): string =>
  column.flex === undefined
    ? `${column.width ?? DEFAULT_COLUMN_WIDTH}px`
    : `minmax(${column.minWidth ?? GRID_COLUMN_FLOOR}px, ${column.flex}fr)`;

/** Where the grid puts a cell's text: the column's own alignment, numbers to the right. */
const alignOf = <R extends GridValidRowModel>(column: GridColDef<R>) =>
  column.align ?? (column.type === 'number' ? 'right' : 'left');

const CELL_PX = 1.25;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function DrawnGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  primaryField,
  actionsField,
  total,
  offset,
}: DrawnGridProps<R>) {
  const template = columns.map(widthOf).join(' ');
  const idOf = (row: R): GridRowId => getRowId?.(row) ?? (row.id as GridRowId);
  const lines = columns.filter((column) => column.field !== primaryField && column.field !== actionsField);
  const primary = columns.find((column) => column.field === primaryField);
  const range = rows.length === 0 ? '0' : `${offset + 1}–${offset + rows.length}`;
  return (
    <Box
      aria-label={label}
      data-testid="drawn-grid"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      {/* A laptop: the grid's toolbar's room, the headers and a row per line. */}
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Box sx={{ height: GRID_PARTS.toolbar, borderBottom: 1, borderColor: 'divider' }} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: template,
            height: GRID_PARTS.headers,
            alignItems: 'center',
          }}
          role="presentation"
        >
          {columns.map((column) => (
            <Typography
              key={column.field}
              variant="body2"
              sx={{
                px: CELL_PX,
                fontWeight: 500,
                textAlign: column.headerAlign ?? alignOf(column),
                ...ellipsis,
              }}
            >
              {column.headerName ?? column.field}
            </Typography>
          ))}
        </Box>
        {rows.map((row) => (
          <Box
            key={idOf(row)}
            sx={{
              display: 'grid',
              gridTemplateColumns: template,
              height: GRID_PARTS.row,
              alignItems: 'center',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {columns.map((column) => (
              <Typography
                key={column.field}
                variant="body2"
                sx={{ px: CELL_PX, textAlign: alignOf(column), ...ellipsis }}
              >
                {column.field === actionsField ? '' : textOf(column, row)}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      {/* A phone: each row as its card (server-data-grid-cards.tsx). */}
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography
          variant="body2"
          sx={{
            height: GRID_PARTS.headers,
            px: CELL_PX,
            display: 'flex',
            alignItems: 'center',
            fontWeight: 500,
          }}
        >
          {label}
        </Typography>
        {rows.map((row) => (
          <Box
            key={idOf(row)}
            sx={{
              px: CELL_PX,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
            }}
          >
            <CardTitle>{primary ? textOf(primary, row) : ''}</CardTitle>
            <CardLines>
              {lines.map((column) => {
                const text = textOf(column, row);
                return text === '' ? null : (
                  <CardLine key={column.field} label={column.headerName ?? column.field}>
                    {text}
                  </CardLine>
                );
              })}
            </CardLines>
          </Box>
        ))}
      </Box>
      <Typography
        variant="body2"
        sx={{
          height: GRID_PARTS.pagination,
          px: 2,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
        }}
      >
        {`${range} of ${total}`}
      </Typography>
    </Box>
  );
}

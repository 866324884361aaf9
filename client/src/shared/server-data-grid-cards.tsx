import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type {
  GridColDef,
  GridRenderCellParams,
  GridSortModel,
  GridTreeNodeWithRender,
  GridValidRowModel,
} from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** The one column a phone's list shows: each row drawn as a card. */
export const CARD_FIELD = '__card';

/** Which columns a card shows where: its title, and the row's actions under its lines. */
export interface CardFields {
  primaryField: string;
  actionsField: string | undefined;
}

/** A value as a card line writes it; an empty one leaves its line out. */
const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

type CellParams<R extends GridValidRowModel> = GridRenderCellParams<
  R,
  unknown,
  unknown,
  GridTreeNodeWithRender
>;

/** A card's title: the row's primary column. */
export const CardTitle = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

/** A card's label and value lines. */
export const CardLines = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
      columnGap: 1.5,
      rowGap: 0.5,
      alignItems: 'center',
    }}
  >
    {children}
  </Box>
);

/** One column of the row on its card: its name, and its value as the grid draws it. */
export const CardLine = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

/**
 * One row as a card: the primary column's value as its title, every other column as a label and value
 * line (as the grid would draw its cell: the column's own renderCell, else its formatted value), and the
 * actions column's buttons underneath, wrapping onto a second line on a narrow phone.
 */
function ListCard<R extends GridValidRowModel>({
  params,
  columns,
  fields,
}: {
  params: CellParams<R>;
  columns: readonly GridColDef<R>[];
  fields: CardFields;
}) {
  // The grid's own params of each cell (value through valueGetter, formattedValue through valueFormatter,
  // the column's type defaults), so a card says what the laptop's row says.
  const cell = (field: string): { node: ReactNode; text: string; drawn: boolean } => {
    const own = params.api.getCellParams<R, unknown, unknown, GridTreeNodeWithRender>(params.id, field);
    const cellParams: CellParams<R> = { ...own, api: params.api };
    const text = textOf(own.formattedValue ?? own.value);
    const render = own.colDef.renderCell;
    return render ? { node: render(cellParams), text, drawn: true } : { node: text, text, drawn: false };
  };
  const title = cell(fields.primaryField);
  const lines = columns.filter(
    (column) => column.field !== fields.primaryField && column.field !== fields.actionsField,
  );

  return (
    <Stack spacing={1} sx={{ width: '100%', minWidth: 0, py: 1.5 }} data-testid="list-card">
      <CardTitle>{title.node}</CardTitle>
      <CardLines>
        {lines.map((column) => {
          const value = cell(column.field);
          if (!value.drawn && value.text === '') return null;
          return (
            <CardLine key={column.field} label={column.headerName ?? column.field}>
              {value.node}
            </CardLine>
          );
        })}
      </CardLines>
      {fields.actionsField && (
        <Box
          data-testid="list-card-actions"
          // A page's actions are a row of buttons sized for the laptop's cell: on a phone they wrap.
          sx={{ '& .MuiStack-root': { flexWrap: 'wrap', rowGap: 1 } }}
        >
          {cell(fields.actionsField).node}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The card column a phone's grid shows instead of the page's columns (which stay in the grid, hidden, so
 * each card reads its cells through the grid): full width, unsorted, out of the export.
 */
export const cardColumn = <R extends GridValidRowModel>(
  label: string,
  columns: readonly GridColDef<R>[],
  fields: CardFields,
): GridColDef<R> => ({
  field: CARD_FIELD,
  headerName: label,
  flex: 1,
  minWidth: 0,
  sortable: false,
  filterable: false,
  hideable: false,
  resizable: false,
  disableColumnMenu: true,
  disableExport: true,
  display: 'flex',
  renderCell: (params) => <ListCard params={params} columns={columns} fields={fields} />,
});

/**
 * A phone's sort: the card column has no headers to press, so the sortable columns are offered by name,
 * with the direction beside them. Both write the same sort model the headers do.
 */
export function CardSort<R extends GridValidRowModel>({
  columns,
  sortModel,
  onChange,
  testId,
}: {
  columns: readonly GridColDef<R>[];
  sortModel: GridSortModel;
  onChange: (model: GridSortModel) => void;
  testId: string;
}) {
  const [current] = sortModel;
  const sortable = columns.filter((column) => column.sortable);
  if (!current || sortable.length === 0) return null;
  const ascending = current.sort === 'asc';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={current.field}
        onChange={(event) => onChange([{ field: event.target.value, sort: current.sort }])}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': `${testId}-sort` } as object } }}
      >
        {sortable.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {column.headerName ?? column.field}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() => onChange([{ field: current.field, sort: ascending ? 'desc' : 'asc' }])}
        startIcon={ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        data-testid={`${testId}-order`}
      >
        {ascending ? 'Ascending' : 'Descending'}
      </Button>
    </Stack>
  );
}

import { createHash } from 'node:crypto';
import { headerKey, messageFor, ReasonCode } from '@finx/domain';
import { FORMULA, type SheetCell } from './sheet-rows';

/** One data row read by column name, whatever order the file's headers came in (`001 §5`). */
export interface RowCells<TColumn extends string> {
  /** The cell's text, trimmed; '' for an empty or formula cell. */
  text(column: TColumn): string;
  /** Whether the row holds a formula anywhere (refused, never evaluated). */
  hasFormula: boolean;
}

/** Where each template column sits in the file (headers cut at the first space). */
export const columnsOf = <TColumn extends string>(
  headers: readonly SheetCell[],
  columns: readonly TColumn[],
): ReadonlyMap<TColumn, number> => {
  const index = new Map<TColumn, number>();
  headers.forEach((header, at) => {
    const key = typeof header === 'string' ? headerKey(header) : '';
    const column = columns.find((name) => name === key);
    if (column && !index.has(column)) index.set(column, at);
  });
  return index;
};

export const textOf = (cell: SheetCell): string =>
  cell === null || cell === FORMULA ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

export const rowCells = <TColumn extends string>(
  cells: readonly SheetCell[],
  index: ReadonlyMap<TColumn, number>,
): RowCells<TColumn> => ({
  text: (column) => {
    const at = index.get(column);
    return at === undefined ? '' : textOf(cells[at] ?? null);
  },
  hasFormula: cells.some((cell) => cell === FORMULA),
});

/** The errors a row starts with: the formula refusal when it holds one. */
export const formulaErrors = (row: RowCells<string>): string[] =>
  row.hasFormula ? [messageFor(ReasonCode.UPLOAD_FORMULA)] : [];

/** '<column> is required' and '<column> is not valid', as the payment rows name them. */
export const requiredError = (column: string): string =>
  `${column} ${messageFor(ReasonCode.UPLOAD_ROW_REQUIRED)}`;
export const invalidError = (column: string): string =>
  `${column} ${messageFor(ReasonCode.UPLOAD_ROW_INVALID)}`;

/** A row's identity within its kind: the same fact in another file gets the same key. */
export const rowKeyOf = (parts: ReadonlyArray<string | number | null>): string =>
  createHash('sha256')
    .update(parts.map((part) => String(part ?? '')).join('|'))
    .digest('hex')
    .slice(0, 32);

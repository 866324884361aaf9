import { createHash } from 'node:crypto';
import { headerKey, messageFor, ReasonCode } from '@finx/domain';
import { FORMULA, type SheetCell } from './sheet-rows';

/** Where each template column sits in the file: headers may come in any order (cut at the first space). */
export const columnIndexOf = <C extends string>(
  columns: readonly C[],
  headers: readonly SheetCell[],
): Map<C, number> => {
  const index = new Map<C, number>();
  headers.forEach((header, at) => {
    const key = typeof header === 'string' ? headerKey(header) : '';
    const column = columns.find((name) => name === key);
    if (column && !index.has(column)) index.set(column, at);
  });
  return index;
};

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const textOf = (cell: SheetCell): string =>
  cell === null || cell === FORMULA ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/** A short, stable key of a row's identifying values (the same row in another file has the same key). */
export const rowKeyOf = (values: ReadonlyArray<string | number | null>): string =>
  createHash('sha256')
    .update(values.map((value) => String(value ?? '')).join('|'))
    .digest('hex')
    .slice(0, 32);

/**
 * One row's cells by column, and the errors found so far, named as the payment rows name them:
 * '<column> is required', '<column> is not valid', and the formula refusal once.
 */
export class RowFields<C extends string> {
  readonly errors: string[] = [];

  constructor(
    private readonly cells: readonly SheetCell[],
    private readonly columns: ReadonlyMap<C, number>,
  ) {
    if (cells.some((value) => value === FORMULA)) this.errors.push(messageFor(ReasonCode.UPLOAD_FORMULA));
  }

  cell(column: C): SheetCell {
    const at = this.columns.get(column);
    return at === undefined ? null : (this.cells[at] ?? null);
  }

  text(column: C): string {
    return textOf(this.cell(column));
  }

  /** False when empty (named as required) or a formula (already refused). */
  required(column: C): boolean {
    const value = this.cell(column);
    if (value === null) this.errors.push(`${column} ${messageFor(ReasonCode.UPLOAD_ROW_REQUIRED)}`);
    return value !== null && value !== FORMULA;
  }

  invalid(column: C): void {
    this.errors.push(`${column} ${messageFor(ReasonCode.UPLOAD_ROW_INVALID)}`);
  }

  /** The row's e-mail, lower case; named when missing or malformed. */
  email(column: C): string {
    const value = this.text(column).toLowerCase();
    if (this.required(column) && !EMAIL.test(value)) this.invalid(column);
    return value;
  }
}

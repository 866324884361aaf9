import { messageFor, ReasonCode } from '@finx/domain';
import { textOf } from './row-cells';
import { FORMULA, type SheetCell } from './sheet-rows';

/** The payment rows' e-mail shape, so every staff file accepts the same addresses. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

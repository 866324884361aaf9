import { createHash } from 'node:crypto';
import {
  headerKey,
  messageFor,
  PAYMENT_UPLOAD_COLUMNS,
  type PaymentUploadColumn,
  ReasonCode,
  serialToIsoDate,
} from '@finx/domain';
import { FORMULA, type SheetCell } from './sheet-rows';

/** A bulk payment row that passed every field rule (`001 §3` Bulk payment row). */
export interface PaymentRow {
  rowNumber: number;
  paymentDate: string;
  itemAmountPaise: number;
  totalAmountPaise: number;
  currency: 'INR';
  paymentStatus: string;
  fullName: string;
  emailId: string;
  paymentMode: string;
  paymentFrom: string;
  paymentType: string;
  /** The row's identity: the same payment in another file has the same key (issue 14 item 3). */
  rowKey: string;
}

export type CheckedRow =
  | { ok: true; row: PaymentRow }
  | { ok: false; rowNumber: number; fullName: string; emailId: string; errors: string[] };

/** Where each template column sits in the file: headers may come in any order (cut at the first space). */
export const columnIndex = (headers: readonly SheetCell[]): Map<PaymentUploadColumn, number> => {
  const index = new Map<PaymentUploadColumn, number>();
  headers.forEach((header, at) => {
    const key = typeof header === 'string' ? headerKey(header) : '';
    const column = PAYMENT_UPLOAD_COLUMNS.find((name) => name === key);
    if (column && !index.has(column)) index.set(column, at);
  });
  return index;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DMY = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const CHOICES: Partial<Record<PaymentUploadColumn, readonly string[]>> = {
  paymentStatus: ['captured'],
  paymentMode: ['online', 'offline'],
  paymentFrom: ['student', 'corporate'],
  paymentType: ['part', 'full', 'deferred'],
};

const validDate = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
};

/** `001 §5`: a spreadsheet serial, a date cell, or text as DD/MM/YYYY or YYYY-MM-DD. */
export const dateOf = (cell: SheetCell): string | null => {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return cell > 0 && cell < 2_958_466 ? serialToIsoDate(cell) : null;
  if (typeof cell !== 'string') return null;
  if (/^\d+(\.\d+)?$/.test(cell)) return dateOf(Number(cell));
  const dmy = DMY.exec(cell);
  if (dmy) return validDate(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const ymd = YMD.exec(cell);
  return ymd ? validDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3])) : null;
};

/** Rupees to paise, exactly: at most two decimals, never negative. */
const paiseOf = (cell: SheetCell): number | null => {
  const text =
    typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.replace(/,/g, '') : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};

const textOf = (cell: SheetCell): string =>
  cell === null || cell === FORMULA ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/**
 * Every field rule of one row; every broken rule is named (`001 §3` failList: a list of errors), as
 * '<column> is required', '<column> is not valid', or the formula refusal.
 */
export const checkPaymentRow = (
  rowNumber: number,
  cells: readonly SheetCell[],
  columns: ReadonlyMap<PaymentUploadColumn, number>,
): CheckedRow => {
  const cell = (column: PaymentUploadColumn): SheetCell => {
    const at = columns.get(column);
    return at === undefined ? null : (cells[at] ?? null);
  };
  const errors: string[] = [];
  if (cells.some((value) => value === FORMULA)) errors.push(messageFor(ReasonCode.UPLOAD_FORMULA));
  const required = (column: PaymentUploadColumn): boolean => {
    const value = cell(column);
    if (value === null || value === FORMULA) {
      if (value === null) errors.push(`${column} ${messageFor(ReasonCode.UPLOAD_ROW_REQUIRED)}`);
      return false;
    }
    return true;
  };
  const invalid = (column: PaymentUploadColumn) =>
    errors.push(`${column} ${messageFor(ReasonCode.UPLOAD_ROW_INVALID)}`);

  const paymentDate = required('paymentDate') ? dateOf(cell('paymentDate')) : null;
  if (required('paymentDate') && !paymentDate) invalid('paymentDate');
  const amount = (column: 'itemAmount' | 'totalAmount'): number | null => {
    if (!required(column)) return null;
    const paise = paiseOf(cell(column));
    if (paise === null || (column === 'totalAmount' && paise === 0)) invalid(column);
    return paise;
  };
  const itemAmountPaise = amount('itemAmount');
  const totalAmountPaise = amount('totalAmount');
  if (required('currency') && textOf(cell('currency')).toUpperCase() !== 'INR') invalid('currency');
  const fullName = textOf(cell('fullName'));
  required('fullName');
  const emailId = textOf(cell('emailId')).toLowerCase();
  if (required('emailId') && !EMAIL.test(emailId)) invalid('emailId');
  const choice = (column: PaymentUploadColumn): string => {
    const value = textOf(cell(column)).toLowerCase();
    if (required(column) && !CHOICES[column]?.includes(value)) invalid(column);
    return value;
  };
  const paymentStatus = choice('paymentStatus');
  const paymentMode = choice('paymentMode');
  const paymentFrom = choice('paymentFrom');
  const paymentType = choice('paymentType');
  // Each error once: a column is checked for presence at most twice above.
  const unique = [...new Set(errors)];
  if (unique.length > 0 || !paymentDate || itemAmountPaise === null || totalAmountPaise === null) {
    return { ok: false, rowNumber, fullName, emailId, errors: unique };
  }
  const identity = [emailId, paymentDate, totalAmountPaise, paymentMode, paymentFrom, paymentType].join('|');
  return {
    ok: true,
    row: {
      rowNumber,
      paymentDate,
      itemAmountPaise,
      totalAmountPaise,
      currency: 'INR',
      paymentStatus,
      fullName,
      emailId,
      paymentMode,
      paymentFrom,
      paymentType,
      rowKey: createHash('sha256').update(identity).digest('hex').slice(0, 32),
    },
  };
};

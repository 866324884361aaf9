import {
  MAIL_SUPPRESSION_TYPES,
  MAIL_SUPPRESSION_UPLOAD_COLUMNS,
  type MailSuppressionType,
  type MailSuppressionUploadColumn,
  Pattern,
} from '@finx/domain';
import {
  columnsOf,
  formulaErrors,
  invalidError,
  requiredError,
  type RowCells,
  rowCells,
  rowKeyOf,
} from './row-cells';
import type { SheetCell } from './sheet-rows';
import type { CheckedRow, KeyedRow } from './uploads.service';

/** The longest reason kept: a bounce's diagnostic can be long, the mail log needs its gist. */
export const SUPPRESSION_REASON_MAX = 500;

/** One address to stop mailing (/bulk-unsubscribe-upload): unsubscribed or bounced, and why. */
export interface SuppressionRow extends KeyedRow {
  type: MailSuppressionType;
  reason: string | null;
}

const isType = (value: string): value is MailSuppressionType =>
  (MAIL_SUPPRESSION_TYPES as readonly string[]).includes(value);

/** emailId and type are required (type unsubscribe or bounced, any case); the reason is optional. */
export const checkSuppressionRow = (
  rowNumber: number,
  row: RowCells<MailSuppressionUploadColumn>,
): CheckedRow<SuppressionRow> => {
  const emailId = row.text('emailId').toLowerCase();
  const type = row.text('type').toLowerCase();
  const reason = row.text('reason');
  const errors = formulaErrors(row);
  if (emailId === '') errors.push(requiredError('emailId'));
  else if (!Pattern.EMAIL.test(emailId)) errors.push(invalidError('emailId'));
  if (type === '') errors.push(requiredError('type'));
  else if (!isType(type)) errors.push(invalidError('type'));
  if (reason.length > SUPPRESSION_REASON_MAX) errors.push(invalidError('reason'));
  if (errors.length > 0 || !isType(type)) {
    return { ok: false, rowNumber, fullName: '', emailId, errors: [...new Set(errors)] };
  }
  return {
    ok: true,
    // The fact is the address and its type: the same address bounced again in a later file adds nothing.
    row: {
      rowNumber,
      fullName: '',
      emailId,
      type,
      reason: reason || null,
      rowKey: rowKeyOf([emailId, type]),
    },
  };
};

export const suppressionRowChecker = (headers: readonly SheetCell[]) => {
  const index = columnsOf(headers, MAIL_SUPPRESSION_UPLOAD_COLUMNS);
  return (rowNumber: number, cells: readonly SheetCell[]): CheckedRow<SuppressionRow> =>
    checkSuppressionRow(rowNumber, rowCells(cells, index));
};

import {
  FIRST_NAME_MIN,
  NAME_MAX,
  Pattern,
  RegistrationMessage,
  USER_UPLOAD_COLUMNS,
  type UserUploadColumn,
} from '@finx/domain';
import type { SheetCell } from './sheet-rows';
import { columnsOf, formulaErrors, invalidError, type RowCells, rowCells, rowKeyOf } from './row-cells';
import type { CheckedRow, KeyedRow } from './uploads.service';

/** `001 §3` gender codes 1, 2, 3 as the profile stores them. */
const GENDER_OF: Record<string, 'MALE' | 'FEMALE' | 'OTHER'> = { 1: 'MALE', 2: 'FEMALE', 3: 'OTHER' };

/** A learner account to create from one row of /userbulkupload. */
export interface UserRow extends KeyedRow {
  firstName: string;
  lastName: string;
  mobile: string;
  gender: 'MALE' | 'FEMALE' | 'OTHER';
}

const M = RegistrationMessage;

/** The registration form's name rules (`000 §5`), with its messages word for word. */
const nameErrors = (value: string, first: boolean): string[] => {
  if (value === '') return [first ? M.FIRST_NAME_REQUIRED : M.LAST_NAME_REQUIRED];
  if (!Pattern.NAME.test(value)) return [first ? M.FIRST_NAME_INVALID : M.LAST_NAME_INVALID];
  if (first && value.length < FIRST_NAME_MIN) return [M.TOO_SHORT];
  return value.length > NAME_MAX ? [M.TOO_LONG] : [];
};

/**
 * Every rule of one user row: the registration form's rules for names, e-mail and mobile (`000 §5`),
 * and a gender code of 1, 2 or 3. Whether the e-mail or mobile is free is the writer's to say.
 */
export const checkUserRow = (rowNumber: number, row: RowCells<UserUploadColumn>): CheckedRow<UserRow> => {
  const firstName = row.text('firstName');
  const lastName = row.text('lastName');
  const emailId = row.text('emailId').toLowerCase();
  const mobile = row.text('mobileNo');
  const gender = GENDER_OF[row.text('gender')];
  const errors = [...formulaErrors(row), ...nameErrors(firstName, true), ...nameErrors(lastName, false)];
  if (emailId === '') errors.push(M.EMAIL_REQUIRED);
  else if (!Pattern.EMAIL.test(emailId)) errors.push(M.EMAIL_INVALID.trim());
  if (mobile === '') errors.push(M.MOBILE_REQUIRED);
  else if (!Pattern.MOBILE.test(mobile)) errors.push(M.MOBILE_INVALID);
  if (!gender) errors.push(invalidError('gender'));
  const fullName = `${firstName} ${lastName}`.trim();
  const unique = [...new Set(errors)];
  if (unique.length > 0 || !gender) return { ok: false, rowNumber, fullName, emailId, errors: unique };
  return {
    ok: true,
    row: {
      rowNumber,
      fullName,
      emailId,
      firstName,
      lastName,
      mobile,
      gender,
      // The whole row: the same person again is a duplicate; another row with their e-mail or mobile
      // is a different claim and fails as taken when written.
      rowKey: rowKeyOf([emailId, mobile, firstName, lastName, gender]),
    },
  };
};

/** The row checker for a file whose first row is `headers`. */
export const userRowChecker = (headers: readonly SheetCell[]) => {
  const index = columnsOf(headers, USER_UPLOAD_COLUMNS);
  return (rowNumber: number, cells: readonly SheetCell[]): CheckedRow<UserRow> =>
    checkUserRow(rowNumber, rowCells(cells, index));
};

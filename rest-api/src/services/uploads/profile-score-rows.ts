import {
  Pattern,
  PROFILE_SCORE_MAX,
  PROFILE_SCORE_SOURCE_MAX,
  type ProfileScoreUploadColumn,
} from '@finx/domain';
import { dateOf } from './payment-rows';
import { rowKeyOf } from './row-cells';
import { RowFields } from './row-fields';
import type { SheetCell } from './sheet-rows';
import type { CheckedRow } from './uploads.service';

/** The source a row without one is recorded under. */
export const DEFAULT_SCORE_SOURCE = 'Upload';

/**
 * A profile score row that passed its field rules: the learner by e-mail or mobile (`emailId` shows
 * whichever the row gave, for the failure grid), a score and the day and source of the assessment.
 */
export interface ProfileScoreRow {
  rowNumber: number;
  fullName: string;
  emailId: string;
  email: string | null;
  mobile: string | null;
  score: number;
  assessedOn: string;
  source: string;
  rowKey: string;
}

/** 0..100 with at most one decimal, as a number cell or its text. */
const scoreOf = (cell: SheetCell): number | null => {
  const text = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim() : '';
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null;
  const score = Number(text);
  return score <= PROFILE_SCORE_MAX ? score : null;
};

/** Every field rule of one profile score row (upload/profileScore); every broken rule is named. */
export const checkProfileScoreRow = (
  rowNumber: number,
  cells: readonly SheetCell[],
  columns: ReadonlyMap<ProfileScoreUploadColumn, number>,
): CheckedRow<ProfileScoreRow> => {
  const row = new RowFields(cells, columns);
  const fullName = row.text('fullName');
  const email = row.text('emailId').toLowerCase();
  const mobile = row.text('mobileNo');
  const emailId = email || mobile;
  if (email === '' && mobile === '') row.required('emailId');
  if (email !== '' && !Pattern.EMAIL.test(email)) row.invalid('emailId');
  if (mobile !== '' && !Pattern.MOBILE.test(mobile)) row.invalid('mobileNo');
  const score = row.required('score') ? scoreOf(row.cell('score')) : null;
  if (row.cell('score') !== null && score === null) row.invalid('score');
  const assessedOn = row.required('assessedOn') ? dateOf(row.cell('assessedOn')) : null;
  if (row.cell('assessedOn') !== null && !assessedOn) row.invalid('assessedOn');
  const source = row.text('source') || DEFAULT_SCORE_SOURCE;
  if (source.length > PROFILE_SCORE_SOURCE_MAX) row.invalid('source');
  const errors = [...new Set(row.errors)];
  if (errors.length > 0 || score === null || !assessedOn) {
    return { ok: false, rowNumber, fullName, emailId, errors };
  }
  return {
    ok: true,
    row: {
      rowNumber,
      fullName,
      emailId,
      email: email || null,
      mobile: mobile || null,
      score,
      assessedOn,
      source,
      // The whole fact: the same score again adds nothing, a changed one is new and replaces it.
      rowKey: rowKeyOf([email, mobile, score, assessedOn, source.toLowerCase()]),
    },
  };
};

import { messageFor, PROFILE_SCORE_UPLOAD_COLUMNS, ReasonCode } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { checkProfileScoreRow, DEFAULT_SCORE_SOURCE } from './profile-score-rows';
import { columnsOf } from './row-cells';
import { FORMULA, type SheetCell } from './sheet-rows';

const columns = columnsOf([...PROFILE_SCORE_UPLOAD_COLUMNS], PROFILE_SCORE_UPLOAD_COLUMNS);
const row = (overrides: Partial<Record<(typeof PROFILE_SCORE_UPLOAD_COLUMNS)[number], SheetCell>> = {}) => {
  const values: Record<string, SheetCell> = {
    fullName: 'Priya Sharma',
    emailId: 'Priya@Example.COM',
    mobileNo: null,
    score: 72.5,
    assessedOn: '15/01/2026',
    source: 'Mock interview',
    ...overrides,
  };
  return PROFILE_SCORE_UPLOAD_COLUMNS.map((column) => values[column] ?? null);
};

describe('checkProfileScoreRow', () => {
  it('reads a good row by e-mail or by mobile; an empty source is the default one', () => {
    expect(checkProfileScoreRow(2, row(), columns)).toMatchObject({
      ok: true,
      row: { email: 'priya@example.com', mobile: null, score: 72.5, assessedOn: '2026-01-15' },
    });
    const byMobile = checkProfileScoreRow(
      2,
      row({ emailId: null, mobileNo: '9876543210', source: null }),
      columns,
    );
    expect(byMobile).toMatchObject({
      ok: true,
      row: { emailId: '9876543210', email: null, mobile: '9876543210', source: DEFAULT_SCORE_SOURCE },
    });
  });

  it('gives the same key to the same score whatever the row, another key to a changed score', () => {
    const a = checkProfileScoreRow(2, row(), columns);
    const b = checkProfileScoreRow(8, row({ fullName: 'P. Sharma', assessedOn: '2026-01-15' }), columns);
    const c = checkProfileScoreRow(2, row({ score: 80 }), columns);
    expect(a.ok && b.ok && a.row.rowKey === b.row.rowKey).toBe(true);
    expect(a.ok && c.ok && a.row.rowKey !== c.row.rowKey).toBe(true);
  });

  it('names every broken rule, and refuses formulas', () => {
    const checked = checkProfileScoreRow(
      5,
      row({ emailId: 'nope', mobileNo: '123', score: 100.5, assessedOn: '31/02/2026', source: FORMULA }),
      columns,
    );
    expect(checked.ok ? [] : checked.errors).toEqual([
      messageFor(ReasonCode.UPLOAD_FORMULA),
      'emailId is not valid',
      'mobileNo is not valid',
      'score is not valid',
      'assessedOn is not valid',
    ]);
    const empty = checkProfileScoreRow(6, row({ emailId: null, score: null, assessedOn: null }), columns);
    expect(empty.ok ? [] : empty.errors).toEqual([
      'emailId is required',
      'score is required',
      'assessedOn is required',
    ]);
  });
});

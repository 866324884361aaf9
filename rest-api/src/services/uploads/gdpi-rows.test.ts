import { GDPI_UPLOAD_COLUMNS, messageFor, ReasonCode } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { checkGdpiRow } from './gdpi-rows';
import { columnsOf } from './row-cells';
import { FORMULA, type SheetCell } from './sheet-rows';

const columns = columnsOf([...GDPI_UPLOAD_COLUMNS], GDPI_UPLOAD_COLUMNS);
const row = (overrides: Partial<Record<(typeof GDPI_UPLOAD_COLUMNS)[number], SheetCell>> = {}) => {
  const values: Record<string, SheetCell> = {
    fullName: 'Priya Sharma',
    emailId: 'Priya@Example.COM',
    gdpiStatus: 'On Hold',
    gdScore: 72.5,
    piScore: '80',
    remarks: 'Strong communicator',
    ...overrides,
  };
  return GDPI_UPLOAD_COLUMNS.map((column) => values[column] ?? null);
};

describe('checkGdpiRow', () => {
  it('reads a good row: the status by label or code, scores as numbers, e-mail in lower case', () => {
    expect(checkGdpiRow(2, row(), columns)).toMatchObject({
      ok: true,
      row: { emailId: 'priya@example.com', status: 'ON_HOLD', gdScore: 72.5, piScore: 80 },
    });
    const coded = checkGdpiRow(2, row({ gdpiStatus: 'selected', gdScore: null, remarks: null }), columns);
    expect(coded).toMatchObject({ ok: true, row: { status: 'SELECTED', gdScore: null, remarks: null } });
  });

  it('gives the same key to the same result whatever the row number, another key to a changed one', () => {
    const a = checkGdpiRow(2, row(), columns);
    const b = checkGdpiRow(7, row({ fullName: 'P. Sharma' }), columns);
    const c = checkGdpiRow(2, row({ gdpiStatus: 'Selected' }), columns);
    expect(a.ok && b.ok && a.row.rowKey === b.row.rowKey).toBe(true);
    expect(a.ok && c.ok && a.row.rowKey !== c.row.rowKey).toBe(true);
  });

  it('names every broken rule, and refuses formulas', () => {
    const checked = checkGdpiRow(
      4,
      row({ emailId: 'not-an-email', gdpiStatus: 'Maybe', gdScore: 101, piScore: FORMULA }),
      columns,
    );
    expect(checked).toEqual({
      ok: false,
      rowNumber: 4,
      fullName: 'Priya Sharma',
      emailId: 'not-an-email',
      errors: [
        messageFor(ReasonCode.UPLOAD_FORMULA),
        'emailId is not valid',
        'gdpiStatus is not valid',
        'gdScore is not valid',
        'piScore is not valid',
      ],
    });
    const empty = checkGdpiRow(5, row({ emailId: null, gdpiStatus: null }), columns);
    expect(empty.ok ? [] : empty.errors).toEqual(['emailId is required', 'gdpiStatus is required']);
  });
});

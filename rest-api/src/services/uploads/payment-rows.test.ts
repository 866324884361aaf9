import { messageFor, PAYMENT_UPLOAD_COLUMNS, ReasonCode } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { checkPaymentRow, columnIndex } from './payment-rows';
import { FORMULA, type SheetCell } from './sheet-rows';

const columns = columnIndex([...PAYMENT_UPLOAD_COLUMNS]);
const row = (overrides: Partial<Record<(typeof PAYMENT_UPLOAD_COLUMNS)[number], SheetCell>> = {}) => {
  const values: Record<string, SheetCell> = {
    paymentDate: '15/01/2026',
    itemAmount: 500,
    totalAmount: '1,500.50',
    currency: 'inr',
    paymentStatus: 'Captured',
    fullName: 'Priya Sharma',
    emailId: 'Priya@Example.COM',
    paymentMode: 'offline',
    paymentFrom: 'student',
    paymentType: 'full',
    ...overrides,
  };
  return PAYMENT_UPLOAD_COLUMNS.map((column) => values[column] ?? null);
};

describe('checkPaymentRow', () => {
  it('reads a good row: dates as text or serials, amounts to the paisa, e-mail in lower case', () => {
    const checked = checkPaymentRow(2, row(), columns);
    expect(checked).toMatchObject({
      ok: true,
      row: { paymentDate: '2026-01-15', totalAmountPaise: 150_050, emailId: 'priya@example.com' },
    });
    const serial = checkPaymentRow(2, row({ paymentDate: 46037 }), columns);
    expect(serial.ok && serial.row.paymentDate).toBe('2026-01-15');
  });

  it('gives the same key to the same payment, whatever the row number or name spelling', () => {
    const a = checkPaymentRow(2, row(), columns);
    const b = checkPaymentRow(9, row({ fullName: 'P. Sharma', emailId: 'priya@example.com' }), columns);
    expect(a.ok && b.ok && a.row.rowKey === b.row.rowKey).toBe(true);
  });

  it('names every broken rule of a row, and refuses formulas', () => {
    const checked = checkPaymentRow(
      3,
      row({ paymentDate: '31/02/2026', totalAmount: FORMULA, emailId: null, paymentType: 'half' }),
      columns,
    );
    expect(checked).toEqual({
      ok: false,
      rowNumber: 3,
      fullName: 'Priya Sharma',
      emailId: '',
      errors: [
        messageFor(ReasonCode.UPLOAD_FORMULA),
        'paymentDate is not valid',
        'emailId is required',
        'paymentType is not valid',
      ],
    });
  });
});

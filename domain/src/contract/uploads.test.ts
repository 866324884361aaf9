import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  isValidTemplate,
  PAYMENT_UPLOAD_COLUMNS,
  serialToIsoDate,
  uploadOutcomeOf,
} from './uploads';

describe('bulk payment file rules (001 §5)', () => {
  it('accepts headers that are template columns once cut at the first space, in any order', () => {
    expect(
      isValidTemplate(['emailId (required)', 'paymentDate DD/MM/YYYY', ''], PAYMENT_UPLOAD_COLUMNS),
    ).toBe(true);
    expect(isValidTemplate(['emailId', 'orderId'], PAYMENT_UPLOAD_COLUMNS)).toBe(false);
    expect(isValidTemplate(['', ' '], PAYMENT_UPLOAD_COLUMNS)).toBe(false);
  });

  it('converts spreadsheet serial dates', () => {
    expect(serialToIsoDate(1)).toBe('1899-12-31');
    expect(serialToIsoDate(46037)).toBe('2026-01-15');
    expect(serialToIsoDate(46037.75)).toBe('2026-01-15');
  });

  it('reads extensions case-insensitively and names the outcome of a result', () => {
    expect(extensionOf('Payments.XLSX')).toBe('xlsx');
    expect(extensionOf('noextension')).toBe('');
    expect(uploadOutcomeOf({ successCount: 2, failCount: 0 })).toBe('success');
    expect(uploadOutcomeOf({ successCount: 0, failCount: 0 })).toBe('success');
    expect(uploadOutcomeOf({ successCount: 1, failCount: 1 })).toBe('partial');
    expect(uploadOutcomeOf({ successCount: 0, failCount: 3 })).toBe('failed');
  });
});

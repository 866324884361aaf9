import { describe, expect, it } from 'vitest';
import { REPORTS, spreadsheetSafe } from './reports';

describe('spreadsheetSafe: exported cells never run as formulas', () => {
  it('prefixes text a spreadsheet would read as a formula', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(spreadsheetSafe(text)).toBe(`'${text}`);
    }
  });

  it('leaves plain text, numbers and empty cells as they are', () => {
    expect(spreadsheetSafe('Priya Sharma')).toBe('Priya Sharma');
    expect(spreadsheetSafe('a=b')).toBe('a=b');
    expect(spreadsheetSafe(-5)).toBe(-5);
    expect(spreadsheetSafe(null)).toBeNull();
    expect(spreadsheetSafe('')).toBe('');
  });
});

describe('REPORTS', () => {
  it('sorts only by columns it shows', () => {
    for (const report of Object.values(REPORTS)) {
      const keys = report.columns.map((column) => column.key);
      for (const sort of report.sortable) expect(keys).toContain(sort);
    }
  });
});

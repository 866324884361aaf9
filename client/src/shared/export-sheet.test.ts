import { describe, expect, it } from 'vitest';
import { sheetFileName } from './export-sheet';

describe('sheetFileName', () => {
  it('names an export with its DD-MM-YYYY date (`001 §9`)', () => {
    expect(sheetFileName('Video-Report', new Date(2026, 0, 5))).toBe('Video-Report-05-01-2026.xlsx');
  });
});

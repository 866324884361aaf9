import { describe, expect, it } from 'vitest';
import { dated } from './xlsx-download';

describe('dated', () => {
  it('names an export with its DD-MM-YYYY date (`001 §9`)', () => {
    expect(dated('Video-Report', new Date(2026, 0, 5))).toBe('Video-Report-05-01-2026.xlsx');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [-5_000, '00:00:00'],
    [999, '00:00:00'],
    [61_000, '00:01:01'],
    [3_600_000 + 2 * 60_000 + 3_000, '01:02:03'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

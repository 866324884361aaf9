import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { idleTimeoutMs } from './idle-timeout-ms';

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

describe('idleTimeoutMs', () => {
  it('is the spec’s 20 minutes unless a test overrides it at run time', () => {
    expect(idleTimeoutMs()).toBe(1_200_000);
    window.__FINX_IDLE_MS__ = 1500;
    expect(idleTimeoutMs()).toBe(1500);
    delete window.__FINX_IDLE_MS__;
  });
});

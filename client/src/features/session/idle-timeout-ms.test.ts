import { describe, expect, it } from 'vitest';
import { idleTimeoutMs } from './idle-timeout-ms';

describe('idleTimeoutMs', () => {
  it('is the spec’s 20 minutes unless a test overrides it at run time', () => {
    expect(idleTimeoutMs()).toBe(1_200_000);
    window.__FINX_IDLE_MS__ = 1500;
    expect(idleTimeoutMs()).toBe(1500);
    delete window.__FINX_IDLE_MS__;
  });
});

import { IDLE_TIMEOUT_MS } from '@finx/domain';

declare global {
  interface Window {
    /** Browser tests shorten the idle time-out with `page.addInitScript` (the build is fixed). */
    __FINX_IDLE_MS__?: number;
  }
}

/** `000 §9`: 1,200,000 ms, unless a positive run-time override is set before the app starts. */
export const idleTimeoutMs = (): number => {
  const override = typeof window === 'undefined' ? undefined : window.__FINX_IDLE_MS__;
  return typeof override === 'number' && override > 0 ? override : IDLE_TIMEOUT_MS;
};

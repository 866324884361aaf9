import type { Page } from '@playwright/test';

/** Lighthouse's mobile screen (Moto G Power), where issue 29 measured the shifts. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** What moved while a page loaded: the sum of every layout shift, and the shifted elements of each. */
export interface LayoutShifts {
  total: number;
  shifts: { value: number; moved: string[] }[];
}

/**
 * Runs in the page before its scripts: records each shift not caused by input, naming what moved. A string,
 * not a function: a transpiler's helpers (esbuild's `__name` under tsx) do not exist in the page.
 */
const RECORD_SHIFTS = `(() => {
  const record = [];
  window.finxLayoutShifts = record;
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const testId = node.getAttribute('data-testid');
    const text = (node.textContent || '').replace(/\\s+/g, ' ').slice(0, 30);
    return node.tagName.toLowerCase() + (testId ? '[data-testid=' + testId + ']' : '') + ' "' + text + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * Opens `path` on a phone's screen with every GraphQL answer held back `delayMs`, as on a slow network
 * (without it the data can arrive within the frame that draws the layout and hide a shift), waits for
 * `ready` and for the network to settle, and returns the layout shifts Chromium recorded. The sum of all
 * shifts is stricter than Lighthouse's CLS, which takes the worst window of them.
 */
export async function layoutShiftsOf(
  page: Page,
  path: string,
  ready: string,
  delayMs = 400,
): Promise<LayoutShifts> {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.addInitScript(RECORD_SHIFTS);
  const slow = async (route: import('@playwright/test').Route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  };
  await page.route('**/graphql', slow);
  await page.goto(path);
  await page.locator(ready).first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  // Lazy parts drawn after the data (charts, a grid's measured rows) settle within a few frames.
  await page.waitForTimeout(1000);
  await page.unroute('**/graphql', slow);
  const shifts = await page.evaluate(
    () => (window as unknown as { finxLayoutShifts: LayoutShifts['shifts'] }).finxLayoutShifts,
  );
  const total = Math.round(shifts.reduce((sum, shift) => sum + shift.value, 0) * 1000) / 1000;
  return { total, shifts };
}

// When a visitor sees a page: opens pages of a running FinX in Chromium on a slow phone's link and
// processor (1.6 Mbit/s, 150 ms round trip, processor slowed 4x, 390 px wide) and reports the first paint
// and the largest contentful paint as the browser itself records them, the median of several visits.
// Unlike Lighthouse's simulation, nothing is estimated: these are the paints of real page loads.
// Usage: npx tsx tests/bench/page-paint.ts [base URL, default http://127.0.0.1:4000] [visits, default 5]
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4000';
const visits = Number(process.argv[3] ?? 5);
/** Each page and what shows that its content is there. */
const PAGES: Record<string, string> = {
  '/': 'h1',
  '/roadmap': '[data-testid="roadmap-steps"]',
  '/faq': '[data-testid="faq"]',
};

interface Paint {
  firstPaint: number;
  largestPaint: number;
  largestElement: string;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
});

const visit = async (path: string, ready: string): Promise<Paint> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const paints = { largest: 0, element: '' };
    Object.assign(window, { finxPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        paints.largest = entry.startTime;
        const text = (entry.element?.textContent ?? '').slice(0, 40);
        paints.element = entry.element ? `${entry.element.tagName.toLowerCase()} "${text}"` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const paint = await page.evaluate(() => {
    const { largest, element } = (window as unknown as { finxPaints: { largest: number; element: string } })
      .finxPaints;
    const first = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { firstPaint: first, largestPaint: largest, largestElement: element };
  });
  await context.close();
  return paint;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const rows = [];
for (const [path, ready] of Object.entries(PAGES)) {
  const paints: Paint[] = [];
  for (let i = 0; i < visits; i++) paints.push(await visit(path, ready));
  rows.push({
    page: path,
    firstPaintMs: Math.round(median(paints.map((paint) => paint.firstPaint))),
    largestPaintMs: Math.round(median(paints.map((paint) => paint.largestPaint))),
    largestPaints: paints.map((paint) => Math.round(paint.largestPaint)).join(', '),
    largestElement: paints.at(-1)?.largestElement ?? '',
  });
}
await browser.close();
console.table(rows);

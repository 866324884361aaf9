// Measures what a first visit downloads: opens pages of a running FinX in Chromium with an empty cache and
// sums the JavaScript the browser fetched, as transferred (compressed) and as decoded. The budget
// is 170 KB of compressed JavaScript for `/` and the learner dashboard.
// Usage: npx tsx tests/bench/first-load.ts [base URL, default http://127.0.0.1:4000]
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4000';
const BUDGET_KB = 170;
const LEARNER = { email: 'learner@finx.demo', password: 'Demo@1234' };

interface Load {
  page: string;
  files: number;
  transferredKb: number;
  decodedKb: number;
  encodings: string[];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
});

const measure = async (path: string, signIn: boolean, ready: string): Promise<Load> => {
  const context = await browser.newContext();
  if (signIn) {
    const answer = await context.request.post(`${base}/graphql`, {
      data: {
        query:
          'mutation ($input: LoginInput!) { login(input: $input) { redirectTo userErrors { code message } } }',
        variables: {
          input: { username: LEARNER.email, password: LEARNER.password, logoutOtherSessions: true },
        },
      },
    });
    if (!answer.ok()) throw new Error(`login failed: ${answer.status()}`);
  }
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // What the page shows once its first-visit code has run (on a loaded machine, long after idle).
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  // Lazy chunks (the login modal, the dashboard's sections) start after the first render; a network
  // that went idle while the session was read does not mean they have all arrived.
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  // The page's own resource timing, not response events: chunks a module preload fetched are counted
  // once, and every chunk the page ran is there, with its transferred (encoded) and decoded size.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { transferred: timing.encodedBodySize, decoded: timing.decodedBodySize, encoding: 'br' };
      }),
  );
  const encoding = await page.evaluate(async () => {
    const first = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.js'));
    if (!first) return 'none';
    // What the server answered for one chunk (the browser asks for br and gzip itself).
    const answer = await fetch(first.name);
    return answer.headers.get('content-encoding') ?? 'identity';
  });
  for (const file of loaded) file.encoding = encoding;
  await context.close();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    page: path,
    files: loaded.length,
    transferredKb: kb(loaded.reduce((sum, file) => sum + file.transferred, 0)),
    decodedKb: kb(loaded.reduce((sum, file) => sum + file.decoded, 0)),
    encodings: [...new Set(loaded.map((file) => file.encoding))],
  };
};

const loads = [
  await measure('/', false, '[data-testid="login-username"]'),
  await measure('/studentDashboard', true, 'h1:has-text("Welcome")'),
];
await browser.close();
console.table(loads);
const over = loads.filter((load) => load.transferredKb > BUDGET_KB);
if (over.length) {
  console.error(`Over the ${BUDGET_KB} KB budget: ${over.map((load) => load.page).join(', ')}`);
  process.exit(1);
}

// `npm run bench:main-thread -w @finx/tests` (after `npm run build`): what the app's start costs the
// main thread, observed rather than simulated. Lighthouse's blocking time on this machine moves by half
// between two runs of one build, more than a change to the app's start is worth; this measures the
// tasks themselves: Chromium at Lighthouse's 4× CPU slowdown, a phone's screen, each page loaded
// --loads times (alternating builds with --compare, so both meet the same load), every task over
// 50 ms recorded by a `longtask` observer until the page has been quiet for a second. Per page and build
// it prints the medians of the blocking time (each task's excess over 50 ms, summed, as Lighthouse
// counts it), the longest task and the number of long tasks; writes bench/results/main-thread[-label].json.
// Options: --loads N (default 5), --pages /mycart,/courses, --label NAME, --compare DIR (as
// signed-in-lighthouse.ts: a second client build served by a second product).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { signIn } from './lighthouse-run';
import { median } from './median';
import { type BenchTargets, startTargets } from './stack-processes';

const PAGES: { path: string; account: keyof typeof DEMO_ACCOUNTS | null }[] = [
  { path: '/', account: null },
  { path: '/studentDashboard', account: 'learner' },
  { path: '/courses', account: 'learner' },
  { path: '/mycart', account: 'learner' },
  { path: '/my-learning/3001', account: 'learner' },
  { path: '/admin-dashboard', account: 'admin' },
  { path: '/job-list', account: 'ops' },
];
/** Lighthouse's mobile profile: its CPU slowdown and screen. */
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

const { values: options } = parseArgs({
  options: {
    loads: { type: 'string', default: '5' },
    pages: { type: 'string' },
    label: { type: 'string' },
    compare: { type: 'string' },
  },
});
const loads = Number(options.loads);
const only = options.pages?.split(',');
const pages = PAGES.filter((page) => !only || only.includes(page.path));

/** One load: its long tasks' durations, in start order. */
type Load = number[];
const blockingOf = (load: Load) => load.reduce((sum, task) => sum + Math.max(0, task - 50), 0);

const RECORD_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });`;

async function loadPage(browser: Browser, base: string, page: (typeof PAGES)[number]): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    if (page.account) {
      const cookie = await signIn(base, DEMO_ACCOUNTS[page.account].email, DEMO_PASSWORD);
      await context.addCookies([{ name: 'finx_sid', value: cookie, url: base }]);
    }
    const tab = await context.newPage();
    await tab.addInitScript({ content: RECORD_LONG_TASKS });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
    // Quiet for a second: no long task has been added in the last one.
    let seen = -1;
    for (let waited = 0; waited < 10_000; waited += 1_000) {
      const count = await tab.evaluate(
        () => (window as unknown as { __longTasks: number[] }).__longTasks.length,
      );
      if (count === seen) break;
      seen = count;
      await tab.waitForTimeout(1_000);
    }
    return await tab.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  } finally {
    await context.close();
  }
}

const started: BenchTargets[] = [];
const builds: { label: string; base: string; loads: Map<string, Load[]> }[] = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const start = async (label: string, ports: { gateway: number; rest: number }, clientDist?: string) => {
    const env: Record<string, string> = {
      LOG_LEVEL: 'error',
      ...(clientDist ? { CLIENT_DIST_DIR: clientDist } : {}),
    };
    const targets = await startTargets({ ports, env });
    started.push(targets);
    builds.push({ label, base: targets.gatewayUrl, loads: new Map(pages.map((page) => [page.path, []])) });
  };
  if (options.compare) await start('compared', { gateway: 4441, rest: 8441 }, options.compare);
  await start('main', { gateway: 4440, rest: 8440 });
  for (let round = 1; round <= loads; round++) {
    for (const page of pages) {
      for (const build of builds) {
        const load = await loadPage(browser, build.base, page);
        build.loads.get(page.path)!.push(load);
        console.log(
          `load ${round}/${loads} ${build.label} ${page.path}: blocking ${Math.round(blockingOf(load))} ms`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(started.map((targets) => targets.stop()));
}

const results = builds.map((build) => ({
  label: build.label,
  pages: pages.map(({ path }) => {
    const all = build.loads.get(path)!;
    return {
      page: path,
      blockingMs: Math.round(median(all.map(blockingOf))),
      longestTaskMs: Math.round(median(all.map((load) => Math.max(0, ...load)))),
      longTasks: median(all.map((load) => load.length)),
      blockingEachLoad: all.map((load) => Math.round(blockingOf(load))),
    };
  }),
}));
for (const result of results) {
  console.log(`\n${result.label}`);
  console.table(
    result.pages.map(({ page, blockingMs, longestTaskMs, longTasks }) => ({
      page,
      blockingMs,
      longestTaskMs,
      longTasks,
    })),
  );
}
const file = `main-thread${options.label ? `-${options.label}` : ''}.json`;
writeFileSync(
  new URL(`./results/${file}`, import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAverage: loadavg().map((load) => Math.round(load * 100) / 100) },
      settings: { cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE, loads },
      builds: results,
    },
    null,
    2,
  ) + '\n',
);
console.log(`Written to bench/results/${file}`);

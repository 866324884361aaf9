// `npm run bench:lighthouse -w @finx/tests` (after `npm run build`): issue 29's measure. Lighthouse mobile
// on the signed-in screens people use every day and, in the same run, on the public `/` and `/roadmap`,
// against the compiled product (started here on PGlite in memory, as the other benches do). Each screen is
// opened with its role's session cookie (signed in through GraphQL). The machine is shared and noisy, so
// the pages are measured in rounds (every page once per round) and each figure is the median of the
// rounds, beside its ratio to `/` measured in the same run. Prints a table and writes
// bench/results/signed-in-lighthouse[-<label>].json.
// Options: --runs N (rounds, default 3), --pages /courses,/mycart (a subset), --label NAME (the result
// file's suffix), --base URL (measure an already running product instead of starting one), --compare DIR
// (a second client build, e.g. a copy of client/dist from before a change: a second product serves it and
// every page is measured on both, one after the other in each round, so both builds meet the same load).
// CLIENT_DIST_DIR serves another client build as the main one.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { LighthouseError, type PageRun, runLighthouse, signIn } from './lighthouse-run';
import { median } from './median';
import { modulesOf, readChunkModules } from './script-modules';
import { type BenchTargets, startTargets } from './stack-processes';

type Account = 'learner' | 'admin' | 'ops' | null;

/** The issue's screens, whose account opens them, and the public pages they are compared with. */
const PAGES: { path: string; account: Account }[] = [
  { path: '/', account: null },
  { path: '/roadmap', account: null },
  { path: '/studentDashboard', account: 'learner' },
  { path: '/courses', account: 'learner' },
  { path: '/mycart', account: 'learner' },
  // The demo learner holds this course from the seed (rest-api's demo enrolments).
  { path: '/my-learning/3001', account: 'learner' },
  { path: '/jobs', account: 'learner' },
  { path: '/admin-dashboard', account: 'admin' },
  { path: '/user-list', account: 'admin' },
  { path: '/job-list', account: 'ops' },
];
/** The issue's bar for every signed-in screen. */
const TARGET = { performance: 90, lcpMs: 2500, cls: 0.1 };

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    label: { type: 'string' },
    base: { type: 'string' },
    compare: { type: 'string' },
  },
});
const rounds = Number(options.runs);
const only = options.pages?.split(',');
// `/` is always measured: every ratio is against it.
const pages = PAGES.filter((page) => !only || page.path === '/' || only.includes(page.path));

/** A product measured: the client build it serves and its address. */
interface Build {
  label: string;
  clientDist: string;
  base: string;
  runs: Map<string, PageRun[]>;
}

const started: BenchTargets[] = [];
const start = async (ports: { gateway: number; rest: number }, clientDist?: string) => {
  const env: Record<string, string> = { LOG_LEVEL: 'error' };
  if (clientDist) env.CLIENT_DIST_DIR = clientDist;
  const targets = await startTargets({ ports, env });
  started.push(targets);
  return targets.gatewayUrl;
};
const newRuns = () => new Map<string, PageRun[]>(pages.map((page) => [page.path, []]));

const builds: Build[] = [];
try {
  if (options.compare) {
    builds.push({
      label: 'compared',
      clientDist: options.compare,
      base: await start({ gateway: 4431, rest: 8431 }, options.compare),
      runs: newRuns(),
    });
  }
  builds.push({
    label: 'main',
    clientDist: process.env.CLIENT_DIST_DIR ?? 'client/dist',
    base: options.base ?? (await start({ gateway: 4430, rest: 8430 })),
    runs: newRuns(),
  });

  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      for (const build of builds) {
        const run = await measurePage(build.base, page);
        build.runs.get(page.path)!.push(run);
        console.log(
          `round ${round}/${rounds} ${build.label} ${page.path}: ${run.performance}, LCP ${run.lcpMs} ms, ` +
            `TBT ${run.tbtMs} ms, CLS ${run.cls}`,
        );
      }
    }
  }
} finally {
  await Promise.all(started.map((targets) => targets.stop()));
}

const results = builds.map((build) => ({
  label: build.label,
  clientDist: build.clientDist,
  pages: summarise(build.runs, readChunkModules(build.clientDist)),
}));
for (const result of results) {
  console.log(`\n${result.label}: ${result.clientDist}`);
  console.table(
    result.pages.map((row) => ({
      page: row.page,
      perf: row.performance,
      'LCP ms': row.lcpMs,
      'TBT ms': row.tbtMs,
      CLS: row.cls,
      'JS KB': row.jsTransferredKb,
      'perf ×/': row.vsHome.performance,
      'LCP ×/': row.vsHome.lcp,
      'JS ×/': row.vsHome.js,
      met: row.met,
    })),
  );
  for (const row of result.pages) {
    console.log(`${row.page}: largest JS ${row.largestJs.join(', ')}`);
    if (row.modules) {
      console.log(`  packages (minified KB): ${row.modules.packages.join(', ')}`);
      console.log(`  modules: ${row.modules.modules.join(', ')}`);
    }
    if (row.shifts.length) console.log(`  shifts: ${row.shifts.join('; ')}`);
  }
}

const file = `signed-in-lighthouse${options.label ? `-${options.label}` : ''}.json`;
writeFileSync(
  new URL(`./results/${file}`, import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAverage: loadavg().map((load) => Math.round(load * 100) / 100) },
      settings: { lighthouse: 'mobile, simulated throttling, performance only', rounds },
      target: TARGET,
      builds: results,
    },
    null,
    2,
  ) + '\n',
);
console.log(`Written to bench/results/${file}`);

/** One run of a page; Lighthouse's own trace failures (NO_NAVSTART on a loaded machine) are tried again. */
async function measurePage(base: string, page: (typeof PAGES)[number], attempt = 1): Promise<PageRun> {
  // A fresh session per run: each account signs in with logoutOtherSessions, as a person would.
  const cookie = page.account ? await signIn(base, DEMO_ACCOUNTS[page.account].email, DEMO_PASSWORD) : null;
  try {
    return await runLighthouse(`${base}${page.path}`, cookie);
  } catch (error) {
    if (!(error instanceof LighthouseError) || attempt >= 3) throw error;
    console.log(`${page.path}: ${error.message}; again`);
    return measurePage(base, page, attempt + 1);
  }
}

/** Each page's medians over the rounds, with its ratios to `/` of the same build and run. */
function summarise(runs: Map<string, PageRun[]>, chunks: ReturnType<typeof readChunkModules>) {
  const summary = pages.map(({ path, account }) => {
    const all = runs.get(path)!;
    const pick = (figure: (run: PageRun) => number) => median(all.map(figure));
    // The lists (largest scripts, shifts) come from the run whose score is the median one.
    const middle = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)]!;
    return {
      page: path,
      account: account ?? 'visitor',
      performance: pick((run) => run.performance),
      lcpMs: pick((run) => run.lcpMs),
      tbtMs: pick((run) => run.tbtMs),
      cls: pick((run) => run.cls),
      fcpMs: pick((run) => run.fcpMs),
      jsTransferredKb: pick((run) => run.jsTransferredKb),
      jsFiles: pick((run) => run.jsFiles),
      largestJs: middle.largestJs,
      // What those scripts held, from the build's chunk-modules.json (absent in older builds).
      modules: chunks ? modulesOf(chunks, middle.scriptFiles) : null,
      lcpElement: middle.lcpElement,
      shifts: middle.shifts,
      scores: all.map((run) => run.performance),
    };
  });
  const home = summary.find((row) => row.page === '/')!;
  const ratio = (value: number, against: number) => (against ? Math.round((value / against) * 100) / 100 : 0);
  return summary.map((row) => ({
    ...row,
    vsHome: {
      performance: ratio(row.performance, home.performance),
      lcp: ratio(row.lcpMs, home.lcpMs),
      tbt: ratio(row.tbtMs, home.tbtMs),
      js: ratio(row.jsTransferredKb, home.jsTransferredKb),
    },
    met: row.performance >= TARGET.performance && row.lcpMs < TARGET.lcpMs && row.cls < TARGET.cls,
  }));
}

// `npm run bench:scale` (issue 31 item 5): the product at the size of a real BFSI learning business. It
// fills a PostgreSQL database of its own (finx_scale, created here; never the one CI's tests use) with
// 100,000 products, 200,000 learners, 1,000,000 orders and 500,000 job applications (scale-fill.ts,
// re-used when already filled), starts the compiled product on it as `npm run bench` does, and times
// through the gateway: catalogue search and the learner header (p95 goal under 50 ms each), the staff
// payment report's first page, the candidate list of a job with 50,000 applicants, and a 100,000-row
// export (the CRM orders dump of 100 days) with the product processes' RSS sampled. `--fraction 0.1`
// scales every size down, for a slow machine. Prints the figures and writes bench/results/scale.json.
// Run it under `flock /tmp/e2e.lock`: other runs restart PostgreSQL while holding that lock.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import pg from 'pg';
import { startTargets } from '../stack-processes';
import {
  FIRST_ORDER_DAY,
  FULL_SIZES,
  ORDERS_PER_DAY,
  SEARCH_WORDS,
  endOpenSessions,
  fillScaleData,
  learnerEmail,
  type ScaleSizes,
} from './scale-fill';
import { QUERIES, graphql, sessions, streamExport, timeRead, type Latency } from './scale-reads';

const GOAL_P95_MS = 50;
const EXPORT_ROWS = 100_000;

const { values } = parseArgs({
  options: {
    fraction: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    workers: { type: 'string', default: '4' },
  },
});
const fraction = Number(values.fraction);
if (!(fraction > 0 && fraction <= 1)) throw new Error('--fraction must be above 0 and at most 1');
const sizes = Object.fromEntries(
  Object.entries(FULL_SIZES).map(([name, size]) => [name, Math.round(size * fraction)]),
) as unknown as ScaleSizes;
const read = { workers: Number(values.workers), seconds: Number(values.seconds) };

const serverUrl = process.env.SCALE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.SCALE_DATABASE ?? 'finx_scale';
if (databaseName === 'test') throw new Error('the scale bench never fills the database the tests use');
const scaleUrl = new URL(serverUrl);
scaleUrl.pathname = `/${databaseName}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
if (exists.rowCount === 0) await admin.query(`create database "${databaseName}"`);
await admin.end();

// The product migrates and seeds the database as it starts; the fill then runs on the migrated tables.
const targets = await startTargets({
  ports: { gateway: 4420, rest: 8420 },
  env: { DATABASE_URL: scaleUrl.toString() },
});
try {
  console.log(`filling ${databaseName} to ${JSON.stringify(sizes)} (or re-using it)`);
  const data = await fillScaleData(scaleUrl.toString(), sizes, LOAD_LEARNERS[0]!.email);
  console.log(`data: ${data.reused ? 're-used' : `filled in ${data.filledInSeconds} s`}`);
  await endOpenSessions(scaleUrl.toString());
  const gateway = targets.gatewayUrl;
  const staff = (await sessions(gateway, [DEMO_ACCOUNTS.admin.email]))[0]!;
  const learners = await sessions(
    gateway,
    Array.from({ length: read.workers }, (_unused, i) => learnerEmail(i + 1)),
  );
  const has = (field: string) => (body: string) => body.includes(`"${field}":`) && !body.includes('"errors"');

  const timeAll = async (settings: typeof read): Promise<Latency[]> => [
    await timeRead(
      'catalogue search (anonymous, a word in an eighth of the names)',
      (worker) => graphql(gateway, QUERIES.catalogue, { search: SEARCH_WORDS[worker % SEARCH_WORDS.length] }),
      has('products'),
      settings,
    ),
    // The search's cost follows its matches (docs/decisions/scale.md): a name that matches one product,
    // beside the word that matches an eighth of the catalogue.
    await timeRead(
      "catalogue search (anonymous, one product's name)",
      (worker) =>
        graphql(gateway, QUERIES.catalogue, {
          search: `course ${Math.floor(sizes.products / 10) + worker + 1}`,
        }),
      has('products'),
      settings,
    ),
    await timeRead(
      'learner header (signed in)',
      (worker) => graphql(gateway, QUERIES.header, {}, learners[worker]),
      has('learnerHeader'),
      settings,
    ),
    // Staff reads: one session (one per person), so one worker.
    await timeRead(
      'staff payment report, first page of 10',
      () => graphql(gateway, QUERIES.paymentReport, {}, staff),
      has('paymentReport'),
      { ...settings, workers: 1 },
    ),
    await timeRead(
      `candidate list of a job with ${Math.min(50_000, sizes.applications)} applicants, first page`,
      () => graphql(gateway, QUERIES.candidates, { jobId: data.bigJobId }, staff),
      has('jobCandidates'),
      { ...settings, workers: 1 },
    ),
  ];
  // A short warm-up: the JIT, the pools and PostgreSQL's buffers in their steady state.
  await timeAll({ ...read, seconds: 1 });
  const latencies = await timeAll(read);

  const days = Math.max(1, Math.round((EXPORT_ROWS * fraction) / ORDERS_PER_DAY));
  const to = new Date(Date.parse(`${FIRST_ORDER_DAY}T00:00:00Z`) + (days - 1) * 86_400_000);
  const filter = { from: FIRST_ORDER_DAY, to: to.toISOString().slice(0, 10), descending: false };
  const linkBody = (await (await graphql(gateway, QUERIES.exportLink, { filter }, staff)).json()) as {
    data?: { reportExportLink?: { url: string } };
  };
  const url = linkBody.data?.reportExportLink?.url;
  if (!url) throw new Error(`no export link: ${JSON.stringify(linkBody)}`);
  const exported = { rows: days * ORDERS_PER_DAY, filter, ...(await streamExport(gateway, url, staff)) };

  console.table(
    latencies.map((l) => ({
      read: l.name,
      'p50 ms': l.p50Ms,
      'p95 ms': l.p95Ms,
      'p99 ms': l.p99Ms,
      'reads/s': l.perSecond,
      requests: l.requests,
      failed: l.failed,
    })),
  );
  console.log('export', exported);
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    },
    database: databaseName,
    fraction,
    data,
    settings: read,
    goalP95Ms: GOAL_P95_MS,
    latencies: latencies.map((l) => ({ ...l, goalMet: l.p95Ms < GOAL_P95_MS })),
    export: exported,
  };
  writeFileSync(new URL('../results/scale.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  const failed = latencies.filter((l) => l.failed > 0).map((l) => l.name);
  if (failed.length > 0 || exported.status !== 200) {
    console.error(
      `Some reads failed, the figures are not valid: ${[...failed, `export ${exported.status}`].join('; ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await targets.stop();
}

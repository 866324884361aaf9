// `npm run bench:reports -w @finx/tests`: issue 14 item 4's target. 100,000 learners enrolled on nothing
// make the unassigned users report 100,000 rows long; the admin's export link is followed and the
// streamed .xlsx read to its end, timing it and sampling the process's memory every 50 ms. The file must
// arrive in under 10 s, and memory must stay bounded (the rows are never held whole). REST runs in this
// process on PGlite in memory; the gateway only pipes these bytes on (gateway-graphql/src/modules/
// reports/reports.routes.ts). Prints the figures and writes bench/results/report-export.json.
import { writeFileSync } from 'node:fs';
import { REPORT_EXPORT_PREFIX, type ReportExportLink, RestPath } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { createTestRestApi } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';

const ROWS = 100_000;
const TARGET_SECONDS = 10;

const api = await createTestRestApi();
try {
  // Learners only (role 5), no enrolments: every one is a row of the unassigned users report.
  await api.db.execute(sql`
    insert into users (email, mobile, first_name, last_name, role_id, entry_mode)
    select 'bench.learner.' || n || '@example.com', '7' || lpad(n::text, 9, '0'), 'Bench', 'Learner ' || n, 5, 2
    from generate_series(1, ${ROWS}) as n`);
  const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  const link = (
    await admin.get<ReportExportLink>(RestPath.REPORT_EXPORT_LINK, { query: { kind: 'UNASSIGNED_USERS' } })
  ).body.responseObject!;
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });

  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const started = performance.now();
  // CPU time beside wall time: on the shared 2-core machine the wall clock also counts other work.
  const cpuBefore = process.cpuUsage();
  const response = await fetch(`${address}${link.url.replace(REPORT_EXPORT_PREFIX, RestPath.REPORT_EXPORT)}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);

  const figures = {
    rows: ROWS,
    status: response.status,
    fileName: response.headers.get('content-disposition'),
    seconds: Math.round(seconds * 100) / 100,
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
    megabytes: Math.round((bytes / 1e6) * 10) / 10,
    rssGrowthMb: Math.round((peakRss - baseline.rss) / 1e5) / 10,
    heapGrowthMb: Math.round((peakHeap - baseline.heapUsed) / 1e5) / 10,
    targetSeconds: TARGET_SECONDS,
    met: response.status === 200 && seconds < TARGET_SECONDS,
  };
  console.log(JSON.stringify(figures, null, 2));
  writeFileSync(
    new URL('./results/report-export.json', import.meta.url),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  if (!figures.met) process.exitCode = 1;
} finally {
  await api.close();
}

// `npm run loadtest` (issue 31 item 2): load with faults against the production-shaped topology, started
// here when none runs (`npm run cluster` otherwise). Loopback only and bounded (LOADTEST_SECONDS, default
// 75): BROWSERS learners browsing, checkouts at LOADTEST_CHECKOUTS a second paid in the sandbox, staff
// lists and one upload; meanwhile one rest-api replica and then one gateway are killed (and restarted by
// the cluster), PostgreSQL restarts and Redis stops and starts. Prints p50/p95/p99 per operation, errors
// by kind, each fault's recovery time, the cross-replica session check and the reconciliation from the
// database; the last line is one JSON object. Exits 1 when a fault took longer than 10 s to recover, an
// error was untyped, or the reconciliation is not exact.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { browse, BrowsingStats, staffLists } from './browsing';
import { CheckoutLoad } from './checkout-load';
import { FAULTS, Probe, type FaultRecord } from './faults';
import { BROWSERS, provisionBrowsers, signInPeople } from './learners';
import { reconcile, type Reconciliation } from './reconcile';
import { checkSessionsAcrossReplicas, type ConsistencyReport } from './replica-consistency';
import { Recorder } from './session-client';
import { runningCluster, startCluster, type Cluster, type ClusterState } from './topology';
import { runUpload, uploadFile } from './upload-load';

const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 75);
const CHECKOUTS_PER_SECOND = Number(process.env.LOADTEST_CHECKOUTS ?? 20);
// A person reads a page for seconds: 200 learners at 5 s are about 40 page views a second.
const THINK_MS = Number(process.env.LOADTEST_THINK_MS ?? 5_000);
const RECOVERY_LIMIT_MS = 10_000;
/** Failure kinds that are bugs whenever they appear: a server error without a type, or a stack trace. */
const UNTYPED = ['STACK_TRACE', 'INTERNAL_SERVER_ERROR', 'GRAPHQL_ERROR', 'HTTP_500', 'CLIENT'];

if (SECONDS < 60 || SECONDS > 600) throw new Error('LOADTEST_SECONDS must be between 60 and 600');

/** When each fault starts, in ms from the start: the first after a warm-up, then evenly spaced. */
const faultOffsets = (): number[] => {
  const first = 10_000;
  const spacing = Math.max(12_000, (SECONDS * 1000 - first - 12_000) / (FAULTS.length - 1));
  return FAULTS.map((_, i) => first + i * spacing);
};

const log = (message: string) =>
  console.log(`[loadtest ${new Date().toISOString().slice(11, 19)}] ${message}`);

const prepare = async (): Promise<{ state: ClusterState; own: Cluster | null }> => {
  const running = await runningCluster();
  if (running) {
    log(`using the running cluster at ${running.edgeUrl}`);
    return { state: running, own: null };
  }
  log('no cluster running: starting one (npm run cluster)');
  const own = await startCluster();
  return { state: own.state, own };
};

const runFaults = async (t0: number, records: FaultRecord[], settled: Promise<void>[]) => {
  const offsets = faultOffsets();
  for (const [i, fault] of FAULTS.entries()) {
    await sleep(Math.max(0, t0 + offsets[i]! - Date.now()));
    const run = await fault();
    log(`fault: ${run.record.name} (${run.record.endedAt - run.record.startedAt} ms)`);
    records.push(run.record);
    settled.push(run.settled);
  }
};

const printReport = (
  recorder: Recorder,
  faults: FaultRecord[],
  reconciliation: Reconciliation,
  consistency: ConsistencyReport,
  extra: Record<string, unknown>,
) => {
  const latency = recorder.summary();
  console.log('\nLatency per operation (ms, successful requests):');
  console.table(latency);
  console.log('Errors by kind:', Object.fromEntries(recorder.errors));
  for (const [kind, example] of recorder.examples) console.log(`  e.g. ${kind}: ${example}`);
  console.log('\nFaults:');
  console.table(faults.map(({ startedAt: _s, endedAt: _e, ...fault }) => fault));
  console.log('Cross-replica session check:', consistency);
  console.log('Reconciliation:', reconciliation);
  console.log('Run:', extra);
};

const main = async () => {
  const { state, own } = await prepare();
  try {
    await provisionBrowsers(state.databaseUrl);
    log('checking one session across gateways and rest-api replicas');
    const consistency = await checkSessionsAcrossReplicas(state);
    const recorder = new Recorder();
    log(`signing in ${BROWSERS} browsing learners, the buyers, staff and the probe`);
    const people = await signInPeople(state.edgeUrl, recorder);
    // Sign-ins are preparation, not load: their figures start from zero.
    recorder.latencies.clear();
    const tag = `lt${Date.now().toString(36)}`;
    const file = await uploadFile(tag);

    const startedAt = new Date();
    const t0 = startedAt.getTime();
    const until = t0 + SECONDS * 1000;
    log(`load for ${SECONDS} s: ${BROWSERS} learners browsing, ${CHECKOUTS_PER_SECOND} checkouts/s, faults`);
    const stats = new BrowsingStats();
    const checkout = new CheckoutLoad(people.buyers, recorder);
    const probe = new Probe(people.probe);
    const probing = probe.run();
    const faults: FaultRecord[] = [];
    const settled: Promise<void>[] = [];
    // The upload starts two seconds before the database restarts, so its job runs through it.
    const uploadAt = t0 + faultOffsets()[2]! - 2_000;
    const upload = sleep(Math.max(0, uploadAt - Date.now())).then(() =>
      runUpload(people.staff, tag, file, until),
    );
    await Promise.all([
      ...people.browsers.map((client) => browse(client, stats, until, THINK_MS)),
      staffLists(people.staff, until, THINK_MS),
      checkout.run(until, CHECKOUTS_PER_SECOND),
      runFaults(t0, faults, settled),
    ]);
    const loadSeconds = (Date.now() - t0) / 1000;
    log('load ended; waiting for the upload, the replicas and the last webhooks');
    const uploaded = await upload;
    await Promise.all(settled);
    await sleep(4_000);
    probe.stop();
    await probing;

    for (const [i, fault] of faults.entries()) {
      const next = faults[i + 1]?.startedAt ?? Date.now();
      fault.recoveredMs = probe.recoveredAfter(fault.startedAt, fault.endedAt, next);
      const recoveredAt = fault.endedAt + (fault.recoveredMs ?? next - fault.endedAt);
      fault.loadErrors = recorder.failures.filter(
        (f) => f.at >= fault.startedAt && f.at <= recoveredAt,
      ).length;
    }
    // The raw timeline, for reading a run afterwards: every failure and every probe, timestamped.
    const timeline = { t0, faults, failures: recorder.failures, probe: probe.outcomes };
    writeFileSync(join(state.dir, 'loadtest-timeline.json'), JSON.stringify(timeline));
    const reconciliation = await reconcile(
      state.databaseUrl,
      startedAt,
      checkout.orders,
      stats.mixedSessions,
      uploaded,
    );
    const extra = {
      seconds: Math.round(loadSeconds),
      learners: BROWSERS,
      pages: stats.pages,
      checkoutsStarted: checkout.started,
      checkoutsPerSecond: Math.round((checkout.started / loadSeconds) * 10) / 10,
      missedCheckoutArrivals: checkout.missedArrivals,
    };
    printReport(recorder, faults, reconciliation, consistency, extra);

    const problems: string[] = [...consistency.problems];
    for (const fault of faults) {
      if (fault.recoveredMs === null || fault.recoveredMs > RECOVERY_LIMIT_MS)
        problems.push(`${fault.name}: not recovered within ${RECOVERY_LIMIT_MS / 1000} s`);
    }
    const untyped = UNTYPED.filter((kind) => recorder.errors.has(kind));
    if (untyped.length > 0) problems.push(`untyped errors: ${untyped.join(', ')}`);
    const r = reconciliation;
    if (r.paidOrders === 0) problems.push('no order was paid');
    if (r.fulfilledOnce !== r.paidOrders)
      problems.push(`${r.paidOrders - r.fulfilledOnce} paid orders not fulfilled once`);
    if (r.lost > 0) problems.push(`${r.lost} orders lost`);
    if (r.duplicated > 0) problems.push(`${r.duplicated} orders doubled`);
    if (r.mixedSessions > 0) problems.push(`${r.mixedSessions} mixed sessions`);
    if (r.upload.halfApplied) problems.push(`upload half-applied: ${JSON.stringify(r.upload)}`);
    if (problems.length > 0) {
      console.log('\nProblems:\n- ' + problems.join('\n- '));
      process.exitCode = 1;
    }
    console.log(
      JSON.stringify({
        latencyMs: Object.fromEntries(
          Object.entries(recorder.summary()).map(([op, { p50, p95, p99, count }]) => [
            op,
            { p50, p95, p99, count },
          ]),
        ),
        errors: Object.fromEntries(recorder.errors),
        faults: faults.map(({ name, recoveredMs, backInRotationMs, loadErrors }) => ({
          name,
          recoveredMs,
          ...(backInRotationMs === undefined ? {} : { backInRotationMs }),
          loadErrors,
        })),
        reconciliation: {
          paidOrders: r.paidOrders,
          fulfilledOnce: r.fulfilledOnce,
          lost: r.lost,
          duplicated: r.duplicated,
          mixedSessions: r.mixedSessions,
          unansweredOrders: r.unansweredOrders,
          upload: r.upload,
        },
        consistency: {
          jtiChainShared: consistency.jtiChainShared,
          liveAlertAcrossGateways: consistency.liveAlertAcrossGateways,
          rateLimitAcrossReplicas: consistency.rateLimitAcrossReplicas,
          restReplicasUsed: consistency.restReplicasUsed,
        },
        run: extra,
        problems,
      }),
    );
  } finally {
    await own?.stop();
  }
};

await main();
// Keep-alive sockets and the cluster's children must not hold the process open once the report is out.
process.exit(process.exitCode ?? 0);

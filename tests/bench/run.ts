// `npm run bench`: on each database engine, (a) the learner header through the gateway, (b) the same
// header straight from the REST services as the spec's browser client loads it (7 calls), (c) a bare
// Fastify endpoint as the floor, and (d) checkout: orders created and paid per second through the
// gateway, then a database check that each paid order was fulfilled exactly once while its webhook raced
// the callback. The machine is noisy, so the result is ratios measured in one run: (a)/(c), (a)/(b) and
// (d)/(c), each against the floor measured beside it. PGlite always; PostgreSQL too when DATABASE_URL
// names a server. Then (e) the fuzz suite's long run: 10,000 generated bad inputs, which must all be
// answered below 500 without a stack trace. (f) A peer in the same run: a GraphQL Mesh gateway composed
// from rest-api's OpenAPI document (bench/peer) answers (a)'s read over the same rest-api, and FinX's
// gateway is reported against it and the floor. `npm run bench -- --only peer` runs (a), (f) and (c) alone. Beside each throughput it reports each tier's processor time per
// unit (bench/tier-cpu.ts), which says where the time goes. Prints the figures and writes
// bench/results/latest.json.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { benchDatabase } from './bench-database';
import { runCheckout } from './checkout-run';
import { exactlyOnceProblems, type ExactlyOnceReport } from './exactly-once';
import { runFuzzBench } from './fuzz-bench';
import { formatFindings } from '../src/fuzz/fuzz-run';
import { gatewayHeader } from './scenarios/gateway-header';
import { benchSettings, measure, type Figures } from './scenarios/measure';
import { restHeader } from './scenarios/rest-header';
import { benchCipherSecret, startTargets } from './stack-processes';
import { meshHeader } from './scenarios/mesh-header';
import { startMeshPeer } from './peer/mesh-peer';
import { comparePeer, printPeerComparison, type PeerComparison } from './peer/peer-comparison';

/** `--only peer`: only the comparison with the Mesh peer (no REST sequence, checkout or fuzz run). */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'peer') throw new Error(`--only ${only}: the only part is "peer"`);
const peerOnly = only === 'peer';

/** The targets on PostgreSQL (issue 9): reported beside the ratios, met or not. */
const TARGETS = { headerVsFloor: 0.05, headerVsSequence: 5, checkoutVsFloor: 0.003 };

interface EngineRun {
  engine: string;
  figures: { header: Figures; sequence?: Figures; peer: Figures; floor: Figures; checkout?: Figures };
  ratios: { headerVsFloor: number; headerVsSequence?: number; checkoutVsFloor?: number };
  peer: PeerComparison;
  exactlyOnce?: ExactlyOnceReport;
}

const runEngine = async (engine: string, serverUrl: string | undefined): Promise<EngineRun> => {
  const headerDatabase = await benchDatabase({ serverUrl });
  const targets = await startTargets({ env: headerDatabase.env });
  let header: Figures, sequence: Figures | undefined, peer: Figures, floor: Figures;
  try {
    const mesh = await startMeshPeer(targets.restUrl, benchCipherSecret);
    try {
      console.log(
        `Mesh peer composed from ${mesh.composed.operations} operations in ${mesh.composed.composeMs} ms`,
      );
      // A short warm-up so the JIT and the connection pools are in their steady state.
      await autocannon({ url: `${targets.gatewayUrl}/healthz`, duration: 2, connections: 4 });
      header = await gatewayHeader(targets.gatewayUrl);
      if (!peerOnly) sequence = await restHeader(targets.restUrl, benchCipherSecret);
      peer = await meshHeader(mesh.url, targets.restUrl, benchCipherSecret);
      floor = await measure('floor: bare Fastify JSON endpoint', { url: `${targets.floorUrl}/json` });
    } finally {
      await mesh.stop();
    }
  } finally {
    await targets.stop();
    await headerDatabase.dispose();
  }
  const comparison = comparePeer('learner header', header, peer, floor);
  if (peerOnly || !sequence) {
    return {
      engine,
      figures: { header, peer, floor },
      ratios: { headerVsFloor: ratio(header.perSecond / floor.perSecond) },
      peer: comparison,
    };
  }
  const { figures: checkout, exactlyOnce } = await runCheckout(serverUrl);
  return {
    engine,
    figures: { header, sequence, peer, floor, checkout },
    ratios: {
      headerVsFloor: ratio(header.perSecond / floor.perSecond),
      headerVsSequence: ratio(header.perSecond / sequence.perSecond),
      checkoutVsFloor: ratio(checkout.perSecond / floor.perSecond),
    },
    peer: comparison,
    exactlyOnce,
  };
};

const serverUrl = process.env.DATABASE_URL;
const runs = [await runEngine('PGlite (embedded, in memory)', undefined)];
if (serverUrl) runs.push(await runEngine('PostgreSQL server', serverUrl));
else console.log('DATABASE_URL is not set: PostgreSQL skipped (PGlite only).');
const fuzzReport = peerOnly ? null : await runFuzzBench();
const findings = fuzzReport?.findings ?? [];
const fuzz = fuzzReport && { ...fuzzReport, findings: undefined, serverErrors: findings.length };

for (const run of runs) {
  console.log(`\n${run.engine}`);
  const figures = Object.values(run.figures).filter((f): f is Figures => f !== undefined);
  console.table(
    figures.map((f) => ({
      scenario: f.name,
      'units/s': f.perSecond,
      'req/s': f.requestsPerSecond,
      'p50 ms': f.p50Ms,
      'p99 ms': f.p99Ms,
      errors: f.errors,
      non2xx: f.non2xx,
    })),
  );
  console.table(
    figures
      .filter((f) => f.cpuMsPerUnit)
      .map((f) => ({
        scenario: f.name,
        ...Object.fromEntries(Object.entries(f.cpuMsPerUnit!).map(([tier, ms]) => [`${tier} ms/unit`, ms])),
      })),
  );
  console.table(
    Object.entries(run.ratios).map(([name, value]) => ({
      ratio: name,
      measured: value,
      target: TARGETS[name as keyof typeof TARGETS],
      met: value >= TARGETS[name as keyof typeof TARGETS],
    })),
  );
  printPeerComparison(run.peer);
  if (run.exactlyOnce) console.log('checkout exactly-once check', run.exactlyOnce);
}
if (fuzz) {
  console.log(
    `\n(e) fuzz: ${fuzz.sent} bad inputs in ${fuzz.elapsedMs} ms (${fuzz.inputsPerSecond} inputs/s), ` +
      `${fuzz.serverErrors} server errors or stack traces, seed ${fuzz.seed}`,
  );
  console.table(fuzz.byStatus);
}

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};
// A peer-only run writes beside the full run's figures, never over them.
writeFileSync(
  new URL(peerOnly ? './results/peer.json' : './results/latest.json', import.meta.url),
  JSON.stringify(
    { date: new Date().toISOString(), machine, settings: benchSettings, targets: TARGETS, runs, fuzz },
    null,
    2,
  ) + '\n',
);

const failed = runs.flatMap((run) =>
  Object.values(run.figures)
    .filter((f): f is Figures => f !== undefined)
    .filter((f) => f.errors > 0 || f.non2xx > 0)
    .map((f) => `${run.engine}: ${f.name}`),
);
if (failed.length > 0) {
  console.error(
    `Some requests failed during the benchmark, the figures are not valid: ${failed.join('; ')}.`,
  );
  process.exit(1);
}
if (fuzzReport && findings.length > 0) {
  console.error(formatFindings(fuzzReport));
  process.exit(1);
}
for (const run of runs) {
  if (!run.exactlyOnce) continue;
  const problems = exactlyOnceProblems(run.exactlyOnce);
  if (problems.length > 0) {
    console.error(`${run.engine}: checkout's exactly-once check failed: ${problems.join('; ')}.`);
    process.exit(1);
  }
}

function ratio(value: number) {
  return Math.round(value * 10_000) / 10_000;
}

// `npm run bench`: the learner header (a) through the gateway, (b) straight from the REST services as
// the spec's browser client loads it, (c) a bare Fastify endpoint as the floor, and (d) checkout: orders
// created and paid per second through the gateway, then a database check that each paid order was
// fulfilled exactly once. Prints the figures and writes bench/results/latest.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpus, totalmem } from 'node:os';
import { loadConfig } from '@finx/rest-api';
import autocannon from 'autocannon';
import { checkExactlyOnce, type ExactlyOnceReport } from './exactly-once';
import { gatewayCheckout } from './scenarios/checkout';
import { gatewayHeader } from './scenarios/gateway-header';
import { benchSettings, measure, type Figures } from './scenarios/measure';
import { restHeader } from './scenarios/rest-header';
import { benchCipherSecret, startTargets } from './stack-processes';

const targets = await startTargets();
const figures: Figures[] = [];
try {
  // A short warm-up so the JIT and the connection pools are in their steady state.
  await autocannon({ url: `${targets.gatewayUrl}/healthz`, duration: 2, connections: 4 });
  figures.push(await gatewayHeader(targets.gatewayUrl));
  figures.push(await restHeader(targets.restUrl, benchCipherSecret));
  figures.push(await measure('floor: bare Fastify JSON endpoint', { url: `${targets.floorUrl}/json` }));
} finally {
  await targets.stop();
}

// Checkout writes, so it runs on a stack of its own whose database can be read once it has stopped.
const dataDir = mkdtempSync(join(tmpdir(), 'finx-bench-checkout-'));
let exactlyOnce: ExactlyOnceReport;
try {
  const shop = await startTargets({ ports: { gateway: 4412, rest: 8412 }, dataDir });
  let run;
  try {
    run = await gatewayCheckout(shop.gatewayUrl);
    figures.push(run.figures);
    // The sandbox's webhooks trail the callbacks by a moment; let the last ones land.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  } finally {
    await shop.stop();
  }
  // The database the stack ran on, resolved exactly as rest-api resolves it.
  const { database } = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL });
  exactlyOnce = await checkExactlyOnce(database, run.startedAt);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const [gateway, rest, floor] = figures as [Figures, Figures, Figures];
const ratios = {
  gatewayVsRestHeaderLoads: round(gateway.perSecond / rest.perSecond),
  floorVsGatewayRequests: round(floor.requestsPerSecond / gateway.requestsPerSecond),
};
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  database: process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded, in memory)',
};
console.table(
  figures.map((f) => ({
    scenario: f.name,
    'loads/s': f.perSecond,
    'req/s': f.requestsPerSecond,
    'p50 ms': f.p50Ms,
    'p99 ms': f.p99Ms,
    errors: f.errors,
    non2xx: f.non2xx,
  })),
);
console.log('ratios', ratios);
console.log('checkout exactly-once check', exactlyOnce);
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  JSON.stringify(
    { date: new Date().toISOString(), machine, settings: benchSettings, figures, ratios, exactlyOnce },
    null,
    2,
  ) + '\n',
);
if (figures.some((f) => f.errors > 0 || f.non2xx > 0)) {
  console.error('Some requests failed during the benchmark: the figures are not valid.');
  process.exit(1);
}
const {
  paidOrders,
  fulfilledEvents,
  ordersNotFulfilledOnce,
  ordersWithMissingEnrolments,
  enrolmentsOfUnpaidOrders,
} = exactlyOnce;
if (
  paidOrders === 0 ||
  fulfilledEvents !== paidOrders ||
  ordersNotFulfilledOnce + ordersWithMissingEnrolments + enrolmentsOfUnpaidOrders > 0
) {
  console.error('Checkout: some paid order was not fulfilled exactly once.');
  process.exit(1);
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

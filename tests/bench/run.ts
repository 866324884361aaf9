// `npm run bench`: the learner header (a) through the gateway, (b) straight from the REST services as
// the spec's browser client loads it, (c) a bare Fastify endpoint as the floor, and (d) checkout: orders
// created and paid per second through the gateway, then a database check that each paid order was
// fulfilled exactly once while its webhook raced the callback. Prints the figures and writes bench/results/latest.json.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { benchDatabase } from './bench-database';
import { runCheckout } from './checkout-run';
import { exactlyOnceProblems } from './exactly-once';
import { gatewayHeader } from './scenarios/gateway-header';
import { benchSettings, measure, type Figures } from './scenarios/measure';
import { restHeader } from './scenarios/rest-header';
import { benchCipherSecret, startTargets } from './stack-processes';

const headerDatabase = await benchDatabase();
const targets = await startTargets({ env: headerDatabase.env });
const figures: Figures[] = [];
try {
  // A short warm-up so the JIT and the connection pools are in their steady state.
  await autocannon({ url: `${targets.gatewayUrl}/healthz`, duration: 2, connections: 4 });
  figures.push(await gatewayHeader(targets.gatewayUrl));
  figures.push(await restHeader(targets.restUrl, benchCipherSecret));
  figures.push(await measure('floor: bare Fastify JSON endpoint', { url: `${targets.floorUrl}/json` }));
} finally {
  await targets.stop();
  await headerDatabase.dispose();
}

const checkout = await runCheckout();
figures.push(checkout.figures);
const { exactlyOnce } = checkout;

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
const problems = exactlyOnceProblems(exactlyOnce);
if (problems.length > 0) {
  console.error(`Checkout: the exactly-once check failed: ${problems.join('; ')}.`);
  process.exit(1);
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

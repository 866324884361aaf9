// The reads the scale bench times, all through the gateway as the browser makes them: each one's latency
// measured by a few workers repeating it for a while (autocannon reports no p95, and the goal is one),
// and the 100,000-row export streamed to its end while the product's processes' memory is sampled.
import { readFileSync, readdirSync } from 'node:fs';
import { gatewayLogin } from '../scenarios/gateway-login';

export interface Latency {
  name: string;
  requests: number;
  failed: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  perSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const round = (value: number) => Math.round(value * 10) / 10;

export interface ReadOptions {
  workers: number;
  seconds: number;
}

/**
 * `workers` loops each sending the read and waiting for its answer, for `seconds`; `ok` says whether an
 * answer is the one asked for (a GraphQL error answers 200, so status alone would pass a broken read).
 */
export const timeRead = async (
  name: string,
  send: (worker: number) => Promise<Response>,
  ok: (body: string) => boolean,
  { workers, seconds }: ReadOptions,
): Promise<Latency> => {
  const durations: number[] = [];
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_unused, worker) => {
      while (performance.now() < deadline) {
        const at = performance.now();
        try {
          const response = await send(worker);
          const body = await response.text();
          if (!response.ok || !ok(body)) failed++;
        } catch {
          failed++;
        }
        durations.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    name,
    requests: durations.length,
    failed,
    p50Ms: round(percentile(durations, 50)),
    p95Ms: round(percentile(durations, 95)),
    p99Ms: round(percentile(durations, 99)),
    perSecond: round(durations.length / elapsed),
  };
};

/** A GraphQL POST to the gateway, as a signed-in browser (`cookie`) or an anonymous one sends it. */
export const graphql = (gatewayUrl: string, query: string, variables: object, cookie?: string) =>
  fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });

/** One session per worker, each of its own account (one live session per person, SM-07). */
export const sessions = async (gatewayUrl: string, emails: string[]) => {
  const cookies: string[] = [];
  for (const email of emails) cookies.push(await gatewayLogin(gatewayUrl, email));
  return cookies;
};

export const QUERIES = {
  catalogue: `query ScaleCatalogue($search: String) {
    products(filter: { search: $search }, page: 1, pageSize: 12) { total items { id productName } } }`,
  header: `query ScaleHeader { learnerHeader { id cartCount wishlistCount alertCount notificationCount
    latestAlerts { id alertName alertStartDateTime } latestNotifications { id emailSubjectText deliveryDate } } }`,
  paymentReport: `query ScalePaymentReport { paymentReport(page: 1, limit: 10) { totalRecords rows { orderId } } }`,
  candidates: `query ScaleCandidates($jobId: Int) {
    jobCandidates(jobId: $jobId, page: 1, pageSize: 10) { total items { applicationId } } }`,
  exportLink: `query ScaleExportLink($filter: ReportFilterInput) {
    reportExportLink(kind: CRM_ORDERS, filter: $filter) { url } }`,
} as const;

/** The product's own processes (the compiled gateway and rest-api), by pid, to sample their memory. */
const productPids = () => {
  const found: { tier: 'gateway' | 'rest'; pid: string }[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (line.includes('gateway-graphql/dist/main.js')) found.push({ tier: 'gateway', pid });
      else if (line.includes('rest-api/dist/main.js')) found.push({ tier: 'rest', pid });
    } catch {
      // ended between the listing and the read
    }
  }
  return found;
};

const rssMb = (pid: string) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

/** Follows the export link to the file's end, sampling each product process's RSS every 50 ms. */
export const streamExport = async (gatewayUrl: string, url: string, cookie: string) => {
  const pids = productPids();
  const baseline = Object.fromEntries(pids.map(({ tier, pid }) => [tier, rssMb(pid)]));
  const peak = { ...baseline };
  const sampler = setInterval(() => {
    for (const { tier, pid } of pids) peak[tier] = Math.max(peak[tier] ?? 0, rssMb(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${gatewayUrl}${url}`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
  return {
    status: response.status,
    seconds: Math.round(seconds * 100) / 100,
    megabytes: Math.round((bytes / 1e6) * 10) / 10,
    rssMb: Object.fromEntries(
      Object.keys(baseline).map((tier) => [tier, { baseline: mb(baseline[tier]), peak: mb(peak[tier]) }]),
    ),
  };
};

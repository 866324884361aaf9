import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Prometheus metrics, off unless METRICS_PORT is set (docs/decisions/observability.md): then prom-client
 * is imported and /metrics is served on that port alone, never on the service's public port. Off, every
 * recorder is a no-op and prom-client is not loaded. One process (the tests' gateway and rest-api) shares
 * one registry; the `service` label tells the tiers apart.
 */
type Labels = Record<string, string>;
export type GaugeCollector = () => Promise<Array<{ labels: Labels; value: number }>>;

interface Recorders {
  http(service: string, method: string, route: string, status: number, seconds: number): void;
  upstream(method: string, outcome: string, seconds: number): void;
  payment(outcome: string): void;
  gauge(name: string, help: string, labelNames: string[], collect: GaugeCollector): void;
}
const off: Recorders = { http() {}, upstream() {}, payment() {}, gauge() {} };
let recorders: Recorders = off;

/** The recorders the services call on their paths; no-ops until startMetrics. */
export const metrics = {
  http: (...args: Parameters<Recorders['http']>) => recorders.http(...args),
  upstream: (...args: Parameters<Recorders['upstream']>) => recorders.upstream(...args),
  /** A payment settled: `paid`, `failed`, `duplicate` (already settled), `refused` (bad signature). */
  payment: (outcome: string) => recorders.payment(outcome),
  /** A gauge read at each scrape (pool use, queue depths); registered once per name. */
  gauge: (...args: Parameters<Recorders['gauge']>) => recorders.gauge(...args),
};

export const metricsActive = (): boolean => recorders !== off;

export interface MetricsHandle {
  /** The port /metrics listens on (the one asked for, or the one given for 0). */
  port: number;
  text(): Promise<string>;
  close(): Promise<void>;
}
let started: Promise<MetricsHandle> | undefined;

export const startMetrics = (port: number, host = '0.0.0.0'): Promise<MetricsHandle> => {
  started ??= start(port, host);
  return started;
};

const start = async (port: number, host: string): Promise<MetricsHandle> => {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: 'finx_' });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
  const http = new prom.Histogram({
    name: 'finx_http_request_duration_seconds',
    help: 'HTTP requests served, by service, method, route and status (its _count is the request rate)',
    labelNames: ['service', 'method', 'route', 'status'],
    buckets: seconds,
    registers: [registry],
  });
  const upstream = new prom.Histogram({
    name: 'finx_upstream_request_duration_seconds',
    help: "The gateway's calls to rest-api, by method and outcome (status class or error)",
    labelNames: ['method', 'outcome'],
    buckets: seconds,
    registers: [registry],
  });
  const payments = new prom.Counter({
    name: 'finx_payments_total',
    help: 'Payments settled, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const gauges = new Set<string>();
  recorders = {
    http: (service, method, route, status, value) =>
      http.observe({ service, method, route, status: String(status) }, value),
    upstream: (method, outcome, value) => upstream.observe({ method, outcome }, value),
    payment: (outcome) => payments.inc({ outcome }),
    gauge: (name, help, labelNames, collect) => {
      if (gauges.has(name)) return;
      gauges.add(name);
      new prom.Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await collect()) this.set(labels, value);
        },
      });
    },
  };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/metrics') return void response.writeHead(404).end();
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    text: () => registry.metrics(),
    close: async () => {
      recorders = off;
      started = undefined;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type MetricsHandle, startMetrics, startTracing, type TracingHandle } from '@finx/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductsDocument } from '../../client/src/graphql/generated/graphql';
import { eventually } from '../src/harness/eventually';
import { dataOf } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

const SERVER = 1;
const CLIENT = 2;

describe('observability: one trace from the browser to SQL, metrics on their own port', () => {
  let tracing: TracingHandle;
  let metrics: MetricsHandle;
  let stack: Stack;

  beforeAll(async () => {
    // Both on before the stack is built, as the services' main files start them (OTEL_ENABLED, METRICS_PORT).
    tracing = await startTracing('finx-test', { inMemory: true });
    metrics = await startMetrics(0, '127.0.0.1');
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.close();
    await metrics?.close();
    await tracing?.shutdown();
  });

  it("continues the browser's traceparent through the gateway and rest-api down to the SQL", async () => {
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const products = dataOf(
      await stack.graphql(
        ProductsDocument,
        { page: 1, pageSize: 12 },
        {
          headers: { traceparent: `00-${traceId}-${browserSpan}-01` },
        },
      ),
    ).products;
    expect(products.total).toBeGreaterThan(0);

    const spans = await eventually(
      async () => tracing.finishedSpans().filter((span) => span.spanContext().traceId === traceId),
      (ours) => ours.some((span) => span.kind === SERVER && span.name === 'POST /graphql'),
      { what: "the gateway's request span" },
    );
    const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
    const parentOf = (span: (typeof spans)[number]) => byId.get(span.parentSpanContext?.spanId ?? '');

    const gateway = spans.find((span) => span.kind === SERVER && span.name === 'POST /graphql');
    expect(gateway?.parentSpanContext?.spanId).toBe(browserSpan);
    const upstream = spans.filter((span) => span.kind === CLIENT && span.name.startsWith('upstream '));
    expect(upstream.length).toBeGreaterThan(0);
    // rest-api's request span is the child of the gateway's upstream call (traceparent over the wire).
    const rest = spans.filter((span) => span.kind === SERVER && span.name !== 'POST /graphql');
    expect(rest.length).toBeGreaterThan(0);
    for (const span of rest) expect(parentOf(span)?.name).toMatch(/^upstream /);
    // And its SQL statements are children of rest-api's request span.
    const sql = spans.filter((span) => span.name.startsWith('db '));
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.some((span) => rest.includes(parentOf(span)!))).toBe(true);
    expect(sql[0]?.attributes['db.query.text']).toMatch(/select/i);
  });

  it('serves the named metrics on /metrics of its own port', async () => {
    await stack.graphql(ProductsDocument, { page: 1, pageSize: 12 });
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /finx_http_request_duration_seconds_count\{service="gateway",method="POST",route="\/graphql",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /finx_http_request_duration_seconds_count\{service="rest-api",[^}]*status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /finx_upstream_request_duration_seconds_count\{method="(GET|POST)",outcome="2xx"\} [1-9]/,
    );
    expect(text).toMatch(/finx_job_queue_depth\{queue="outbox"\} \d+/);
    expect(text).toContain('# TYPE finx_db_pool_connections gauge');
    expect(text).toContain('# TYPE finx_payments_total counter');
    expect(text).toContain('finx_process_cpu_seconds_total');
    // Every metric the Grafana dashboard reads is served (a payment counter has its family once paid).
    const dashboard = readFileSync(
      new URL('../../deploy/observability/finx-dashboard.json', import.meta.url),
      'utf8',
    );
    const read = new Set([...dashboard.matchAll(/finx_[a-z0-9_]+/g)].map(([name]) => name));
    for (const name of read)
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name.replace(/_(bucket|count)$/, '')} `, 'm'));
    // Not on the service's own port.
    expect((await fetch(`${stack.gatewayUrl}/metrics`)).status).not.toBe(200);
  });
});

import { metrics, metricsActive, requestTelemetry } from '@finx/domain/server';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database';

/**
 * Each request's scope (its id, sent on upstream), its server span when tracing is on and its duration when
 * metrics are on (docs/decisions/observability.md). Registered before the routes, so every route has it.
 */
export const registerTelemetry = (app: FastifyInstance, service: string): void => {
  const hooks = requestTelemetry(service);
  app.addHook('onRequest', (request, _reply, done) => hooks.onRequest(request, done));
  app.addHook('preHandler', (request, _reply, done) => hooks.preHandler(request, done));
  app.addHook('onResponse', (request, reply, done) =>
    hooks.onResponse(request, reply.statusCode, reply.elapsedTime, done),
  );
};

/** With metrics on: the pool's connections by state and the background queues' depth, read at each scrape. */
export const registerDatabaseGauges = (database: DatabaseHandle): void => {
  if (!metricsActive()) return;
  metrics.gauge('finx_db_pool_connections', 'PostgreSQL pool connections, by state', ['state'], async () => {
    const use = database.poolUse();
    return use ? Object.entries(use).map(([state, value]) => ({ labels: { state }, value })) : [];
  });
  metrics.gauge('finx_job_queue_depth', 'Work waiting in the background queues', ['queue'], async () => {
    const { rows } = (await database.db.execute(sql`
      select 'outbox' as queue, count(*)::int as depth from outbox_messages
        where sent_at is null and provider_error is null
      union all
      select 'uploads', count(*)::int from uploads where state not in ('done', 'failed')`)) as unknown as {
      rows: { queue: string; depth: number }[];
    };
    return rows.map((row) => ({ labels: { queue: row.queue }, value: Number(row.depth) }));
  });
};

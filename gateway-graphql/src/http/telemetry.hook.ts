import { requestTelemetry } from '@finx/domain/server';
import type { FastifyInstance } from 'fastify';

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

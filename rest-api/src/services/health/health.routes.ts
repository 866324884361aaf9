import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service';
import { NO_INPUT } from '../../http/route-docs';

const HEALTH_ANSWER = {
  contentType: 'application/json',
  description: '`{ status: "ok" }`; 503 `{ status: "unavailable" }` when the database cannot be reached.',
};

/** Liveness and database reachability for load balancers; plain JSON, no envelope, no token. */
export const healthRoutes = (app: FastifyInstance, health: HealthService): void => {
  app.get(
    RestPath.HEALTH,
    {
      config: { access: 'public', doc: { ...NO_INPUT, produces: HEALTH_ANSWER } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const status = await health.check();
      if (status.ok) return { status: 'ok' };
      request.log.error({ err: status.error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    },
  );
};

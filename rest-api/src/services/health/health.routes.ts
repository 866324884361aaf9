import { RestPath } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';

/** Liveness and database reachability for load balancers; plain JSON, no envelope, no token. */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(RestPath.HEALTH, { config: { access: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};

import type { FastifyBaseLogger } from 'fastify';
import type { RequestSession } from '../../session/request-session';

/**
 * What every resolver receives: the caller's session, this request's sources and a request-scoped
 * logger. A module's resolvers name only the sources they use (`RequestContext<CartSources>`); the app
 * passes the sources of every module (`GatewayContext` in src/context.ts), which has them all.
 */
export interface RequestContext<TSources = unknown> {
  requestId: string;
  session: RequestSession;
  sources: TSources;
  log: FastifyBaseLogger;
}

import type { FastifyBaseLogger } from 'fastify';
import type { InboxEvents } from '../../inbox/inbox-events';
import type { RequestSession } from '../../session/request-session';
import { forSession, type RequestUpstream, type Upstream } from '../../upstream/upstream';

/**
 * What a module's sources are built from, once per GraphQL request: the upstream bound to the caller's
 * session, the session, the request's logger, and `once`, by which a feature lends the others a loader of
 * its own (catalogue's products by id, cart's lists of the learner) without this file knowing either.
 * Per-request caching has one idiom: DataLoaders and memoised reads live in objects created here or in
 * the sources, never in maps keyed by the context.
 */
export interface RequestScope {
  upstream: RequestUpstream;
  session: RequestSession;
  log: FastifyBaseLogger;
  /** New alerts and messages on their way to open browsers (in process, or across replicas by Redis). */
  inboxEvents: InboxEvents;
  /** The object `key` stands for in this request, made by `make` the first time anyone asks. */
  once<T>(key: symbol, make: () => T): T;
}

/**
 * A per-request object one feature offers the others through its module file: each request makes its
 * own on first use, so every source of that request shares one (one batched read, one list).
 */
export const perRequest = <T>(make: (scope: RequestScope) => T): ((scope: RequestScope) => T) => {
  const key = Symbol(make.name);
  return (scope) => scope.once(key, () => make(scope));
};

export const createRequestScope = (request: {
  upstream: Upstream;
  session: RequestSession;
  log: FastifyBaseLogger;
  inboxEvents: InboxEvents;
}): RequestScope => {
  const made = new Map<symbol, unknown>();
  return {
    upstream: forSession(request.upstream, request.session),
    session: request.session,
    log: request.log,
    inboxEvents: request.inboxEvents,
    once<T>(key: symbol, make: () => T): T {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as T;
    },
  };
};

import type { FastifyBaseLogger } from 'fastify';
import type { InboxEvents } from './inbox-events';
import type { RequestSession } from '../../session/request-session';
import { forSession, type RequestUpstream, type Upstream } from '../../upstream/upstream';
import { PartyLists } from './party-lists';
import { ProductLoader } from './product-loader';

/**
 * What a module's sources are built from, once per GraphQL request: the upstream bound to the caller's
 * session, the session, the request's logger, and the loaders several modules share (products by id,
 * the learner's cart and wishlist). Per-request caching has one idiom: DataLoaders and memoised reads
 * live in objects created here or in the sources, never in maps keyed by the context.
 */
export interface RequestScope {
  upstream: RequestUpstream;
  session: RequestSession;
  log: FastifyBaseLogger;
  products: ProductLoader;
  partyLists: PartyLists;
  /** New alerts and messages on their way to open browsers (in process, or across replicas by Redis). */
  inboxEvents: InboxEvents;
}

export const createRequestScope = (request: {
  upstream: Upstream;
  session: RequestSession;
  log: FastifyBaseLogger;
  inboxEvents: InboxEvents;
}): RequestScope => {
  const upstream = forSession(request.upstream, request.session);
  const products = new ProductLoader(upstream);
  return {
    upstream,
    session: request.session,
    log: request.log,
    products,
    partyLists: new PartyLists(upstream, request.session, products),
    inboxEvents: request.inboxEvents,
  };
};

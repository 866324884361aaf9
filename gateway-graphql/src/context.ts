import type { FastifyBaseLogger } from 'fastify';
import type { CartSource } from './modules/cart/cart.source';
import type { CatalogueSource } from './modules/catalogue/catalogue.source';
import type { IdentitySource } from './modules/identity/identity.source';
import type { LearnerHeaderSource } from './modules/learner-header/learner-header.source';
import type { RegistrationSource } from './modules/registration/registration.source';
import type { AccountSources } from './modules/account-modules';
import type { RequestSession } from './session/request-session';

/** The data sources, one instance each per gateway; they keep per-request state (DataLoaders) keyed by the context. */
export interface Sources extends AccountSources {
  identity: IdentitySource;
  catalogue: CatalogueSource;
  cart: CartSource;
  learnerHeader: LearnerHeaderSource;
  registration: RegistrationSource;
}

/** What every resolver receives: the caller's session, the sources and a request-scoped logger. */
export interface GatewayContext {
  requestId: string;
  session: RequestSession;
  sources: Sources;
  log: FastifyBaseLogger;
}

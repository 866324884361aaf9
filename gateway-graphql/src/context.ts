import type { Sources } from './modules';
import type { RequestContext } from './modules/shared/request-context';

/** The context of a GraphQL request: every module's sources (derived from the module list), the session, a logger. */
export type GatewayContext = RequestContext<Sources>;

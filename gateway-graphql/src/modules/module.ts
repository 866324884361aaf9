import type { FastifyInstance } from 'fastify';
import type { ClassType } from 'type-graphql';
import type { SessionService } from '../session/session.service';
import type { Upstream } from '../upstream/upstream';
import type { RequestScope } from './shared/request-scope';

/**
 * What a module's HTTP routes get from the app, made once when it starts. A route serves a browser request
 * outside GraphQL, so it resolves the caller's session itself and binds the upstream to it.
 */
export interface ModuleInfrastructure {
  readonly upstream: Upstream;
  readonly sessions: SessionService;
}

/** Adds a feature's HTTP routes to the app: one `<feature>.routes.ts`, named in its module. */
export type ModuleRoutes = (app: FastifyInstance, infrastructure: ModuleInfrastructure) => void;

/**
 * A gateway feature: its type-graphql resolvers, how to build its sources for one request and, when it
 * moves files or pages outside GraphQL, its HTTP routes. Each feature folder exports one
 * `<feature>.module.ts` made with `defineModule`, and `modules/index.ts` lists them once; the schema, the
 * context's `Sources` type and the app's feature routes all come from that list.
 *
 * Sources are created per request (so DataLoaders and memoised reads are per request by construction)
 * from the request scope alone: a module never imports another module's resolvers or sources. Data of
 * another feature comes through that feature's `<feature>.contract.ts`, as a per-request loader it lends
 * (`productsOf(scope)`, `partyListsOf(scope)`).
 */
export interface GatewayModule<TName extends string = string, TSources extends object = object> {
  /** The feature's name, the same in every tier (`learner-header`). */
  readonly name: TName;
  readonly resolvers: readonly ClassType[];
  /** The feature's sources, under the keys its resolvers read them by (`ctx.sources.cart`). */
  readonly createSources: (scope: RequestScope) => TSources;
  /**
   * The feature's routes outside GraphQL: files up and down (uploads, exports, signed downloads) and the
   * payment provider's callbacks, which GraphQL cannot carry as they come. The app adds every module's.
   */
  readonly routes?: ModuleRoutes;
}

export const defineModule = <TName extends string, TSources extends object>(
  module: GatewayModule<TName, TSources>,
): GatewayModule<TName, TSources> => module;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every source of a list of modules, keyed as each module names them. */
export type SourcesOf<TModules extends readonly GatewayModule[]> = UnionToIntersection<
  ReturnType<TModules[number]['createSources']>
>;

import type { ClassType } from 'type-graphql';
import type { RequestScope } from './shared/request-scope';

/**
 * A gateway feature: its type-graphql resolvers and how to build its sources for one request. Each
 * feature folder exports one `<feature>.module.ts` made with `defineModule`, and `modules/index.ts` lists
 * them once; the schema, the context's `Sources` type and the app all come from that list.
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

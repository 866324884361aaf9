import { mergeTables, type RestPathTable } from './feature-contract';
import * as everyFeature from './features';

type Exported = (typeof everyFeature)[keyof typeof everyFeature];
type FeatureRestPaths = Extract<Exported, RestPathTable>;

const isRestPathTable = (value: Exported): value is FeatureRestPaths =>
  typeof value === 'object' && 'restPaths' in value && 'feature' in value;

/**
 * REST paths under the gateway base, every feature's (`defineRestPaths` in its file). Spec paths are used
 * as written (`000 §7`, `001 §7`); where the spec says a path is not shown, the path is this system's
 * design (see docs/decisions/rest-contract.md). Read off the list's exports as a whole, which is
 * cheap here: only the gateway and REST, never the client, import this table.
 */
export const RestPath = mergeTables(
  Object.values(everyFeature)
    .filter(isRestPathTable)
    .map((table) => table.restPaths),
);
export type RestPath = (typeof RestPath)[keyof typeof RestPath];

import type { Transaction } from '../database';

/** What every demo step shares: one clock, so dates relative to the seeding agree across features. */
export interface DemoSeedContext {
  readonly now: number;
}

/**
 * A feature's rows for a new database, declared by its module (`seed` in `defineFeature`) and run by
 * `seedDatabase` in the order of the feature list: a step may reference rows of the features listed
 * before it. Every insert adds only what is missing (onConflictDoNothing), so a half-seeded database
 * seeds again cleanly.
 */
export interface FeatureSeed {
  /** Lookups every deployment needs (roles, regions, reasons): run on every start. */
  readonly reference?: (tx: Transaction) => Promise<void>;
  /** Demo data: run once, into a database that has no users yet, when demo data is asked for. */
  readonly demo?: (tx: Transaction, context: DemoSeedContext) => Promise<void>;
}

import { count, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema/identity';
import type { FeatureSeed } from './feature-seed';

// Any constant works; it only has to be the same for every instance starting against one database.
const SEED_LOCK_KEY = 7_305_001;

/**
 * Seeds the features' reference data always and their demo data when asked, only into an empty users
 * table. `features` is the feature list (FEATURE_MODULES): each declares its own steps, and its order is
 * the order foreign keys need. The advisory lock makes two instances starting together against one
 * PostgreSQL seed once; the steps' onConflictDoNothing keeps a half-seeded database (a crash mid-way is
 * rolled back anyway) from failing the next start.
 */
export const seedDatabase = async (
  db: Database,
  features: readonly { readonly seed?: FeatureSeed }[],
  options: { demo: boolean },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    for (const { seed } of features) await seed?.reference?.(tx);
    if (!options.demo) return;
    const [existing] = await tx.select({ users: count() }).from(users);
    if ((existing?.users ?? 0) > 0) return;
    const context = { now: Date.now() };
    for (const { seed } of features) await seed?.demo?.(tx, context);
  });
};

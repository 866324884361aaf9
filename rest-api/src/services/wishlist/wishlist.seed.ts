import { wishlistItems } from '../../db/schema/cart';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { loadLearnerRows, partyItemRows } from '../../db/seed/learner-activity';

/** The demo learner's wishlist, then the load learners' (their ids follow in this order). */
export const wishlistSeed: FeatureSeed = {
  demo: async (tx, { now }) => {
    await tx
      .insert(wishlistItems)
      .values(partyItemRows('learner', 'wishlistProductIds'))
      .onConflictDoNothing();
    await tx.insert(wishlistItems).values(loadLearnerRows(now).wishlist).onConflictDoNothing();
  },
};

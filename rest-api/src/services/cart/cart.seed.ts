import { cartItems } from '../../db/schema/cart';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { loadLearnerRows, partyItemRows } from '../../db/seed/learner-activity';

/** The demo learners' carts, then the load learners' (their ids follow in this order). */
export const cartSeed: FeatureSeed = {
  demo: async (tx, { now }) => {
    await tx
      .insert(cartItems)
      .values([
        ...partyItemRows('learner', 'cartProductIds'),
        ...partyItemRows('secondLearner', 'cartProductIds'),
      ])
      .onConflictDoNothing();
    await tx.insert(cartItems).values(loadLearnerRows(now).cart).onConflictDoNothing();
  },
};

import {
  categories,
  lookingFor,
  productLookingFor,
  productPrerequisites,
  products,
} from '../../db/schema/catalogue';
import { LOOKING_FOR_ROWS, PREREQUISITE_ROWS, PRODUCT_LOOKING_FOR_ROWS } from '../../db/seed/catalogue-depth';
import { CATEGORY_ROWS } from '../../db/seed/categories';
import { DEMO_CATALOGUE } from '../../db/seed/demo-catalogue';
import type { FeatureSeed } from '../../db/seed/feature-seed';

/** The demo catalogue: programmes, courses and videos, their categories, tags and prerequisites. */
export const catalogueSeed: FeatureSeed = {
  demo: async (tx) => {
    await tx.insert(categories).values(CATEGORY_ROWS).onConflictDoNothing();
    await tx.insert(products).values(DEMO_CATALOGUE).onConflictDoNothing();
    await tx.insert(lookingFor).values(LOOKING_FOR_ROWS).onConflictDoNothing();
    await tx.insert(productLookingFor).values(PRODUCT_LOOKING_FOR_ROWS).onConflictDoNothing();
    // `001 §1`: FEAT is attempted before CFX; the other chains are the catalogue's recommended order.
    await tx.insert(productPrerequisites).values(PREREQUISITE_ROWS).onConflictDoNothing();
  },
};

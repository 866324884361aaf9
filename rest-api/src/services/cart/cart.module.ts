import { createCatalogueService } from '../catalogue/catalogue.module';
import { defineFeature, type Infrastructure } from '../feature-module';
import { createLearningService } from '../learning/learning.module';
import { CartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { CartService } from './cart.service';
import { cartSeed } from './cart.seed';

/** The cart service; the wishlist moves products into the cart and answers both lists through it. */
export const createCartService = (infrastructure: Pick<Infrastructure, 'db' | 'transaction'>): CartService =>
  new CartService(
    new CartRepository(infrastructure.db),
    createCatalogueService(infrastructure),
    createLearningService(infrastructure),
    infrastructure.transaction,
  );

/** The learner's own list item from a query (the wishlist reads its items the same way). */
export { listItemBody, ownListItem } from './cart.routes';

/** The learner's cart and its count. */
export const cartModule = defineFeature({
  name: 'cart',
  seed: cartSeed,
  register: async (app, infrastructure) => cartRoutes(app, createCartService(infrastructure)),
});

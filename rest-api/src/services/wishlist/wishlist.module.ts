import { createCartService } from '../cart/cart.module';
import { defineFeature } from '../feature-module';
import { WishlistRepository } from './wishlist.repository';
import { wishlistRoutes } from './wishlist.routes';
import { WishlistService } from './wishlist.service';
import { wishlistSeed } from './wishlist.seed';

/** The learner's wishlist, its count, and moving a product to the cart. */
export const wishlistModule = defineFeature({
  name: 'wishlist',
  seed: wishlistSeed,
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    const wishlist = new WishlistService(
      new WishlistRepository(db),
      createCartService(infrastructure),
      transaction,
    );
    wishlistRoutes(app, wishlist);
  },
});

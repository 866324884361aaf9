import { defineModule } from '../module';
import { ProductWishlistResolver, WishlistResolver } from './wishlist.resolver';
import { WishlistSource } from './wishlist.source';

/** The learner's wishlist (/mywishlist), the move to the cart, and every product's inWishlist. */
export const wishlistModule = defineModule({
  name: 'wishlist',
  resolvers: [WishlistResolver, ProductWishlistResolver],
  createSources: (scope) => ({ wishlist: new WishlistSource(scope) }),
});

import { defineFeatureContract, type RestPathTable } from './feature-contract';

/**
 * The learner's wishlist: the same party items as the cart (`cart.ts`: PartyItem, PartyItemsReasons), on
 * their own paths.
 */
const clientPaths = { WISHLIST: '/mywishlist' } as const;

export const wishlistContract = defineFeatureContract({
  feature: 'wishlist',
  clientPaths,
  clientRoutes: {
    wishlist: (): string => clientPaths.WISHLIST,
  },
});

export const wishlistRestPaths = {
  feature: 'wishlist',
  restPaths: {
    WISHLIST: '/finx-fc-product/api/v1/wishlist',
    WISHLIST_REMOVE: '/finx-fc-product/api/v1/wishlist/remove',
    WISHLIST_MOVE_TO_CART: '/finx-fc-product/api/v1/wishlist/moveToCart',
    WISHLIST_COUNT: '/finx-fc-product/api/v1/wishlist/count',
  },
} as const satisfies RestPathTable;

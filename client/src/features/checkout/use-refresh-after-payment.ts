import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * After a payment the service has registered the products and taken them out of the cart and wishlist.
 * The lists, reports and the products' cart, wishlist and owned flags in the cache are dropped (read again when next shown)
 * with the header: queries on screen (the header's badges) read again at once, so they are right
 * without a reload.
 */
export function useRefreshAfterPayment(): (productIds: readonly number[]) => void {
  const client = useApolloClient();
  return useCallback(
    (productIds: readonly number[]) => {
      const { cache } = client;
      for (const fieldName of [
        'learnerHeader',
        'cart',
        'wishlist',
        'myLearning',
        'myOrders',
        'prerequisites',
      ]) {
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      }
      for (const id of productIds) {
        const product = cache.identify({ __typename: 'Product', id: String(id) });
        if (!product) continue;
        cache.evict({ id: product, fieldName: 'inCart' });
        cache.evict({ id: product, fieldName: 'inWishlist' });
        cache.evict({ id: product, fieldName: 'owned' });
      }
      cache.gc();
    },
    [client],
  );
}

import { useSnackbar } from '../../shared/toast';
import { useCallback } from 'react';
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useMoveWishlistItemToCartMutation,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation,
} from '../../graphql/generated/hooks';

type Outcome = { data?: Record<string, { userErrors: { message: string }[] } | undefined> | null };

/**
 * Cart and wishlist changes for every screen. The payloads carry the lists, the changed product and the
 * header counts, so nothing is refetched; a refusal (the CFX gate, a withdrawn product) is shown as a toast.
 */
export function useCartActions() {
  const { enqueueSnackbar } = useSnackbar();
  const [addToCart, addingToCart] = useAddToCartMutation();
  const [removeFromCart, removingFromCart] = useRemoveFromCartMutation();
  const [addToWishlist, addingToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist, removingFromWishlist] = useRemoveFromWishlistMutation();
  const [moveToCart, moving] = useMoveWishlistItemToCartMutation();

  const report = useCallback(
    ({ data }: Outcome): boolean => {
      const errors = Object.values(data ?? {}).flatMap((payload) => payload?.userErrors ?? []);
      for (const error of errors) enqueueSnackbar(error.message, { variant: 'error' });
      return Boolean(data) && errors.length === 0;
    },
    [enqueueSnackbar],
  );

  return {
    busy:
      addingToCart.loading ||
      removingFromCart.loading ||
      addingToWishlist.loading ||
      removingFromWishlist.loading ||
      moving.loading,
    toggleCart: async (productId: string, inCart: boolean) =>
      report(await (inCart ? removeFromCart : addToCart)({ variables: { productId } })),
    toggleWishlist: async (productId: string, inWishlist: boolean) =>
      report(await (inWishlist ? removeFromWishlist : addToWishlist)({ variables: { productId } })),
    moveToCart: async (productId: string) => report(await moveToCart({ variables: { productId } })),
  };
}

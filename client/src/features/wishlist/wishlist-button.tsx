import Button from '@mui/material/Button';
import type { ProductCardFieldsFragment } from '../../graphql/generated/graphql';
import { useCartActions } from '../cart/use-cart-actions';

/** Add to Wishlist, or Remove from Wishlist when it is there (`inWishlist` from the server). */
export function WishlistButton({
  product,
}: {
  product: Pick<ProductCardFieldsFragment, 'id' | 'inWishlist'>;
}) {
  const { toggleWishlist, busy } = useCartActions();
  return (
    <Button
      size="small"
      variant="text"
      data-testid="wishlist-button"
      aria-pressed={product.inWishlist}
      disabled={busy}
      onClick={() => void toggleWishlist(product.id, product.inWishlist)}
    >
      {product.inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
    </Button>
  );
}

import type { ProductCardFieldsFragment } from '../../graphql/generated/graphql';
import { OwnedProduct } from '../learning/owned-product';
import { WishlistButton } from '../wishlist/wishlist-button';
import { CartButton } from './cart-button';

/** Add to Cart and Add to Wishlist; for a product the learner owns, neither (the service refuses both). */
export function ProductActions({
  product,
}: {
  product: Pick<ProductCardFieldsFragment, 'id' | 'productId' | 'inCart' | 'inWishlist' | 'owned'>;
}) {
  if (product.owned) return <OwnedProduct productId={product.id} />;
  return (
    <>
      <CartButton product={product} />
      <WishlistButton product={product} />
    </>
  );
}

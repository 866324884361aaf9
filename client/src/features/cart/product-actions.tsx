import type { ProductCardFieldsFragment } from '../../graphql/generated/graphql';
import { FreeEnrolButton } from '../catalogue/free-enrol-button';
import { OwnedProduct } from '../learning/owned-product';
import { WishlistButton } from '../wishlist/wishlist-button';
import { CartButton } from './cart-button';

/**
 * Add to Cart and Add to Wishlist; a free product is taken at once (Enrol for Free, subscribe) instead of
 * through the cart; for a product the learner owns, neither (the service refuses both).
 */
export function ProductActions({
  product,
}: {
  product: Pick<ProductCardFieldsFragment, 'id' | 'productId' | 'inCart' | 'inWishlist' | 'owned' | 'isFree'>;
}) {
  if (product.owned) return <OwnedProduct productId={product.id} />;
  return (
    <>
      {product.isFree && !product.inCart ? (
        <FreeEnrolButton product={product} />
      ) : (
        <CartButton product={product} />
      )}
      <WishlistButton product={product} />
    </>
  );
}

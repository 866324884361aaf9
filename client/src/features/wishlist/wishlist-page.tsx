import Button from '@mui/material/Button';
import { useWishlistQuery } from '../../graphql/generated/hooks';
import { PartyItemsPage } from '../cart/party-items-page';
import { useCartActions } from '../cart/use-cart-actions';
import { OwnedProduct } from '../learning/owned-product';

/** /mywishlist. */
export default function WishlistPage() {
  const { data, loading } = useWishlistQuery();
  const { toggleWishlist, moveToCart, busy } = useCartActions();
  return (
    <PartyItemsPage
      title="My Wishlist"
      testId="wishlist"
      list={data?.wishlist}
      loading={loading}
      emptyText="Your wishlist is empty."
      actions={(item) => (
        <>
          {/* Paying takes a product off the wishlist; one bought in another tab may still be listed. */}
          {item.product.owned ? (
            <OwnedProduct productId={item.product.id} />
          ) : (
            <Button
              size="small"
              variant="contained"
              disabled={busy}
              data-testid="wishlist-move-to-cart"
              onClick={() => void moveToCart(item.product.id)}
            >
              Move to Cart
            </Button>
          )}
          <Button
            size="small"
            color="error"
            disabled={busy}
            data-testid="wishlist-remove"
            onClick={() => void toggleWishlist(item.product.id, true)}
          >
            Remove
          </Button>
        </>
      )}
    />
  );
}

import Button from '@mui/material/Button';
import { useWishlistQuery } from '../../graphql/generated/hooks';
import { PartyItemsPage } from '../cart/party-items-page';
import { useCartActions } from '../cart/use-cart-actions';
import { RefusableCartAction, useCartRefusal } from '../cart/cart-refusal';
import { OwnedProduct } from '../learning/owned-product';

/** Move to Cart; disabled, with the reason, when the cart would refuse the product (CFX before FEAT). */
function MoveToCartButton({
  product,
  busy,
  onMove,
}: {
  product: { productId: number; inCart: boolean };
  busy: boolean;
  onMove: () => void;
}) {
  const refusal = useCartRefusal(product);
  return (
    <RefusableCartAction
      refusal={refusal}
      action={(describedBy) => (
        <Button
          size="small"
          variant="contained"
          disabled={busy || refusal !== null}
          aria-describedby={describedBy}
          data-testid="wishlist-move-to-cart"
          onClick={onMove}
        >
          Move to Cart
        </Button>
      )}
    />
  );
}

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
            <MoveToCartButton
              product={item.product}
              busy={busy}
              onMove={() => void moveToCart(item.product.id)}
            />
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

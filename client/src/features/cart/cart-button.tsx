import Button from '@mui/material/Button';
import type { ProductCardFieldsFragment } from '../../graphql/generated/graphql';
import { RefusableCartAction, useCartRefusal } from './cart-refusal';
import { useCartActions } from './use-cart-actions';

/**
 * Add to Cart, or Remove from Cart when the product is already there (`inCart` from the server). When the
 * server would refuse the product (CFX before FEAT), it is disabled with the reason under it.
 */
export function CartButton({
  product,
}: {
  product: Pick<ProductCardFieldsFragment, 'id' | 'productId' | 'inCart'>;
}) {
  const { toggleCart, busy } = useCartActions();
  const refusal = useCartRefusal(product);
  return (
    <RefusableCartAction
      refusal={refusal}
      action={(describedBy) => (
        <Button
          size="small"
          variant={product.inCart ? 'outlined' : 'contained'}
          data-testid="cart-button"
          aria-pressed={product.inCart}
          aria-describedby={describedBy}
          disabled={busy || refusal !== null}
          onClick={() => void toggleCart(product.id, product.inCart)}
        >
          {product.inCart ? 'Remove from Cart' : 'Add to Cart'}
        </Button>
      )}
    />
  );
}

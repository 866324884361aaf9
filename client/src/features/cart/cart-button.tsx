import Button from '@mui/material/Button';
import type { ProductCardFieldsFragment } from '../../graphql/generated/graphql';
import { useCartActions } from './use-cart-actions';

/** Add to Cart, or Remove from Cart when the product is already there (`inCart` from the server). */
export function CartButton({ product }: { product: Pick<ProductCardFieldsFragment, 'id' | 'inCart'> }) {
  const { toggleCart, busy } = useCartActions();
  return (
    <Button
      size="small"
      variant={product.inCart ? 'outlined' : 'contained'}
      data-testid="cart-button"
      aria-pressed={product.inCart}
      disabled={busy}
      onClick={() => void toggleCart(product.id, product.inCart)}
    >
      {product.inCart ? 'Remove from Cart' : 'Add to Cart'}
    </Button>
  );
}

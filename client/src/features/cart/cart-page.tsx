import Button from '@mui/material/Button';
import { useCartQuery } from '../../graphql/generated/hooks';
import { useStartCheckout } from '../checkout/use-start-checkout';
import { PartyItemsPage } from './party-items-page';
import { useCartActions } from './use-cart-actions';

/** /mycart: Checkout orders the whole cart and opens its review page. */
export default function CartPage() {
  const { data, loading } = useCartQuery();
  const { toggleCart, busy } = useCartActions();
  const checkout = useStartCheckout();
  return (
    <PartyItemsPage
      title="My Cart"
      testId="cart"
      list={data?.cart}
      loading={loading}
      emptyText="Your cart is empty."
      withTotal
      footer={
        <Button
          variant="contained"
          disabled={busy || checkout.busy}
          data-testid="cart-checkout"
          onClick={() => void checkout.start()}
        >
          Checkout
        </Button>
      }
      actions={(item) => (
        <Button
          size="small"
          color="error"
          disabled={busy}
          data-testid="cart-remove"
          onClick={() => void toggleCart(item.product.id, true)}
        >
          Remove
        </Button>
      )}
    />
  );
}

import Button from '@mui/material/Button';
import { useCartQuery } from '../../graphql/generated/hooks';
import { PartyItemsPage } from './party-items-page';
import { useCartActions } from './use-cart-actions';

/** /mycart. */
export default function CartPage() {
  const { data, loading } = useCartQuery();
  const { toggleCart, busy } = useCartActions();
  return (
    <PartyItemsPage
      title="My Cart"
      testId="cart"
      list={data?.cart}
      loading={loading}
      emptyText="Your cart is empty."
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

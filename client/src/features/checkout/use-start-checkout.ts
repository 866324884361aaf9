import { useSnackbar } from '../../shared/toast';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckoutMutation } from '../../graphql/generated/hooks';
import { ClientRoute } from '@finx/domain';

/**
 * Creates an order (of the cart, or of the given products) and opens its review page, with `state` for it
 * when given. A refusal (empty cart, already enrolled, the FEAT gate) is the order creation failure of
 * `001 §8`: its text in a toast.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [checkout, { loading }] = useCheckoutMutation();
  const start = useCallback(
    async (productIds?: readonly string[], state?: unknown): Promise<boolean> => {
      const { data } = await checkout({ variables: { productIds: productIds ? [...productIds] : null } });
      const payload = data?.checkout;
      if (!payload) return false;
      for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
      if (!payload.order) return false;
      navigate(ClientRoute.checkout(payload.order.orderId), { state });
      return true;
    },
    [checkout, enqueueSnackbar, navigate],
  );
  return { start, busy: loading };
}

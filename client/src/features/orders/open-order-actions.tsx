import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { PaymentStatus } from '../../graphql/generated/graphql';
import { useCancelOrderMutation } from '../../graphql/generated/hooks';
import { ConfirmDialog } from '../../shared/confirm-dialog';

/** Orders the learner can still pay or close: not yet paid, and not closed. */
export const isOpenOrder = (status: PaymentStatus): boolean => status === 'INITIATED' || status === 'FAILED';

/**
 * My Payment's actions on an unpaid order: Resume payment opens its payment review (and from there the
 * hand-off), Cancel closes it after a confirmation. A cancelled order can never be paid.
 */
export function OpenOrderActions({ orderId, status }: { orderId: number; status: PaymentStatus }) {
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const [cancelOrder, { loading }] = useCancelOrderMutation({
    refetchQueries: ['MyOrders'],
    awaitRefetchQueries: true,
  });
  if (!isOpenOrder(status)) return null;

  const cancel = async () => {
    const { data } = await cancelOrder({ variables: { orderId: String(orderId) } });
    setAsking(false);
    const payload = data?.cancelOrder;
    // No payload: the operation wrapper has said what went wrong.
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    if (payload.order) enqueueSnackbar(`Order ${orderId} cancelled`, { variant: 'success' });
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        component={RouterLink}
        to={ClientRoute.checkout(orderId)}
        data-testid="order-resume"
      >
        Resume payment
      </Button>
      <Button size="small" color="error" onClick={() => setAsking(true)} data-testid="order-cancel">
        Cancel
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Cancel order ${orderId}?`}
        confirmLabel="Cancel order"
        dismissLabel="Keep order"
        busy={loading}
        onConfirm={() => void cancel()}
        onDismiss={() => setAsking(false)}
        testId="order-cancel-dialog"
      >
        The order is closed and can no longer be paid. Your cart is not changed; you can check out again at
        any time.
      </ConfirmDialog>
    </Stack>
  );
}

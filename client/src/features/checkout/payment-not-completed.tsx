import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { OrderFieldsFragment } from '../../graphql/generated/graphql';
import { ClientRoute } from '@finx/domain';
import { useCheckPaymentStatusMutation } from '../../graphql/generated/hooks';
import { useStartCheckout } from './use-start-checkout';

export const NOT_COMPLETED_TEXT =
  'Your payment was not completed. No amount has been charged for this order.';
export const DISMISSED_TEXT = 'The payment page was closed before the payment was made.';
export const PAYTM_PENDING_TEXT =
  'If Paytm took a payment for this order, checking its status registers it here; you are never charged twice.';

/**
 * The payment failed or was dismissed (`001 §4`). Retry goes back to the review page while the order
 * can still be paid (Initiated, or Failed: a failed payment may be retried); an order that is closed
 * (cancelled) is checked out again with the same products.
 */
export function PaymentNotCompleted({
  order,
  dismissed = false,
}: {
  order: OrderFieldsFragment | null;
  dismissed?: boolean;
}) {
  const navigate = useNavigate();
  const { start, busy } = useStartCheckout();
  // A Paytm payment may still be on its way (its callback said pending, or never came): ask Paytm.
  const [checkStatus, { loading: checking }] = useCheckPaymentStatusMutation();
  const paytm =
    order?.paymentStatus === 'INITIATED' &&
    (order.provider === 'PAYTM' || order.provider === 'SANDBOX_PAYTM');
  const retry = () => {
    if (!order) return;
    if (order.paymentStatus === 'INITIATED' || order.paymentStatus === 'FAILED') {
      navigate(ClientRoute.checkout(order.orderId));
    } else void start(order.items.map((item) => String(item.productId)));
  };
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto' }} data-testid="payment-error">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Payment not completed
        </Typography>
        {dismissed && <Typography>{DISMISSED_TEXT}</Typography>}
        <Alert severity="warning" data-testid="payment-error-text">
          {NOT_COMPLETED_TEXT}
        </Alert>
        {order && <Typography data-testid="payment-error-order-id">Order ID: {order.orderId}</Typography>}
        {paytm && <Typography variant="body2">{PAYTM_PENDING_TEXT}</Typography>}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {paytm && (
            <Button
              variant="outlined"
              disabled={checking}
              onClick={() => void checkStatus({ variables: { orderId: String(order.orderId) } })}
              data-testid="payment-check-status"
            >
              Check payment status
            </Button>
          )}
          {order && (
            <Button variant="contained" onClick={retry} disabled={busy} data-testid="payment-retry">
              Retry
            </Button>
          )}
          <Button component={RouterLink} to={ClientRoute.cart()} data-testid="payment-back-to-cart">
            Back to cart
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

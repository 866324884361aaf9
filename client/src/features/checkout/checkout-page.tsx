import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../shared/toast';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ClientRoute, ReasonCode, messageFor } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import type { OrderFieldsFragment, PaymentMethod } from '../../graphql/generated/graphql';
import {
  useCompleteFreeOrderMutation,
  useOrderQuery,
  useStartPaymentMutation,
} from '../../graphql/generated/hooks';
import { CouponForm } from './coupon-form';
import { OrderLines } from './order-lines';
import { PaymentMethodChoice } from './payment-method-choice';
import { PaymentPageFailure } from './payment-page-failure';
import { orderIdFromSearch } from './payment-paths';
import { COUPON_USED_UP, type CheckoutState, usePayWithoutCoupon } from './use-pay-without-coupon';

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography color="text.secondary" sx={{ minWidth: { xs: 100, sm: 140 }, flexShrink: 0 }}>
        {label}
      </Typography>
      {/* A long e-mail breaks anywhere rather than push the card wider than a phone (issue 28 item 5). */}
      <Typography data-testid={testId} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Stack>
  );
}

/**
 * /checkout (`001 §2` screen 6, payment review): order number, the learner's details, the coupon
 * field, the products at the server's prices, Make Payment and Back. A zero total is registered
 * directly; otherwise the hand-off goes to /checkout-paytm in router state (and the URL keeps the order).
 * A coupon with no use left at Make Payment comes off (issue 25): its message stays under the coupon
 * field, the new total shows, and Make Payment pays it. "Pay with" chooses card (Razorpay) or Paytm's
 * wallet before Make Payment (issue 30), so nothing submits itself while the learner decides.
 */
export default function CheckoutPage() {
  const [search] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error, refetch } = useOrderQuery({
    variables: { id: orderId ?? '' },
    skip: orderId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [startPayment, starting] = useStartPaymentMutation();
  const [completeFree, completing] = useCompleteFreeOrderMutation();
  const { payWithoutCoupon, busy: dropping } = usePayWithoutCoupon();
  const arrivedWith = (useLocation().state as CheckoutState | null)?.couponNotice ?? null;
  const [couponNotice, setCouponNotice] = useState<string | null>(arrivedWith);
  // The card/wallet choice, made here before any page submits itself; /checkout-paytm can still change it.
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const busy = starting.loading || completing.loading || dropping;

  // No order in the address: the cart, whose checkout opens (or reuses) the open order.
  if (orderId === null) return <Navigate to={ClientRoute.cart()} replace />;
  if (loading && !data) return <FullScreenLoader />;
  const order = data?.order;
  if (error || !order) return <PaymentPageFailure />;

  /** True when the refusal was the coupon's, handled by taking the coupon off. */
  const couponUsedUp = async (current: OrderFieldsFragment, code: string, message: string) => {
    if (!COUPON_USED_UP.includes(code)) return false;
    setCouponNotice(message);
    await payWithoutCoupon(current, message);
    return true;
  };

  const pay = async (current: OrderFieldsFragment) => {
    if (current.totalOrderPrice === 0) {
      const { data: free } = await completeFree({ variables: { orderId: String(current.orderId) } });
      const payload = free?.completeFreeOrder;
      for (const userError of payload?.userErrors ?? []) {
        if (await couponUsedUp(current, userError.code, userError.message)) continue;
        enqueueSnackbar(userError.message, { variant: 'error' });
      }
      if (payload?.order) navigate(ClientRoute.thankYou(current.orderId));
      return;
    }
    const { data: started } = await startPayment({
      variables: {
        orderId: String(current.orderId),
        totalOrderPrice: current.totalOrderPrice,
        // Card is the server's default (the spec's one Make Payment).
        ...(method === 'WALLET' ? { method } : {}),
      },
    });
    const payload = started?.startPayment;
    if (!payload) return;
    for (const userError of payload.userErrors) {
      if (await couponUsedUp(current, userError.code, userError.message)) continue;
      enqueueSnackbar(userError.message, { variant: 'error' });
      // The learner sees the new total before paying it.
      if (userError.code === ReasonCode.ORDER_TOTAL_CHANGED) void refetch();
    }
    if (payload.handoff) {
      const wallet = ClientRoute.wallet(current.orderId) + (method === 'WALLET' ? '&method=wallet' : '');
      navigate(wallet, { state: { handoff: payload.handoff } });
    }
  };

  const paid = order.paymentStatus === 'PAID';
  // A Failed order may be paid again (the provider's order is reused); its coupon is fixed by then.
  const payable = order.paymentStatus === 'INITIATED' || order.paymentStatus === 'FAILED';
  const name = [order.student.firstName, order.student.lastName];
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }} data-testid="checkout">
      <Typography variant="h4" component="h1">
        Payment review
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Detail label="Order number" value={String(order.orderId)} testId="checkout-order-id" />
          <Detail label="First name" value={name[0] ?? ''} />
          <Detail label="Last name" value={name[1] ?? ''} />
          <Detail label="Email" value={order.student.emailId} testId="checkout-email" />
          <Detail label="Mobile" value={order.student.mobileNo ?? ''} />
        </Stack>
      </Paper>
      {paid && (
        <Alert severity="success" data-testid="checkout-paid">
          This order has already been paid.{' '}
          <RouterLink to={ClientRoute.thankYou(order.orderId)}>See the confirmation</RouterLink>
        </Alert>
      )}
      {!paid && !payable && <Alert severity="warning">{messageFor(ReasonCode.ORDER_NOT_PAYABLE)}</Alert>}
      {order.paymentStatus === 'INITIATED' && (
        <CouponForm order={order} disabled={busy} notice={couponNotice} />
      )}
      <OrderLines order={order} />
      {payable && order.totalOrderPrice > 0 && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle2" component="h2">
            Pay with
          </Typography>
          <PaymentMethodChoice value={method} onChange={setMethod} disabled={busy} />
        </Stack>
      )}
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          disabled={!payable || busy}
          onClick={() => void pay(order)}
          data-testid="checkout-pay"
        >
          Make Payment
        </Button>
        <Button component={RouterLink} to={ClientRoute.learnerDashboard()} data-testid="checkout-back">
          Back
        </Button>
      </Stack>
    </Stack>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { PaymentHandoffFieldsFragment, PaymentMethod } from '../../graphql/generated/graphql';
import { useOrderQuery, useStartPaymentMutation } from '../../graphql/generated/hooks';
import { PaymentPageFailure } from './payment-page-failure';
import { ClientRoute } from '@finx/domain';
import { PaymentMethodChoice } from './payment-method-choice';
import { orderIdFromSearch } from './payment-paths';
import { WalletForm } from './wallet-form';

type WalletState = { handoff?: PaymentHandoffFieldsFragment } | null;
type Handoffs = Partial<Record<PaymentMethod, PaymentHandoffFieldsFragment>>;

/** A Failed order may be paid again; the service reuses its provider order. */
const payable = (status: string): boolean => status === 'INITIATED' || status === 'FAILED';

/** `?method=wallet` or `?method=card`: the choice survives a reload; else the hand-off's, else card. */
const methodOf = (search: URLSearchParams, handoff: PaymentHandoffFieldsFragment | null): PaymentMethod => {
  const asked = search.get('method')?.toUpperCase();
  if (asked === 'WALLET' || asked === 'CARD') return asked;
  return handoff?.paymentMethod ?? 'CARD';
};

/**
 * /checkout-paytm (`001 §2`): the card/wallet widget. The hand-off from /checkout arrives in router
 * state (card, Make Payment's default); choosing the other method asks for its hand-off, and the chosen
 * method's form submits itself after 2 s (the wallet form: Paytm's page, or Razorpay's for a card).
 * After a reload (no state) the order in the URL is read and the hand-off asked for again at the order's
 * current total; a paid order goes to /thankyou, one that can no longer be paid back to /checkout.
 */
export default function WalletPage() {
  const [search, setSearch] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  const fromState = (useLocation().state as WalletState)?.handoff;
  const stateFits = fromState && String(fromState.orderId) === orderId ? fromState : null;
  const [handoffs, setHandoffs] = useState<Handoffs>(
    stateFits ? { [stateFits.paymentMethod]: stateFits } : {},
  );
  const method = methodOf(search, stateFits);
  const handoff = handoffs[method] ?? null;
  const known = Object.values(handoffs)[0] ?? null;
  const [failed, setFailed] = useState(false);
  const { data, error } = useOrderQuery({
    variables: { id: orderId ?? '' },
    skip: orderId === null || known !== null,
    fetchPolicy: 'network-only',
  });
  const [startPayment] = useStartPaymentMutation();
  const asked = useRef<PaymentMethod | null>(null);
  const order = data?.order;
  // The total the learner saw: the order read here, or the hand-off /checkout made at it.
  const total = order && payable(order.paymentStatus) ? order.totalOrderPrice : known?.totalOrderPrice;

  useEffect(() => {
    if (handoff || orderId === null || total === undefined || asked.current === method) return;
    // Strict mode runs effects twice: one hand-off request per method shown.
    asked.current = method;
    void startPayment({ variables: { orderId, totalOrderPrice: total, method } }).then(
      ({ data: started }) => {
        const next = started?.startPayment.handoff;
        if (next) setHandoffs((all) => ({ ...all, [next.paymentMethod]: next }));
        else setFailed(true);
      },
    );
  }, [handoff, orderId, total, method, startPayment]);

  const choose = (next: PaymentMethod) => {
    if (orderId === null) return;
    setSearch({ orderId, method: next.toLowerCase() }, { replace: true });
  };

  // No order in the address: the cart, whose checkout opens (or reuses) the open order.
  if (orderId === null) return <Navigate to={ClientRoute.cart()} replace />;
  if (error || failed || (data && !order)) return <PaymentPageFailure />;
  if (!known && order?.paymentStatus === 'PAID')
    return <Navigate to={ClientRoute.thankYou(orderId)} replace />;
  if (!known && order && !payable(order.paymentStatus)) {
    return <Navigate to={ClientRoute.checkout(orderId)} replace />;
  }
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 6, px: 2 }} data-testid="wallet" data-method={method}>
      <PaymentMethodChoice value={method} onChange={choose} />
      <CircularProgress />
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center' }}>
        Redirecting you to the secure payment page…
      </Typography>
      {/* Keyed by method: choosing the other one drops this form and its 2 s timer with it. */}
      {handoff && <WalletForm key={method} handoff={handoff} />}
    </Stack>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { PaymentHandoffFieldsFragment } from '../../graphql/generated/graphql';
import { useOrderQuery, useStartPaymentMutation } from '../../graphql/generated/hooks';
import { PaymentPageFailure } from './payment-page-failure';
import { ClientRoute } from '@finx/domain';
import { orderIdFromSearch } from './payment-paths';
import { WalletForm } from './wallet-form';

type WalletState = { handoff?: PaymentHandoffFieldsFragment } | null;

/** A Failed order may be paid again; the service reuses its provider order. */
const payable = (status: string): boolean => status === 'INITIATED' || status === 'FAILED';

/**
 * /checkout-paytm: the hand-off from /checkout arrives in router state. After a reload (no state) the
 * order in the URL is read and the hand-off asked for again at the order's current total; a paid order
 * goes to /thankyou, one that can no longer be paid back to /checkout.
 */
export default function WalletPage() {
  const [search] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  const fromState = (useLocation().state as WalletState)?.handoff;
  const stateFits = fromState && String(fromState.orderId) === orderId ? fromState : null;
  const [handoff, setHandoff] = useState<PaymentHandoffFieldsFragment | null>(stateFits);
  const [failed, setFailed] = useState(false);
  const { data, error } = useOrderQuery({
    variables: { id: orderId ?? '' },
    skip: orderId === null || handoff !== null,
    fetchPolicy: 'network-only',
  });
  const [startPayment] = useStartPaymentMutation();
  const asked = useRef(false);
  const order = data?.order;

  useEffect(() => {
    if (handoff || !order || !payable(order.paymentStatus) || asked.current) return;
    // Strict mode runs effects twice: one hand-off request per page.
    asked.current = true;
    void startPayment({
      variables: { orderId: String(order.orderId), totalOrderPrice: order.totalOrderPrice },
    }).then(({ data: started }) => {
      if (started?.startPayment.handoff) setHandoff(started.startPayment.handoff);
      else setFailed(true);
    });
  }, [handoff, order, startPayment]);

  if (orderId === null || error || failed || (data && !order)) return <PaymentPageFailure />;
  if (!handoff && order?.paymentStatus === 'PAID')
    return <Navigate to={ClientRoute.thankYou(orderId)} replace />;
  if (!handoff && order && !payable(order.paymentStatus)) {
    return <Navigate to={ClientRoute.checkout(orderId)} replace />;
  }
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 6 }} data-testid="wallet">
      <CircularProgress />
      <Typography variant="h6" component="h1">
        Redirecting you to the secure payment page…
      </Typography>
      {handoff && <WalletForm handoff={handoff} />}
    </Stack>
  );
}

import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { useAbandonPaymentMutation, useOrderQuery } from '../../graphql/generated/hooks';
import { PaymentNotCompleted } from './payment-not-completed';
import { PaymentPageFailure } from './payment-page-failure';
import { ClientRoute } from '@finx/domain';
import { orderIdFromSearch } from './payment-paths';

/**
 * /error (`001 §2`): the payment failed, or the payment page was dismissed (`reason=dismissed`). The
 * order in the URL is read for Retry; without one the page still explains and leads back to the cart.
 * An unpaid order's payment is given up (abandonPayment), so the coupon use it held goes back to others
 * at once; Retry holds one again. (The render-crash screen is the error boundary's, not a route, so this
 * path is the payment's alone.)
 */
export default function PaymentErrorPage() {
  const [search] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  const dismissed = search.get('reason') === 'dismissed';
  const { data, loading, error } = useOrderQuery({
    variables: { id: orderId ?? '' },
    skip: orderId === null,
    fetchPolicy: 'network-only',
  });
  const [abandonPayment] = useAbandonPaymentMutation();
  const abandoned = useRef<string | null>(null);
  const status = data?.order?.paymentStatus;

  useEffect(() => {
    if (!orderId || (status !== 'INITIATED' && status !== 'FAILED') || abandoned.current === orderId) return;
    // Strict mode runs effects twice: one call per order shown.
    abandoned.current = orderId;
    void abandonPayment({ variables: { orderId } });
  }, [abandonPayment, orderId, status]);

  if (orderId === null) return <PaymentNotCompleted order={null} dismissed={dismissed} />;
  if (loading && !data) return <FullScreenLoader />;
  if (error || !data?.order) return <PaymentPageFailure />;
  // Back from the provider after all: a paid order has nothing to retry.
  if (data.order.paymentStatus === 'PAID') return <Navigate to={ClientRoute.thankYou(orderId)} replace />;
  return <PaymentNotCompleted order={data.order} dismissed={dismissed} />;
}

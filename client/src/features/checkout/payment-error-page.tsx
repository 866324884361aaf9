import { Navigate, useSearchParams } from 'react-router-dom';
import { FullScreenLoader } from '../../app/full-screen-loader';
import { useOrderQuery } from '../../graphql/generated/hooks';
import { PaymentNotCompleted } from './payment-not-completed';
import { PaymentPageFailure } from './payment-page-failure';
import { ClientRoute } from '@finx/domain';
import { orderIdFromSearch } from './payment-paths';

/**
 * /error (`001 §2`): the payment failed, or the payment page was dismissed (`reason=dismissed`). The
 * order in the URL is read for Retry; without one the page still explains and leads back to the cart.
 * (The render-crash screen is the error boundary's, not a route, so this path is the payment's alone.)
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
  if (orderId === null) return <PaymentNotCompleted order={null} dismissed={dismissed} />;
  if (loading && !data) return <FullScreenLoader />;
  if (error || !data?.order) return <PaymentPageFailure />;
  // Back from the provider after all: a paid order has nothing to retry.
  if (data.order.paymentStatus === 'PAID') return <Navigate to={ClientRoute.thankYou(orderId)} replace />;
  return <PaymentNotCompleted order={data.order} dismissed={dismissed} />;
}

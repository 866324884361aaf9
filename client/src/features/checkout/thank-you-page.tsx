import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ClientRoute, ProductId, RoleId, Text } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { useOrderQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { PaymentNotCompleted } from './payment-not-completed';
import { PaymentPageFailure } from './payment-page-failure';
import { orderIdFromSearch } from './payment-paths';
import { useRefreshAfterPayment } from './use-refresh-after-payment';

/**
 * /thankyou (`001 §2` screen 7): the success text and the Order ID, once the order is read back as
 * Paid (a typed URL of an unpaid order shows the not-completed page instead). OK goes to the student
 * dashboard for learners, otherwise to /. Each bought product opens from here: FEAT at its test, the
 * rest at their lessons. The cached cart, lists and header are refreshed once.
 */
export default function ThankYouPage() {
  const [search] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  const navigate = useNavigate();
  const viewer = useViewerQuery().data?.viewer;
  const { data, loading, error } = useOrderQuery({
    variables: { id: orderId ?? '' },
    skip: orderId === null,
    fetchPolicy: 'network-only',
  });
  const refresh = useRefreshAfterPayment();
  const refreshed = useRef(false);
  const order = data?.order;
  const paid = order?.paymentStatus === 'PAID';

  useEffect(() => {
    if (!paid || !order || refreshed.current) return;
    refreshed.current = true;
    refresh(order.items.map((item) => item.productId));
  }, [paid, order, refresh]);

  // No order in the address: My Payment, which lists what was paid and what is still open.
  if (orderId === null) return <Navigate to={ClientRoute.myOrders()} replace />;
  if (loading && !data) return <FullScreenLoader />;
  if (error || !order) return <PaymentPageFailure />;
  if (!paid) return <PaymentNotCompleted order={order} />;

  const home = viewer?.roleId === RoleId.LEARNER ? ClientRoute.learnerDashboard() : ClientRoute.home();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto' }} data-testid="thankyou">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h6" component="h1">
          {Text.PAYMENT_SUCCESS}
        </Typography>
        <Typography data-testid="thankyou-order-id">Order ID: {order.orderId}</Typography>
        {/* Issue 11: besides the spec's OK, each bought product opens straight from here. */}
        {/* Buttons in the theme's action colour: as plain navy links they read as body text. */}
        <Stack spacing={1} data-testid="thankyou-products">
          {order.items.map((item) => {
            // FEAT is the timed test (`001 §1`): its way on is the test, not its preparation lessons,
            // which My Learning still opens (issue 28 item 8).
            const test = item.productId === ProductId.FEAT;
            return (
              <Button
                key={item.id}
                component={RouterLink}
                to={test ? ClientRoute.assessment(item.productId) : ClientRoute.learn(item.productId)}
                variant="outlined"
                color="secondary"
                startIcon={test ? <QuizIcon /> : <PlayCircleIcon />}
                data-testid="thankyou-open-product"
                data-product-id={item.productId}
              >
                {test ? 'Take the test' : 'Start learning'}: {item.productName}
              </Button>
            );
          })}
        </Stack>
        <Button variant="contained" onClick={() => navigate(home)} data-testid="thankyou-ok">
          OK
        </Button>
      </Stack>
    </Paper>
  );
}

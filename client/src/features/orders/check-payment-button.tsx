import SyncIcon from '@mui/icons-material/Sync';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { VariantType } from 'notistack';
import type { CheckPaymentNowMutation, PaymentProvider } from '../../graphql/generated/graphql';
import { useCheckPaymentNowMutation } from '../../graphql/generated/hooks';
import { useSnackbar } from '../../shared/toast';

type Answer = CheckPaymentNowMutation['checkPaymentNow'];

const PROVIDER: Partial<Record<PaymentProvider, string>> = {
  PAYTM: 'Paytm',
  SANDBOX_PAYTM: 'Paytm (sandbox)',
  RAZORPAY: 'Razorpay',
  SANDBOX: 'Razorpay (sandbox)',
};

/** What staff read after asking: who answered and what the answer did to the order. */
export const checkOutcomeToast = (orderId: number, answer: Answer): [string, VariantType] => {
  const [refusal] = answer.userErrors;
  if (refusal) return [refusal.message, 'error'];
  const provider = answer.askedProvider ? (PROVIDER[answer.askedProvider] ?? answer.askedProvider) : null;
  if (!provider)
    return [`Order ${orderId}: no online payment was started, so there is nobody to ask.`, 'info'];
  switch (answer.outcome) {
    case 'PAID':
      return [`Order ${orderId}: ${provider} confirmed the payment. The order is now paid.`, 'success'];
    case 'ALREADY_PAID':
      return [`Order ${orderId}: ${provider} confirmed the payment; the order was already paid.`, 'info'];
    case 'FAILED':
      return [
        `Order ${orderId}: ${provider} says the payment failed. The order is marked failed.`,
        'warning',
      ];
    case 'PENDING':
      return [`Order ${orderId}: ${provider} has no final answer yet. Check again later.`, 'info'];
    case 'REJECTED':
      return [
        `Order ${orderId}: ${provider}'s answer does not match the order, so nothing changed.`,
        'warning',
      ];
    default:
      return [
        `Order ${orderId}: ${provider} could not be asked right now. Try again in a few minutes.`,
        'warning',
      ];
  }
};

/**
 * Staff's "Check status" on a payment whose outcome is unknown: asks the provider now. The answer's
 * row has the report row's cache id, so the row in the grid changes without a refetch.
 */
export function CheckPaymentButton({ orderId }: { orderId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const [check, { loading }] = useCheckPaymentNowMutation();
  const run = async () => {
    const { data } = await check({ variables: { orderId: String(orderId) } });
    if (!data) return;
    const [message, variant] = checkOutcomeToast(orderId, data.checkPaymentNow);
    enqueueSnackbar(message, { variant });
  };
  // An icon, so it fits beside Record offline payment in the laptop grid's Action column.
  return (
    <Tooltip title="Check status with the provider">
      <span>
        <IconButton
          size="small"
          color="primary"
          aria-label="Check status"
          disabled={loading}
          onClick={() => void run()}
          data-testid="check-payment"
        >
          <SyncIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

import Chip from '@mui/material/Chip';
import { PaymentStatus as PaymentStatusLabel } from '@finx/domain';
import type { PaymentStatus } from '../../graphql/generated/graphql';

const COLOUR = {
  INITIATED: 'default',
  PAID: 'success',
  FAILED: 'error',
  REFUNDED: 'warning',
  CANCELLED: 'default',
} as const satisfies Record<PaymentStatus, string>;

/** The spec's status words (Initiated, Paid, Failed, Refunded), and Cancelled. */
export const paymentStatusLabel = (status: PaymentStatus): string => PaymentStatusLabel[status];

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return (
    <Chip
      size="small"
      color={COLOUR[status]}
      label={paymentStatusLabel(status)}
      data-testid="payment-status"
      data-status={status}
    />
  );
}

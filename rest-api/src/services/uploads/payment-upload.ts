import { messageFor, PAYMENT_UPLOAD_COLUMNS, ReasonCode, StaffAction } from '@finx/domain';
import type { CheckoutService } from '../checkout/checkout.service';
import { checkPaymentRow, columnIndex, type PaymentRow } from './payment-rows';
import type { UploadsRepository } from './uploads.repository';
import type { UploadActor, UploadKind } from './uploads.service';

/**
 * The bulk payment upload (`001 §2` screen 8): each row records an offline payment for the learner named
 * by emailId, settling their oldest unpaid order whose total is the row's totalAmount, through the
 * checkout's own offline payment (fulfilment and its exactly-once stay there). The payment's reference is
 * the row's key, so the same row can never pay twice, even across concurrent uploads.
 */
export const paymentUpload = (
  uploads: UploadsRepository,
  checkout: Pick<CheckoutService, 'payOffline'>,
): UploadKind<PaymentRow> => ({
  name: 'payment',
  auditAction: StaffAction.UPLOAD_PAYMENT,
  columns: PAYMENT_UPLOAD_COLUMNS,
  checker: (headers) => {
    const columns = columnIndex(headers);
    return (rowNumber, cells) => checkPaymentRow(rowNumber, cells, columns);
  },
  write: async (actor: UploadActor, rows) => {
    const learners = await uploads.learnersByEmail(rows.map((row) => row.emailId));
    const open = await uploads.payableOrders([...learners.values()]);
    const used = new Set<number>();
    const answers: Array<{ reference: string } | { errors: string[] }> = [];
    for (const row of rows) {
      const partyId = learners.get(row.emailId);
      if (partyId === undefined) {
        answers.push({ errors: [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER)] });
        continue;
      }
      const order = open.find(
        (candidate) =>
          candidate.partyId === partyId &&
          candidate.totalOrderPaise === row.totalAmountPaise &&
          !used.has(candidate.orderId),
      );
      if (!order) {
        answers.push({ errors: [messageFor(ReasonCode.UPLOAD_ROW_NO_ORDER)] });
        continue;
      }
      used.add(order.orderId);
      const reference = `bulk-${row.rowKey}`;
      const paid = await checkout.payOffline(actor.userId, order.orderId, reference);
      if (paid.ok) answers.push({ reference });
      // VALIDATION_FAILED: this reference has paid already (the same row, uploaded at the same moment).
      else if (paid.reasonCode === ReasonCode.VALIDATION_FAILED) answers.push({ errors: [] });
      else answers.push({ errors: [messageFor(paid.reasonCode)] });
    }
    return answers;
  },
});

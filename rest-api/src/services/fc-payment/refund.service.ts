import { type OrderDetails, ReasonCode } from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import { enrolments, orders } from '../../db/schema';
import type { FulfilmentService } from './fulfilment.service';
import type { OrderService, Outcome } from './order.service';

/**
 * Refunds are recorded by staff only (`001 §8`: no refund after payment except at discretion on an
 * e-mail request). The money goes back through the provider's dashboard; this records that it did,
 * ends the access the order gave, and keeps the trail. A refund is final: the order never pays again.
 */
export class RefundService {
  constructor(
    private readonly orders: OrderService,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async refund(staffUserId: number, orderId: number, note: string): Promise<Outcome<OrderDetails>> {
    return this.orders.repository.transaction(async (tx) => {
      const [refunded] = await tx
        .update(orders)
        .set({ paymentStatus: 'Refunded', refundedAt: new Date(), refundNote: note, recordedBy: staffUserId })
        .where(and(eq(orders.orderId, orderId), eq(orders.paymentStatus, 'Paid')))
        .returning();
      if (!refunded) {
        const existing = await this.orders.repository.byId(tx, orderId);
        return { ok: false, reason: existing ? ReasonCode.ORDER_NOT_REFUNDABLE : ReasonCode.NOT_FOUND };
      }
      await tx.delete(enrolments).where(eq(enrolments.orderId, orderId));
      await this.fulfilment.record(tx, {
        orderId,
        source: 'REFUND',
        eventKey: `refund:${orderId}`,
        providerPaymentId: refunded.providerPaymentId,
        signatureValid: true,
        outcome: 'REFUNDED',
        detail: note,
      });
      return { ok: true, value: await this.orders.details(tx, refunded) };
    });
  }
}

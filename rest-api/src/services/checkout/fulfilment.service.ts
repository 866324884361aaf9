import { LOAN_STATUS_PAID, ProductId } from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/database';
import type { FulfilmentRepository, PaymentEvent } from './fulfilment.repository';

export type { EventSource, PaymentEvent } from './fulfilment.repository';

const DAY_MS = 86_400_000;
/** A Failed order can be retried; Paid and Refunded are settled. */
export const PAYABLE_STATES = ['Initiated', 'Failed'] as const;
/** `001 §4`: the comment the education loan gets when CFX is paid. */
const CFX_PAID_COMMENT = 'User has paid for the course';

export type FulfilmentOutcome = 'FULFILLED' | 'ALREADY_PAID' | 'DUPLICATE_PAYMENT';

export interface PaymentReceipt {
  orderId: number;
  provider: 'SANDBOX' | 'RAZORPAY' | 'OFFLINE' | 'FREE';
  providerPaymentId: string;
  enrolmentSource: 'ORDER' | 'OFFLINE' | 'FREE';
  /** Staff who recorded an offline payment. */
  recordedBy?: number;
}

/**
 * Marks orders paid and registers what was bought, exactly once. The conditional status change is the
 * guard: only the transaction that flipped the order to Paid writes the enrolments, the coupon
 * redemption, the CFX loan status and the cart clean-up.
 */
export class FulfilmentService {
  constructor(
    private readonly fulfilment: FulfilmentRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async fulfil(tx: Transaction, receipt: PaymentReceipt): Promise<FulfilmentOutcome> {
    const now = new Date();
    const paid = await this.fulfilment.markPaid(
      tx,
      receipt.orderId,
      {
        provider: receipt.provider,
        providerPaymentId: receipt.providerPaymentId,
        recordedBy: receipt.recordedBy ?? null,
        at: now,
      },
      PAYABLE_STATES,
    );
    if (!paid) {
      const current = await this.fulfilment.settlementOf(tx, receipt.orderId);
      if (current?.status === 'Paid' && current.paymentId === receipt.providerPaymentId)
        return 'ALREADY_PAID';
      // Money arrived twice for one order (two tabs, two methods): staff refund the second payment.
      this.log.warn(
        { orderId: receipt.orderId, paymentId: receipt.providerPaymentId, status: current?.status },
        'payment received for an order that is already settled: refund needed',
      );
      return 'DUPLICATE_PAYMENT';
    }

    const items = await this.fulfilment.itemsWithValidity(tx, paid.orderId);
    const productIds = items.map((item) => item.productId);
    // `001 §4`: the purchased products are registered in bulk: one insert for all of them.
    await this.fulfilment.enrol(
      tx,
      items.map((item) => ({
        partyId: paid.partyId,
        productId: item.productId,
        orderId: paid.orderId,
        source: receipt.enrolmentSource,
        enrolledAt: now,
        validUntil: item.validityDays ? new Date(now.getTime() + item.validityDays * DAY_MS) : null,
      })),
    );
    await this.fulfilment.redeemCoupon(tx, paid, now);
    if (productIds.includes(ProductId.CFX)) {
      // `001 §4`: paying for CFX sets the education loan status to 3 with this comment.
      await this.fulfilment.setCfxLoan(tx, paid.partyId, {
        status: LOAN_STATUS_PAID,
        comment: CFX_PAID_COMMENT,
        paymentId: receipt.providerPaymentId,
        at: now,
      });
    }
    await this.fulfilment.clearFromLists(tx, paid.partyId, productIds);
    return 'FULFILLED';
  }

  /** A provider said the payment failed: only an unpaid order becomes Failed; a paid one never goes back. */
  markFailed(tx: Transaction, orderId: number, reason: string): Promise<boolean> {
    return this.fulfilment.markFailed(tx, orderId, reason.slice(0, 500), PAYABLE_STATES);
  }

  /**
   * Records an event; null when its key was seen before (a replay), in which case nothing is written.
   * Keys are claimed first, inside the caller's transaction, so a concurrent replay waits and then sees it.
   */
  record(tx: Transaction, event: PaymentEvent): Promise<number | null> {
    return this.fulfilment.recordEvent(tx, event);
  }

  settle(tx: Transaction, eventId: number, outcome: string, detail?: string | null): Promise<void> {
    return this.fulfilment.settleEvent(tx, eventId, outcome, detail);
  }
}

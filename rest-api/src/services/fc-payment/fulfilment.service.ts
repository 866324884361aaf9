import { LOAN_STATUS_PAID, ProductId } from '@finx/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/database';
import {
  cartItems,
  couponRedemptions,
  educationLoans,
  enrolments,
  orderItems,
  orders,
  paymentEvents,
  products,
  wishlistItems,
} from '../../db/schema';

const DAY_MS = 86_400_000;
/** A Failed order can be retried; Paid and Refunded are settled. */
export const PAYABLE_STATES = ['Initiated', 'Failed'] as const;

export type EventSource = 'CALLBACK' | 'WEBHOOK' | 'OFFLINE' | 'FREE' | 'REFUND';
export type FulfilmentOutcome = 'FULFILLED' | 'ALREADY_PAID' | 'DUPLICATE_PAYMENT';

export interface PaymentReceipt {
  orderId: number;
  provider: 'SANDBOX' | 'RAZORPAY' | 'OFFLINE' | 'FREE';
  providerPaymentId: string;
  enrolmentSource: 'ORDER' | 'OFFLINE' | 'FREE';
  /** Staff who recorded an offline payment. */
  recordedBy?: number;
}

export interface PaymentEvent {
  orderId: number | null;
  source: EventSource;
  /** The dedupe key; null for events that must never block a later genuine one (unverified ones). */
  eventKey: string | null;
  providerPaymentId?: string | null;
  signatureValid: boolean;
  outcome: string;
  detail?: string | null;
  payload?: unknown;
}

/**
 * Marks orders paid and registers what was bought, exactly once. The conditional UPDATE is the guard:
 * under READ COMMITTED a second transaction waits for the first's row lock, re-reads the row, finds it
 * Paid and updates nothing; PGlite runs transactions one at a time. Only the transaction that flipped
 * the status writes enrolments, the coupon redemption, the CFX loan status and the cart clean-up.
 */
export class FulfilmentService {
  constructor(private readonly log: FastifyBaseLogger) {}

  async fulfil(tx: Transaction, receipt: PaymentReceipt): Promise<FulfilmentOutcome> {
    const now = new Date();
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'Paid',
        provider: receipt.provider,
        providerPaymentId: receipt.providerPaymentId,
        paidAt: now,
        fulfilledAt: now,
        failureReason: null,
        recordedBy: receipt.recordedBy ?? null,
      })
      .where(and(eq(orders.orderId, receipt.orderId), inArray(orders.paymentStatus, [...PAYABLE_STATES])))
      .returning();
    if (!paid) {
      const [current] = await tx
        .select({ status: orders.paymentStatus, paymentId: orders.providerPaymentId })
        .from(orders)
        .where(eq(orders.orderId, receipt.orderId));
      if (current?.status === 'Paid' && current.paymentId === receipt.providerPaymentId)
        return 'ALREADY_PAID';
      // Money arrived twice for one order (two tabs, two methods): staff refund the second payment.
      this.log.warn(
        { orderId: receipt.orderId, paymentId: receipt.providerPaymentId, status: current?.status },
        'payment received for an order that is already settled: refund needed',
      );
      return 'DUPLICATE_PAYMENT';
    }

    const items = await tx
      .select({ productId: orderItems.productId, validityDays: products.validityDays })
      .from(orderItems)
      .innerJoin(products, eq(products.productId, orderItems.productId))
      .where(eq(orderItems.orderId, paid.orderId));
    const productIds = items.map((item) => item.productId);
    // `001 §4`: the purchased products are registered in bulk: one insert for all of them.
    await tx
      .insert(enrolments)
      .values(
        items.map((item) => ({
          partyId: paid.partyId,
          productId: item.productId,
          orderId: paid.orderId,
          source: receipt.enrolmentSource,
          enrolledAt: now,
          validUntil: item.validityDays ? new Date(now.getTime() + item.validityDays * DAY_MS) : null,
        })),
      )
      .onConflictDoNothing();
    if (paid.couponCode) {
      await tx
        .insert(couponRedemptions)
        .values({
          orderId: paid.orderId,
          couponCode: paid.couponCode,
          partyId: paid.partyId,
          discountPaise: paid.discountPaise,
          redeemedAt: now,
        })
        .onConflictDoNothing();
    }
    if (productIds.includes(ProductId.CFX)) {
      // `001 §4`: paying for CFX sets the education loan status to 3 with this comment.
      const loan = {
        loanStatus: LOAN_STATUS_PAID,
        comment: 'User has paid for the course',
        paymentId: receipt.providerPaymentId,
        updatedAt: now,
      };
      await tx
        .insert(educationLoans)
        .values({ partyId: paid.partyId, productId: ProductId.CFX, ...loan })
        .onConflictDoUpdate({ target: [educationLoans.partyId, educationLoans.productId], set: loan });
    }
    for (const table of [cartItems, wishlistItems]) {
      await tx
        .delete(table)
        .where(and(eq(table.partyId, paid.partyId), inArray(table.productId, productIds)));
    }
    return 'FULFILLED';
  }

  /** A provider said the payment failed: only an unpaid order becomes Failed; a paid one never goes back. */
  async markFailed(tx: Transaction, orderId: number, reason: string): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ paymentStatus: 'Failed', failedAt: new Date(), failureReason: reason.slice(0, 500) })
      .where(and(eq(orders.orderId, orderId), inArray(orders.paymentStatus, [...PAYABLE_STATES])))
      .returning({ orderId: orders.orderId });
    return rows.length > 0;
  }

  /**
   * Records an event; false when its key was seen before (a replay), in which case nothing is written.
   * Keys are claimed first, inside the caller's transaction, so a concurrent replay waits and then sees it.
   */
  async record(tx: Transaction, event: PaymentEvent): Promise<number | null> {
    const [row] = await tx
      .insert(paymentEvents)
      .values({
        orderId: event.orderId,
        source: event.source,
        eventKey: event.eventKey,
        providerPaymentId: event.providerPaymentId ?? null,
        signatureValid: event.signatureValid,
        outcome: event.outcome,
        detail: event.detail ?? null,
        payload: event.payload ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return row?.id ?? null;
  }

  async settle(tx: Transaction, eventId: number, outcome: string, detail?: string | null): Promise<void> {
    await tx
      .update(paymentEvents)
      .set({ outcome, ...(detail === undefined ? {} : { detail }) })
      .where(eq(paymentEvents.id, eventId));
  }
}

import { ProductId, SystemAlert } from '@finx/domain';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { alerts } from '../../db/schema/alerts';
import { cartItems, wishlistItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { couponRedemptions, enrolments, orderItems, orders, paymentEvents } from '../../db/schema/checkout';
import { educationLoans } from '../../db/schema/education-loan';
import { couponReservations } from './checkout.schema';
import type { OrderRow } from '../orders/orders.repository';

export type EventSource = 'CALLBACK' | 'WEBHOOK' | 'OFFLINE' | 'FREE' | 'INITIATE' | 'STATUS';

export interface PaidBy {
  provider: NonNullable<OrderRow['provider']>;
  providerPaymentId: string;
  recordedBy: number | null;
  at: Date;
}

export interface NewEnrolment {
  partyId: number;
  productId: number;
  orderId: number;
  source: 'ORDER' | 'OFFLINE' | 'FREE';
  enrolledAt: Date;
  validUntil: Date | null;
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

/** Settling orders: status changes, enrolments, redemptions, the CFX loan, and the payment trail. */
export class FulfilmentRepository {
  /**
   * Marks the order Paid only while it is in one of `payableStates`. Under READ COMMITTED a second
   * transaction waits for the first's row lock, re-reads the row, finds it Paid and updates nothing.
   */
  async markPaid(
    tx: Executor,
    orderId: number,
    paid: PaidBy,
    payableStates: readonly OrderRow['paymentStatus'][],
  ): Promise<OrderRow | null> {
    const [row] = await tx
      .update(orders)
      .set({
        paymentStatus: 'Paid',
        provider: paid.provider,
        providerPaymentId: paid.providerPaymentId,
        paidAt: paid.at,
        fulfilledAt: paid.at,
        failureReason: null,
        recordedBy: paid.recordedBy,
      })
      .where(and(eq(orders.orderId, orderId), inArray(orders.paymentStatus, [...payableStates])))
      .returning();
    return row ?? null;
  }

  /** Marks the order Failed only while it is in one of `payableStates`; false otherwise. */
  async markFailed(
    tx: Executor,
    orderId: number,
    reason: string,
    payableStates: readonly OrderRow['paymentStatus'][],
  ): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ paymentStatus: 'Failed', failedAt: new Date(), failureReason: reason })
      .where(and(eq(orders.orderId, orderId), inArray(orders.paymentStatus, [...payableStates])))
      .returning({ orderId: orders.orderId });
    return rows.length > 0;
  }

  /** Marks the order Cancelled only while it is in one of `openStates`; false otherwise. */
  async markCancelled(
    tx: Executor,
    orderId: number,
    openStates: readonly OrderRow['paymentStatus'][],
  ): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ paymentStatus: 'Cancelled', cancelledAt: new Date() })
      .where(and(eq(orders.orderId, orderId), inArray(orders.paymentStatus, [...openStates])))
      .returning({ orderId: orders.orderId });
    return rows.length > 0;
  }

  /**
   * The products of the order, while it is in one of `openStates`, that its learner already holds
   * through something else (another order, a grant). One statement: it runs on every payment.
   */
  async ownedElsewhere(
    tx: Executor,
    orderId: number,
    openStates: readonly OrderRow['paymentStatus'][],
  ): Promise<number[]> {
    const rows = await tx
      .select({ productId: enrolments.productId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
      .innerJoin(
        enrolments,
        and(eq(enrolments.partyId, orders.partyId), eq(enrolments.productId, orderItems.productId)),
      )
      .where(
        and(
          eq(orders.orderId, orderId),
          inArray(orders.paymentStatus, [...openStates]),
          or(isNull(enrolments.orderId), ne(enrolments.orderId, orderId)),
        ),
      );
    return rows.map((row) => row.productId);
  }

  async settlementOf(
    tx: Executor,
    orderId: number,
  ): Promise<{ status: OrderRow['paymentStatus']; paymentId: string | null } | null> {
    const [row] = await tx
      .select({ status: orders.paymentStatus, paymentId: orders.providerPaymentId })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    return row ?? null;
  }

  /** The order's products with the days each stays valid (null: for good). */
  async itemsWithValidity(
    tx: Executor,
    orderId: number,
  ): Promise<{ productId: number; validityDays: number | null }[]> {
    return tx
      .select({ productId: orderItems.productId, validityDays: products.validityDays })
      .from(orderItems)
      .innerJoin(products, eq(products.productId, orderItems.productId))
      .where(eq(orderItems.orderId, orderId));
  }

  /** One insert for all of them; an enrolment that exists already is left as it is. */
  async enrol(tx: Executor, rows: NewEnrolment[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(enrolments).values(rows).onConflictDoNothing();
  }

  /** The paid order's coupon use: its hold (if any) becomes the redemption, once (the order is its key). */
  async redeemCoupon(tx: Executor, order: OrderRow, at: Date): Promise<void> {
    if (!order.couponCode) return;
    await tx.delete(couponReservations).where(eq(couponReservations.orderId, order.orderId));
    await tx
      .insert(couponRedemptions)
      .values({
        orderId: order.orderId,
        couponCode: order.couponCode,
        partyId: order.partyId,
        discountPaise: order.discountPaise,
        redeemedAt: at,
      })
      .onConflictDoNothing();
  }

  /** The learner's CFX education loan: this status and comment, with the payment that settled it. */
  async setCfxLoan(
    tx: Executor,
    partyId: number,
    loan: { status: number; comment: string; paymentId: string; at: Date },
  ): Promise<void> {
    const values = {
      loanStatus: loan.status,
      comment: loan.comment,
      paymentId: loan.paymentId,
      updatedAt: loan.at,
    };
    await tx
      .insert(educationLoans)
      .values({ partyId, productId: ProductId.CFX, ...values })
      .onConflictDoUpdate({ target: [educationLoans.partyId, educationLoans.productId], set: values });
  }

  /** Tells the learner in their alerts that the payment went through (shown from the next header read). */
  async alertPaid(tx: Executor, partyId: number, orderId: number, at: Date): Promise<void> {
    await tx
      .insert(alerts)
      .values({ partyId, alertName: SystemAlert.paymentReceived(orderId), alertStartDateTime: at });
  }

  /** Takes the products out of the learner's cart and wishlist. */
  async clearFromLists(tx: Executor, partyId: number, productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    for (const table of [cartItems, wishlistItems]) {
      await tx.delete(table).where(and(eq(table.partyId, partyId), inArray(table.productId, productIds)));
    }
  }

  /** Records an event; null when its key was seen before (a replay), in which case nothing is written. */
  async recordEvent(tx: Executor, event: PaymentEvent): Promise<number | null> {
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

  async settleEvent(tx: Executor, eventId: number, outcome: string, detail?: string | null): Promise<void> {
    await tx
      .update(paymentEvents)
      .set({ outcome, ...(detail === undefined ? {} : { detail }) })
      .where(eq(paymentEvents.id, eventId));
  }
}

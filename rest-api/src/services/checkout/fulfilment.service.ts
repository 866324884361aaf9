import { LOAN_STATUS_PAID, ProductId } from '@finx/domain';
import { metrics } from '@finx/domain/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/database';
import { CouponHolds, type CouponLimitReason } from './coupon-holds.service';
import { CouponReservationsRepository, type OrderCoupon } from './coupon-reservations.repository';
import type { FulfilmentRepository, PaidBy, PaymentEvent } from './fulfilment.repository';

export type { EventSource, PaymentEvent } from './fulfilment.repository';

const DAY_MS = 86_400_000;
/** A Failed order can be retried; Paid and Refunded are settled. */
export const PAYABLE_STATES = ['Initiated', 'Failed'] as const;
/** `001 §4`: the comment the education loan gets when CFX is paid. */
const CFX_PAID_COMMENT = 'User has paid for the course';

export type FulfilmentOutcome = 'FULFILLED' | 'ALREADY_PAID' | 'DUPLICATE_PAYMENT';

/**
 * Why money that arrived was not taken for the order (the event's detail): the order was cancelled, its
 * learner holds its products through another order, or its coupon had no use left (the payment came after
 * its hold was given back and others took the rest). Either way staff refund it.
 */
export type RefundNeeded = 'ORDER_CANCELLED' | 'PRODUCTS_OWNED' | 'COUPON_LIMIT_REACHED';

export interface Fulfilment {
  outcome: FulfilmentOutcome;
  /** Set for a DUPLICATE_PAYMENT that is not a second payment of a paid order. */
  detail: RefundNeeded | null;
}

export interface PaymentReceipt {
  orderId: number;
  provider: PaidBy['provider'];
  providerPaymentId: string;
  enrolmentSource: 'ORDER' | 'OFFLINE' | 'FREE';
  /** Staff who recorded an offline payment. */
  recordedBy?: number;
  /**
   * Pay the order even though its learner holds some of its products already (staff confirmed it, or the
   * caller checked). Otherwise such a payment is refused as PRODUCTS_OWNED and the order cancelled.
   */
  allowOwned?: boolean;
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
    private readonly coupons = new CouponHolds(new CouponReservationsRepository()),
  ) {}

  async fulfil(tx: Transaction, receipt: PaymentReceipt): Promise<Fulfilment> {
    const fulfilment = await this.fulfilOnce(tx, receipt);
    // Payments by outcome (metrics, when on): FULFILLED, ALREADY_PAID, DUPLICATE_PAYMENT.
    metrics.payment(fulfilment.outcome);
    return fulfilment;
  }

  private async fulfilOnce(tx: Transaction, receipt: PaymentReceipt): Promise<Fulfilment> {
    const now = new Date();
    if (!receipt.allowOwned && (await this.ownedElsewhere(tx, receipt.orderId)).length > 0) {
      // Paying would buy what the learner has (paid through another order meanwhile): the order closes
      // so it is never paid again, and the money is refunded.
      await this.cancel(tx, receipt.orderId);
      this.log.warn(
        { orderId: receipt.orderId, paymentId: receipt.providerPaymentId },
        'payment received for products the learner already owns: refund needed',
      );
      return { outcome: 'DUPLICATE_PAYMENT', detail: 'PRODUCTS_OWNED' };
    }
    if (await this.coupons.claim(tx, receipt.orderId, now)) {
      // Taking it would pass the coupon's limit: the order closes unpaid and the money is refunded.
      await this.cancel(tx, receipt.orderId);
      this.log.warn(
        { orderId: receipt.orderId, paymentId: receipt.providerPaymentId },
        'payment received after its coupon ran out: refund needed',
      );
      return { outcome: 'DUPLICATE_PAYMENT', detail: 'COUPON_LIMIT_REACHED' };
    }
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
        return { outcome: 'ALREADY_PAID', detail: null };
      // Money arrived twice for one order (two tabs, two methods), or for an order the learner
      // cancelled: staff refund it.
      this.log.warn(
        { orderId: receipt.orderId, paymentId: receipt.providerPaymentId, status: current?.status },
        'payment received for an order that is already settled: refund needed',
      );
      return {
        outcome: 'DUPLICATE_PAYMENT',
        detail: current?.status === 'Cancelled' ? 'ORDER_CANCELLED' : null,
      };
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
    // Inside the guarded transaction, so a replayed callback or webhook never alerts twice.
    await this.fulfilment.alertPaid(tx, paid.partyId, paid.orderId, now);
    return { outcome: 'FULFILLED', detail: null };
  }

  /** The unpaid order's products its learner already holds through another order; [] otherwise. */
  ownedElsewhere(tx: Transaction, orderId: number): Promise<number[]> {
    return this.fulfilment.ownedElsewhere(tx, orderId, PAYABLE_STATES);
  }

  /**
   * The learner closes an unpaid order (its coupon hold goes back); false once it is settled (paid,
   * refunded, cancelled).
   */
  async cancel(tx: Transaction, orderId: number): Promise<boolean> {
    const cancelled = await this.fulfilment.markCancelled(tx, orderId, PAYABLE_STATES);
    if (cancelled) await this.coupons.release(tx, orderId);
    return cancelled;
  }

  /**
   * A provider said the payment failed: only an unpaid order becomes Failed, and its coupon hold goes back
   * (a retry holds one again); a paid one never goes back.
   */
  async markFailed(tx: Transaction, orderId: number, reason: string): Promise<boolean> {
    const failed = await this.fulfilment.markFailed(tx, orderId, reason.slice(0, 500), PAYABLE_STATES);
    if (failed) {
      await this.coupons.release(tx, orderId);
      metrics.payment('FAILED');
    }
    return failed;
  }

  /** Make Payment: holds a use of the order's coupon (see CouponHolds), or says why none is left. */
  holdCoupon(tx: Transaction, order: OrderCoupon): Promise<CouponLimitReason | null> {
    return this.coupons.hold(tx, order);
  }

  /** At a free or offline settlement, before `fulfil`: whether the order's coupon still has its use. */
  couponRefusal(tx: Transaction, orderId: number): Promise<CouponLimitReason | null> {
    return this.coupons.claim(tx, orderId);
  }

  /** The payment was abandoned (or never reached the provider): its coupon use goes back. */
  releaseCoupon(tx: Transaction, orderId: number): Promise<void> {
    return this.coupons.release(tx, orderId);
  }

  /** The coupon's uses besides the order's (paid, and held by payments in progress). */
  couponUsage(tx: Transaction, code: string, partyId: number, orderId: number | null) {
    return this.coupons.usage(tx, code, partyId, orderId);
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

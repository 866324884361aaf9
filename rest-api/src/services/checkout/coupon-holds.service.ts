import { ReasonCode } from '@finx/domain';
import type { Executor } from '../../db/database';
import { limitRefusal } from './coupon.pricing';
import type { CouponReservationsRepository, OrderCoupon } from './coupon-reservations.repository';

/**
 * How long Make Payment holds a coupon use: long enough to finish on the provider's page, short enough
 * that a learner who walks away gives the use back the same hour.
 */
export const COUPON_HOLD_MS = 30 * 60_000;

/** Why a payment cannot have its coupon: no use is left for anyone, or none for this learner. */
export type CouponLimitReason =
  typeof ReasonCode.COUPON_LIMIT_REACHED | typeof ReasonCode.COUPON_LEARNER_LIMIT_REACHED;

const PAYMENT_REASON = {
  COUPON_EXHAUSTED: ReasonCode.COUPON_LIMIT_REACHED,
  COUPON_ALREADY_USED: ReasonCode.COUPON_LEARNER_LIMIT_REACHED,
} as const;

/** A payment's coupon needs a use while the order is unpaid and has a coupon; afterwards nothing. */
const needsUse = (order: OrderCoupon): order is OrderCoupon & { couponCode: string } =>
  order.couponCode !== null && (order.paymentStatus === 'Initiated' || order.paymentStatus === 'Failed');

/**
 * The coupon's limits at payment time (issue 25 item 1). Make Payment holds a use before the provider is
 * asked for anything, only while paid uses plus live holds leave one; the payment's end gives it back
 * (failed, abandoned, cancelled) or turns it into the redemption (paid). Callers hold the order's row
 * lock; the coupon's row lock is taken here, always after the order's, so the two never deadlock.
 */
export class CouponHolds {
  constructor(private readonly reservations: CouponReservationsRepository) {}

  /** Holds a use for the order's payment, or says why none is left; an order without a coupon needs none. */
  async hold(tx: Executor, order: OrderCoupon, now = new Date()): Promise<CouponLimitReason | null> {
    if (!needsUse(order)) return null;
    const refusal = await this.limitReached(tx, order, now);
    if (refusal) return refusal;
    await this.reservations.dropExpired(tx, order.couponCode, now);
    await this.reservations.hold(tx, {
      orderId: order.orderId,
      couponCode: order.couponCode,
      partyId: order.partyId,
      expiresAt: new Date(now.getTime() + COUPON_HOLD_MS),
    });
    return null;
  }

  /**
   * At settlement, before the order is marked paid: its own live hold is its use. Without one (given back
   * on a failure, or run out) a use left over is taken now; none left answers the reason.
   */
  async claim(tx: Executor, orderId: number, now = new Date()): Promise<CouponLimitReason | null> {
    const order = await this.reservations.orderCoupon(tx, orderId);
    if (!order || !needsUse(order)) return null;
    if (await this.reservations.holds(tx, orderId, now)) return null;
    return this.limitReached(tx, order, now);
  }

  /** The payment ended without paying (or was paid, and the redemption now counts instead). */
  release(tx: Executor, orderId: number): Promise<void> {
    return this.reservations.release(tx, orderId);
  }

  /** Uses of the coupon besides this order's, live holds included, for the apply-time check. */
  usage(ex: Executor, code: string, partyId: number, orderId: number | null, now = new Date()) {
    return this.reservations.usage(ex, code, partyId, orderId, now);
  }

  private async limitReached(
    tx: Executor,
    order: OrderCoupon & { couponCode: string },
    now: Date,
  ): Promise<CouponLimitReason | null> {
    const limits = await this.reservations.lockCoupon(tx, order.couponCode);
    if (!limits) return PAYMENT_REASON.COUPON_EXHAUSTED;
    const usage = await this.reservations.usage(tx, order.couponCode, order.partyId, order.orderId, now);
    const refusal = limitRefusal(limits, usage);
    return refusal ? PAYMENT_REASON[refusal] : null;
  }
}

import { and, count, eq, gt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { couponRedemptions, coupons, orders } from '../../db/schema/checkout';
import { couponReservations } from './checkout.schema';
import type { OrderRow } from '../orders/orders.repository';
import type { CouponUsage } from './coupon.pricing';

export interface CouponLimits {
  maxRedemptions: number | null;
  perLearnerLimit: number;
}

export interface NewHold {
  orderId: number;
  couponCode: string;
  partyId: number;
  expiresAt: Date;
}

/** The coupon held or redeemed by an order, with what decides whether it still needs a use. */
export type OrderCoupon = Pick<OrderRow, 'orderId' | 'partyId' | 'couponCode' | 'paymentStatus'>;

/**
 * Coupon holds (`coupon_reservations`) and the counts the coupon's limits are checked against. Every
 * decision that adds a use runs under the coupon's row lock (`lockCoupon`), so under READ COMMITTED the
 * counts read after it include every use committed before it: two payments never both take the last one.
 */
export class CouponReservationsRepository {
  /** The coupon's limits, its row locked until the transaction ends; null for an unknown code. */
  async lockCoupon(tx: Executor, code: string): Promise<CouponLimits | null> {
    const [row] = await tx
      .select({ maxRedemptions: coupons.maxRedemptions, perLearnerLimit: coupons.perLearnerLimit })
      .from(coupons)
      .where(eq(coupons.code, code))
      .for('update');
    return row ?? null;
  }

  /**
   * The coupon's uses other than `orderId`'s (null: no order to leave out): redemptions of paid orders
   * plus holds still live at `now`, overall and of this learner.
   */
  async usage(
    ex: Executor,
    code: string,
    partyId: number,
    orderId: number | null,
    now: Date,
  ): Promise<CouponUsage> {
    const count2 = async (
      table: typeof couponRedemptions | typeof couponReservations,
      live?: SQL,
    ): Promise<CouponUsage> => {
      const [row] = await ex
        .select({
          total: count(),
          byLearner: sql<number>`count(*) filter (where ${table.partyId} = ${partyId})`.mapWith(Number),
        })
        .from(table)
        .where(
          and(eq(table.couponCode, code), orderId === null ? undefined : ne(table.orderId, orderId), live),
        );
      return { total: row?.total ?? 0, byLearner: row?.byLearner ?? 0 };
    };
    const redeemed = await count2(couponRedemptions);
    const held = await count2(couponReservations, gt(couponReservations.expiresAt, now));
    return { total: redeemed.total + held.total, byLearner: redeemed.byLearner + held.byLearner };
  }

  /** Whether the order holds a use that is still live at `now`. */
  async holds(ex: Executor, orderId: number, now: Date): Promise<boolean> {
    const rows = await ex
      .select({ orderId: couponReservations.orderId })
      .from(couponReservations)
      .where(and(eq(couponReservations.orderId, orderId), gt(couponReservations.expiresAt, now)));
    return rows.length > 0;
  }

  /** Holds a use for the order's payment, or renews the hold it has (a retried Make Payment). */
  async hold(tx: Executor, hold: NewHold): Promise<void> {
    await tx
      .insert(couponReservations)
      .values({ ...hold, reservedAt: new Date() })
      .onConflictDoUpdate({
        target: couponReservations.orderId,
        set: { couponCode: hold.couponCode, partyId: hold.partyId, expiresAt: hold.expiresAt },
      });
  }

  async release(tx: Executor, orderId: number): Promise<void> {
    await tx.delete(couponReservations).where(eq(couponReservations.orderId, orderId));
  }

  /** Holds of the coupon that ran out; they count for nothing, this only keeps the table small. */
  async dropExpired(tx: Executor, code: string, now: Date): Promise<void> {
    await tx
      .delete(couponReservations)
      .where(and(eq(couponReservations.couponCode, code), lte(couponReservations.expiresAt, now)));
  }

  async orderCoupon(ex: Executor, orderId: number): Promise<OrderCoupon | null> {
    const [row] = await ex
      .select({
        orderId: orders.orderId,
        partyId: orders.partyId,
        couponCode: orders.couponCode,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    return row ?? null;
  }
}

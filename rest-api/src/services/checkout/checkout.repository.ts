import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { coupons, orderItems, orders, paymentEvents } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import type { OrderRow } from '../orders/orders.repository';
import type { CouponRule, PricedLine, PricedOrder, PriceLine } from './coupon.pricing';

const sameLines = (a: readonly PricedLine[], b: readonly PricedLine[]): boolean => {
  if (a.length !== b.length) return false;
  const byProduct = new Map(b.map((line) => [line.productId, line]));
  return a.every((line) => {
    const other = byProduct.get(line.productId);
    return other?.pricePaise === line.pricePaise && other.discountPaise === line.discountPaise;
  });
};

/** Placing and pricing orders, and handing them to the payment provider. Money in paise throughout. */
export class CheckoutRepository {
  constructor(private readonly db: Database) {}

  /** Active products among the ids at their catalogue price (free products at 0). */
  async catalogueLines(ex: Executor, productIds: readonly number[]): Promise<PriceLine[]> {
    if (productIds.length === 0) return [];
    const rows = await ex
      .select({ productId: products.productId, pricePaise: products.pricePaise, isFree: products.isFree })
      .from(products)
      .where(and(inArray(products.productId, [...productIds]), eq(products.active, true)));
    return rows.map((row) => ({ productId: row.productId, pricePaise: row.isFree ? 0 : row.pricePaise }));
  }

  /** The coupon of that code (codes are stored upper-case), or null. */
  async coupon(ex: Executor, code: string): Promise<CouponRule | null> {
    const [row] = await ex.select().from(coupons).where(eq(coupons.code, code));
    return row ? { ...row, productIds: row.productIds ?? null } : null;
  }

  /**
   * Holds the learner's row until the transaction ends, so two Checkout clicks of one learner place
   * their orders one after the other and the second finds the first. NO KEY UPDATE: rows that merely
   * reference the learner (a cart line, an enrolment) are not held up by it.
   */
  async lockParty(tx: Executor, partyId: number): Promise<void> {
    await tx
      .select({ partyId: users.partyId })
      .from(users)
      .where(eq(users.partyId, partyId))
      .for('no key update');
  }

  /**
   * The learner's newest order in one of `openStates` with exactly these lines, prices, discounts,
   * coupon and totals; null when there is none.
   */
  async openOrderLike(
    tx: Executor,
    partyId: number,
    priced: PricedOrder,
    openStates: readonly OrderRow['paymentStatus'][],
  ): Promise<number | null> {
    const candidates = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(
        and(
          eq(orders.partyId, partyId),
          inArray(orders.paymentStatus, [...openStates]),
          eq(orders.totalItemPaise, priced.totalItemPaise),
          eq(orders.discountPaise, priced.discountPaise),
          eq(orders.totalOrderPaise, priced.totalOrderPaise),
          priced.couponCode ? eq(orders.couponCode, priced.couponCode) : isNull(orders.couponCode),
        ),
      )
      .orderBy(desc(orders.orderId));
    if (candidates.length === 0) return null;
    const lines = await tx
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        pricePaise: orderItems.pricePaise,
        discountPaise: orderItems.discountPaise,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          candidates.map((candidate) => candidate.orderId),
        ),
      )
      .orderBy(asc(orderItems.id));
    const match = candidates.find(({ orderId }) =>
      sameLines(
        priced.lines,
        lines.filter((line) => line.orderId === orderId),
      ),
    );
    return match?.orderId ?? null;
  }

  /** Inserts an Initiated order with its lines; `couponNone` marks lines the coupon did not discount. */
  async insert(tx: Executor, partyId: number, priced: PricedOrder, couponNone: string): Promise<number> {
    const [order] = await tx
      .insert(orders)
      .values({
        partyId,
        totalItemPaise: priced.totalItemPaise,
        discountPaise: priced.discountPaise,
        totalOrderPaise: priced.totalOrderPaise,
        couponCode: priced.couponCode,
        paymentStatus: 'Initiated',
      })
      .returning({ orderId: orders.orderId });
    if (!order) throw new Error('order insert returned no row');
    await tx.insert(orderItems).values(
      priced.lines.map((line) => ({
        orderId: order.orderId,
        productId: line.productId,
        pricePaise: line.pricePaise,
        discountPaise: line.discountPaise,
        couponApplied: line.discountPaise > 0 && priced.couponCode ? priced.couponCode : couponNone,
      })),
    );
    return order.orderId;
  }

  /** Re-prices an order in place (a coupon applied, replaced or removed). */
  async reprice(tx: Executor, orderId: number, priced: PricedOrder, couponNone: string): Promise<void> {
    await tx
      .update(orders)
      .set({
        totalItemPaise: priced.totalItemPaise,
        discountPaise: priced.discountPaise,
        totalOrderPaise: priced.totalOrderPaise,
        couponCode: priced.couponCode,
      })
      .where(eq(orders.orderId, orderId));
    for (const line of priced.lines) {
      await tx
        .update(orderItems)
        .set({
          discountPaise: line.discountPaise,
          couponApplied: line.discountPaise > 0 && priced.couponCode ? priced.couponCode : couponNone,
        })
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, line.productId)));
    }
  }

  /**
   * Stores the provider's order on ours, only while ours is still in one of `payableStates`, still for
   * the amount the provider's order was made for, and holds no order of this provider yet. False when
   * any of that changed meanwhile.
   */
  async attachProviderOrder(
    tx: Executor,
    order: Pick<OrderRow, 'orderId' | 'totalOrderPaise'>,
    provider: { name: NonNullable<OrderRow['provider']>; providerOrderId: string },
    payableStates: readonly OrderRow['paymentStatus'][],
    /** Only on an order no provider holds yet (Paytm's attempts never take a card order's place). */
    firstOnly = false,
  ): Promise<boolean> {
    const attached = await tx
      .update(orders)
      .set({ provider: provider.name, providerOrderId: provider.providerOrderId })
      .where(
        and(
          eq(orders.orderId, order.orderId),
          eq(orders.totalOrderPaise, order.totalOrderPaise),
          inArray(orders.paymentStatus, [...payableStates]),
          firstOnly
            ? isNull(orders.providerOrderId)
            : or(isNull(orders.providerOrderId), ne(orders.provider, provider.name)),
        ),
      )
      .returning({ orderId: orders.orderId });
    return attached.length > 0;
  }

  /** The order a provider knows under its own order id. */
  async byProviderOrderId(providerOrderId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    return row ?? null;
  }

  /** The order's Paytm transactions (recorded at initiate), newest first: what the status query asks about. */
  async paytmAttempts(orderId: number, limit = 5): Promise<string[]> {
    const rows = await this.db
      .select({ paytmOrderId: paymentEvents.detail })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.source, 'INITIATE')))
      .orderBy(desc(paymentEvents.id))
      .limit(limit);
    return rows.flatMap((row) => (row.paytmOrderId ? [row.paytmOrderId] : []));
  }

  /** Whether some order was already paid with this payment id (an offline reference is used once). */
  async paymentIdTaken(ex: Executor, paymentId: string): Promise<boolean> {
    const rows = await ex
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.providerPaymentId, paymentId))
      .limit(1);
    return rows.length > 0;
  }
}

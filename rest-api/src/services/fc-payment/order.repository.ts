import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import { couponRedemptions, coupons, enrolments, orderItems, orders, products, users } from '../../db/schema';
import type { CouponRule, CouponUsage, PricedOrder } from './coupon.pricing';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderItemRow {
  productId: number;
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  pricePaise: number;
  discountPaise: number;
  couponApplied: string;
}

/** Report filters as the repository reads them: the placed-date window is already an instant range. */
export interface OrderReportFilter {
  status?: OrderRow['paymentStatus'];
  placedFrom?: Date;
  placedBefore?: Date;
  search?: string;
  page: number;
  limit: number;
}

export interface OrderReportEntry {
  order: OrderRow;
  items: OrderItemRow[];
  student: { firstName: string; lastName: string; email: string };
}

/** LIKE treats % and _ as wildcards; a learner's e-mail often has an underscore in it. */
const likeEscaped = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface CatalogueLine {
  productId: number;
  pricePaise: number;
}

export interface Student {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
}

/** Orders, their items and the catalogue facts they are priced from. Money in paise throughout. */
export class OrderRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** With `lock`, the row stays locked until the transaction ends (coupon changes, payment start). */
  async byId(ex: Executor, orderId: number, lock = false): Promise<OrderRow | null> {
    const query = ex.select().from(orders).where(eq(orders.orderId, orderId));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async byProviderOrderId(ex: Executor, providerOrderId: string): Promise<OrderRow | null> {
    const [row] = await ex.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    return row ?? null;
  }

  async items(ex: Executor, orderId: number): Promise<OrderItemRow[]> {
    return ex
      .select({
        productId: orderItems.productId,
        productName: products.name,
        productType: products.type,
        pricePaise: orderItems.pricePaise,
        discountPaise: orderItems.discountPaise,
        couponApplied: orderItems.couponApplied,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.productId, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
  }

  async student(ex: Executor, partyId: number): Promise<Student | null> {
    const [row] = await ex
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
      })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row ?? null;
  }

  /** Active products among the ids, priced from the catalogue (free products at 0). */
  async catalogueLines(ex: Executor, productIds: readonly number[]): Promise<CatalogueLine[]> {
    if (productIds.length === 0) return [];
    const rows = await ex
      .select({ productId: products.productId, pricePaise: products.pricePaise, isFree: products.isFree })
      .from(products)
      .where(and(inArray(products.productId, [...productIds]), eq(products.active, true)));
    return rows.map((row) => ({ productId: row.productId, pricePaise: row.isFree ? 0 : row.pricePaise }));
  }

  async enrolledAmong(ex: Executor, partyId: number, productIds: readonly number[]): Promise<number[]> {
    if (productIds.length === 0) return [];
    const rows = await ex
      .select({ productId: enrolments.productId })
      .from(enrolments)
      .where(and(eq(enrolments.partyId, partyId), inArray(enrolments.productId, [...productIds])));
    return rows.map((row) => row.productId);
  }

  /** Codes are compared upper-case; null when no such coupon exists. */
  async coupon(ex: Executor, code: string): Promise<CouponRule | null> {
    const [row] = await ex.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
    return row ? { ...row, productIds: row.productIds ?? null } : null;
  }

  /** Redemptions are written when an order is paid, so in-flight orders do not count. */
  async couponUsage(ex: Executor, code: string, partyId: number): Promise<CouponUsage> {
    const [total] = await ex
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponCode, code));
    const [mine] = await ex
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.partyId, partyId)));
    return { total: total?.n ?? 0, byLearner: mine?.n ?? 0 };
  }

  async insert(tx: Transaction, partyId: number, priced: PricedOrder, couponNone: string): Promise<number> {
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
  async reprice(tx: Transaction, orderId: number, priced: PricedOrder, couponNone: string): Promise<void> {
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

  /** A learner's orders, newest first, with their items (two queries, whatever the count). */
  async ofParty(partyId: number): Promise<{ order: OrderRow; items: OrderItemRow[] }[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.partyId, partyId))
      .orderBy(desc(orders.placedAt), desc(orders.orderId));
    const items = await this.itemsOfOrders(rows.map((row) => row.orderId));
    return rows.map((order) => ({ order, items: items.get(order.orderId) ?? [] }));
  }

  /** Every learner's orders for staff, newest first, one page of them and the count of all that match. */
  async report(filter: OrderReportFilter): Promise<{ entries: OrderReportEntry[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(orders.paymentStatus, filter.status));
    if (filter.placedFrom) conditions.push(gte(orders.placedAt, filter.placedFrom));
    if (filter.placedBefore) conditions.push(lt(orders.placedAt, filter.placedBefore));
    if (filter.search) {
      const pattern = likeEscaped(filter.search);
      const matches = [
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ];
      if (/^\d{1,9}$/.test(filter.search)) matches.push(eq(orders.orderId, Number(filter.search)));
      const any = or(...matches);
      if (any) conditions.push(any);
    }
    const where = and(...conditions);
    const [total] = await this.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.partyId, orders.partyId))
      .where(where);
    const rows = await this.db
      .select({
        order: orders,
        student: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(orders)
      .innerJoin(users, eq(users.partyId, orders.partyId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.orderId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const items = await this.itemsOfOrders(rows.map((row) => row.order.orderId));
    return {
      entries: rows.map((row) => ({ ...row, items: items.get(row.order.orderId) ?? [] })),
      total: total?.n ?? 0,
    };
  }

  private async itemsOfOrders(orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
    const byOrder = new Map<number, OrderItemRow[]>();
    if (orderIds.length === 0) return byOrder;
    const items = await this.db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        productName: products.name,
        productType: products.type,
        pricePaise: orderItems.pricePaise,
        discountPaise: orderItems.discountPaise,
        couponApplied: orderItems.couponApplied,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.productId, orderItems.productId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id));
    for (const { orderId, ...item } of items) {
      byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), item]);
    }
    return byOrder;
  }
}

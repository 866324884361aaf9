import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments, orderItems, orders, paymentEvents } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import type { PaymentReportSort } from '@finx/domain';
import { likeEscaped } from '../../db/like-pattern';

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
  sort: PaymentReportSort;
  descending: boolean;
  page: number;
  limit: number;
}

export interface OrderReportEntry {
  order: OrderRow;
  items: OrderItemRow[];
  student: { firstName: string; lastName: string; email: string };
}

export interface Student {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
}

/** Orders as records: reading them (one, a learner's, the staff report) and refunding them. Money in paise. */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  /** With `lock`, the row stays locked until the transaction ends (coupon changes, settling). */
  async byId(orderId: number, options: { ex?: Executor; lock?: boolean } = {}): Promise<OrderRow | null> {
    const query = (options.ex ?? this.db).select().from(orders).where(eq(orders.orderId, orderId));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async items(orderId: number, ex: Executor = this.db): Promise<OrderItemRow[]> {
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

  async student(partyId: number, ex: Executor = this.db): Promise<Student | null> {
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
      // Escaped: a learner's e-mail often has an underscore in it, which LIKE reads as a wildcard.
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
    const direction = filter.descending ? desc : asc;
    // Every order has its learner (a foreign key), so without a search over the learner the count needs
    // no join: at a million orders that join alone took most of the first page's time (docs/decisions/
    // scale.md).
    const counted = this.db.select({ n: count() }).from(orders).$dynamic();
    const [total] = await (
      filter.search ? counted.innerJoin(users, eq(users.partyId, orders.partyId)) : counted
    ).where(where);
    const rows = await this.db
      .select({
        order: orders,
        student: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(orders)
      .innerJoin(users, eq(users.partyId, orders.partyId))
      .where(where)
      // The order ID breaks ties, so a page never repeats or skips a row.
      .orderBy(
        ...(filter.sort === 'AMOUNT' ? [direction(orders.totalOrderPaise)] : []),
        direction(orders.placedAt),
        direction(orders.orderId),
      )
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

  /** Marks a Paid order Refunded; null when the order is not Paid (or does not exist). */
  async markRefunded(
    tx: Executor,
    orderId: number,
    staffUserId: number,
    note: string,
  ): Promise<OrderRow | null> {
    const [refunded] = await tx
      .update(orders)
      .set({ paymentStatus: 'Refunded', refundedAt: new Date(), refundNote: note, recordedBy: staffUserId })
      .where(and(eq(orders.orderId, orderId), eq(orders.paymentStatus, 'Paid')))
      .returning();
    return refunded ?? null;
  }

  /** Removes the enrolments an order gave. */
  async endEnrolmentsOf(tx: Executor, orderId: number): Promise<void> {
    await tx.delete(enrolments).where(eq(enrolments.orderId, orderId));
  }

  /**
   * Adds the refund to the order's payment trail (its key makes a second record impossible), with what
   * the provider answered when it was refunded through it.
   */
  async recordRefund(tx: Executor, order: OrderRow, note: string, provider?: unknown): Promise<void> {
    await tx
      .insert(paymentEvents)
      .values({
        orderId: order.orderId,
        source: 'REFUND',
        eventKey: `refund:${order.orderId}`,
        providerPaymentId: order.providerPaymentId,
        signatureValid: true,
        outcome: 'REFUNDED',
        detail: note,
        payload: provider ?? null,
      })
      .onConflictDoNothing();
  }

  /** A refund the provider refused or left unknown: kept in the trail, without a key (it may be tried again). */
  async recordRefundAttempt(
    tx: Executor,
    order: OrderRow,
    attempt: { outcome: 'REFUND_REFUSED' | 'REFUND_UNKNOWN'; detail: string; provider: unknown },
  ): Promise<void> {
    await tx.insert(paymentEvents).values({
      orderId: order.orderId,
      source: 'REFUND',
      eventKey: null,
      providerPaymentId: order.providerPaymentId,
      signatureValid: true,
      outcome: attempt.outcome,
      detail: attempt.detail.slice(0, 500),
      payload: attempt.provider,
    });
  }

  /**
   * Paytm's order id of the attempt a payment was made in: the callback or notification names it
   * (ORDERID), as does the status query's record (paytmOrderId). Only events whose checksum held count.
   */
  async paytmOrderIdOfPayment(ex: Executor, orderId: number, txnId: string): Promise<string | null> {
    const [row] = await ex
      .select({
        paytmOrderId: sql<
          string | null
        >`coalesce(${paymentEvents.payload}->>'ORDERID', ${paymentEvents.payload}->>'paytmOrderId')`,
      })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.orderId, orderId),
          eq(paymentEvents.providerPaymentId, txnId),
          eq(paymentEvents.signatureValid, true),
          inArray(paymentEvents.source, ['CALLBACK', 'WEBHOOK', 'STATUS']),
        ),
      )
      .orderBy(asc(paymentEvents.id))
      .limit(1);
    return row?.paytmOrderId ?? null;
  }
}

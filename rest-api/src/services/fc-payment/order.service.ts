import {
  COUPON_NONE,
  type OrderDetails,
  type PaymentHandoff,
  type PaymentHistoryRow,
  type PaymentReportQuery,
  type PaymentReportRow,
  ProductId,
  ReasonCode,
} from '@finx/domain';
import { and, eq, inArray, isNull, or, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transaction } from '../../db/database';
import { orders } from '../../db/schema';
import { type PaymentProvider, ProviderError } from '../../providers/payments/payment-provider';
import { type AppliedCoupon, type PriceLine, priceOrder } from './coupon.pricing';
import { isFeatAttempted } from './feat-gate';
import { type FulfilmentService, PAYABLE_STATES } from './fulfilment.service';
import { indiaDayEnd, indiaDayStart, rupees } from './india-time';
import { toHistoryRow, toOrderDetails, toReportRow } from './order.mapper';
import type { OrderRepository, OrderRow } from './order.repository';

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: ReasonCode };

const refuse = (reason: ReasonCode): { ok: false; reason: ReasonCode } => ({ ok: false, reason });

/** The hand-off's callback: the gateway's public route that forwards Razorpay's browser POST. */
const CALLBACK_PATH = '/payment/callback';

export interface OrderServiceDeps {
  orders: OrderRepository;
  fulfilment: FulfilmentService;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Orders from creation to the payment hand-off. The server prices everything from the catalogue in
 * paise; whatever the client believes about prices or totals is never read.
 */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  get repository(): OrderRepository {
    return this.deps.orders;
  }

  private get repo(): OrderRepository {
    return this.deps.orders;
  }

  async details(ex: Executor, order: OrderRow): Promise<OrderDetails> {
    const [items, student] = await Promise.all([
      this.repo.items(ex, order.orderId),
      this.repo.student(ex, order.partyId),
    ]);
    if (!student) throw new Error(`order ${order.orderId} has no student`);
    return toOrderDetails(order, items, student);
  }

  async find(orderId: number): Promise<OrderRow | null> {
    return this.repo.byId(this.repo.db, orderId);
  }

  async detailsOf(orderId: number): Promise<OrderDetails | null> {
    const order = await this.find(orderId);
    return order ? this.details(this.repo.db, order) : null;
  }

  async history(partyId: number): Promise<PaymentHistoryRow[]> {
    return (await this.repo.ofParty(partyId)).map(({ order, items }) => toHistoryRow(order, items));
  }

  /** The staff payment report: one page of every learner's orders and how many match in all. */
  async report(query: PaymentReportQuery): Promise<{ rows: PaymentReportRow[]; total: number }> {
    const { entries, total } = await this.repo.report({
      status: query.status,
      placedFrom: query.fromDate ? indiaDayStart(query.fromDate) : undefined,
      placedBefore: query.toDate ? indiaDayEnd(query.toDate) : undefined,
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
    });
    return { rows: entries.map(toReportRow), total };
  }

  /** `001 §4`: the order insert. Refusals: NOT_FOUND, ALREADY_ENROLLED, CFX_NEEDS_FEAT, any coupon code. */
  async create(
    partyId: number,
    productIds: number[],
    couponCode: string | null,
  ): Promise<Outcome<OrderDetails>> {
    return this.repo.transaction(async (tx) => {
      const catalogue = new Map(
        (await this.repo.catalogueLines(tx, productIds)).map((line) => [line.productId, line]),
      );
      const lines: PriceLine[] = [];
      for (const productId of productIds) {
        const line = catalogue.get(productId);
        if (!line) return refuse(ReasonCode.NOT_FOUND);
        lines.push(line);
      }
      if ((await this.repo.enrolledAmong(tx, partyId, productIds)).length > 0) {
        return refuse(ReasonCode.ALREADY_ENROLLED);
      }
      if (productIds.includes(ProductId.CFX) && !(await isFeatAttempted(tx, partyId))) {
        return refuse(ReasonCode.CFX_NEEDS_FEAT);
      }
      const priced = priceOrder(lines, couponCode ? await this.coupon(tx, couponCode, partyId) : undefined);
      if (!priced.ok) return refuse(ReasonCode[priced.reason]);
      const orderId = await this.repo.insert(tx, partyId, priced.order, COUPON_NONE);
      const order = await this.repo.byId(tx, orderId);
      if (!order) throw new Error('inserted order vanished');
      return { ok: true, value: await this.details(tx, order) };
    });
  }

  /**
   * Applies, replaces or (with an empty code) removes the coupon of an Initiated order, re-pricing it
   * from the prices it was placed at. Once the provider holds an order for the amount, the amount is
   * fixed: a payment could still arrive for it.
   */
  async applyCoupon(partyId: number, orderId: number, couponCode: string): Promise<Outcome<OrderDetails>> {
    return this.repo.transaction(async (tx) => {
      const order = await this.repo.byId(tx, orderId, true);
      const refusal = this.ownOrderRefusal(order, partyId);
      if (refusal || !order) return refuse(refusal ?? ReasonCode.NOT_FOUND);
      if (order.paymentStatus === 'Paid') return refuse(ReasonCode.ORDER_ALREADY_PAID);
      if (order.paymentStatus !== 'Initiated') return refuse(ReasonCode.ORDER_NOT_PAYABLE);
      if (order.providerOrderId) return refuse(ReasonCode.COUPON_LOCKED);
      const lines = (await this.repo.items(tx, orderId)).map(({ productId, pricePaise }) => ({
        productId,
        pricePaise,
      }));
      const code = couponCode.trim();
      const priced = priceOrder(lines, code ? await this.coupon(tx, code, partyId) : undefined);
      if (!priced.ok) return refuse(ReasonCode[priced.reason]);
      await this.repo.reprice(tx, orderId, priced.order, COUPON_NONE);
      const updated = await this.repo.byId(tx, orderId);
      if (!updated) throw new Error('re-priced order vanished');
      return { ok: true, value: await this.details(tx, updated) };
    });
  }

  /**
   * Make Payment (`001 §7` doPayment): the total the learner saw must be the order's to the paisa.
   * Creates the provider's order once and reuses it on retries (a Failed order may be paid again).
   */
  async startPayment(
    partyId: number,
    orderId: number,
    seenTotalPaise: number,
  ): Promise<Outcome<PaymentHandoff>> {
    const order = await this.find(orderId);
    const refusal = this.ownOrderRefusal(order, partyId) ?? (order ? this.payableRefusal(order) : null);
    if (refusal || !order) return refuse(refusal ?? ReasonCode.NOT_FOUND);
    if (order.totalOrderPaise === 0) return refuse(ReasonCode.ORDER_NOT_PAYABLE);
    if (seenTotalPaise !== order.totalOrderPaise) return refuse(ReasonCode.ORDER_TOTAL_CHANGED);

    const { provider } = this.deps;
    let providerOrderId = order.provider === provider.name ? order.providerOrderId : null;
    if (!providerOrderId) {
      try {
        ({ providerOrderId } = await provider.createOrder({
          receipt: String(order.orderId),
          amountPaise: order.totalOrderPaise,
          currency: 'INR',
        }));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        this.deps.log.warn({ err: error, orderId }, 'payment provider refused to create an order');
        return refuse(ReasonCode.PAYMENT_PROVIDER_FAILED);
      }
      providerOrderId = await this.attachProviderOrder(order, providerOrderId);
      if (!providerOrderId) {
        const now = await this.find(orderId);
        return refuse((now && this.payableRefusal(now)) ?? ReasonCode.ORDER_TOTAL_CHANGED);
      }
    }
    const student = await this.repo.student(this.repo.db, order.partyId);
    return {
      ok: true,
      value: {
        mid: provider.keyId,
        totalOrderPrice: rupees(order.totalOrderPaise),
        currency: 'INR',
        website: provider.name,
        razorpayOrderID: providerOrderId,
        orderID: order.orderId,
        callbackUrl: `${this.deps.publicUrl}${CALLBACK_PATH}`,
        checkoutUrl: provider.checkoutUrl,
        keyId: provider.keyId,
        studentName: student ? `${student.firstName} ${student.lastName}` : '',
        email: student?.email ?? '',
        mobileNo: student?.mobile ?? null,
      },
    };
  }

  /**
   * Stores the provider's order only if nobody did meanwhile and the amount still stands; otherwise
   * answers the one stored (a concurrent Make Payment) or null (the order changed or was settled).
   */
  private async attachProviderOrder(order: OrderRow, providerOrderId: string): Promise<string | null> {
    const { provider } = this.deps;
    return this.repo.transaction(async (tx) => {
      const [attached] = await tx
        .update(orders)
        .set({ provider: provider.name, providerOrderId })
        .where(
          and(
            eq(orders.orderId, order.orderId),
            eq(orders.totalOrderPaise, order.totalOrderPaise),
            inArray(orders.paymentStatus, [...PAYABLE_STATES]),
            or(isNull(orders.providerOrderId), ne(orders.provider, provider.name)),
          ),
        )
        .returning({ providerOrderId: orders.providerOrderId });
      if (attached) return providerOrderId;
      const current = await this.repo.byId(tx, order.orderId);
      const reusable =
        current?.provider === provider.name &&
        current.totalOrderPaise === order.totalOrderPaise &&
        (PAYABLE_STATES as readonly string[]).includes(current.paymentStatus);
      return reusable ? current.providerOrderId : null;
    });
  }

  /** nonPayableProductPayment: an order whose total is 0 is settled without a provider. */
  async payFree(partyId: number, orderId: number): Promise<Outcome<OrderDetails>> {
    return this.repo.transaction(async (tx) => {
      const order = await this.repo.byId(tx, orderId, true);
      const refusal = this.ownOrderRefusal(order, partyId) ?? (order ? this.payableRefusal(order) : null);
      if (refusal || !order) return refuse(refusal ?? ReasonCode.NOT_FOUND);
      if (order.totalOrderPaise !== 0) return refuse(ReasonCode.ORDER_TOTAL_CHANGED);
      const paymentId = `free:${order.orderId}`;
      await this.settleWithoutProvider(tx, order, {
        provider: 'FREE',
        paymentId,
        enrolmentSource: 'FREE',
        source: 'FREE',
      });
      return { ok: true, value: await this.details(tx, (await this.repo.byId(tx, orderId)) ?? order) };
    });
  }

  /** Staff record a payment taken outside the site; the reference names it (`offline:<reference>`). */
  async payOffline(staffUserId: number, orderId: number, reference: string): Promise<Outcome<OrderDetails>> {
    return this.repo.transaction(async (tx) => {
      const order = await this.repo.byId(tx, orderId, true);
      if (!order) return refuse(ReasonCode.NOT_FOUND);
      const refusal = this.payableRefusal(order);
      if (refusal) return refuse(refusal);
      const paymentId = `offline:${reference}`;
      const [taken] = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(eq(orders.providerPaymentId, paymentId));
      // One transfer pays one order: a reference already recorded is refused before it hits the index.
      if (taken) return refuse(ReasonCode.VALIDATION_FAILED);
      await this.settleWithoutProvider(tx, order, {
        provider: 'OFFLINE',
        paymentId,
        enrolmentSource: 'OFFLINE',
        source: 'OFFLINE',
        recordedBy: staffUserId,
      });
      return { ok: true, value: await this.details(tx, (await this.repo.byId(tx, orderId)) ?? order) };
    });
  }

  private async settleWithoutProvider(
    tx: Transaction,
    order: OrderRow,
    how: {
      provider: 'FREE' | 'OFFLINE';
      paymentId: string;
      enrolmentSource: 'FREE' | 'OFFLINE';
      source: 'FREE' | 'OFFLINE';
      recordedBy?: number;
    },
  ): Promise<void> {
    const { fulfilment } = this.deps;
    const outcome = await fulfilment.fulfil(tx, {
      orderId: order.orderId,
      provider: how.provider,
      providerPaymentId: how.paymentId,
      enrolmentSource: how.enrolmentSource,
      recordedBy: how.recordedBy,
    });
    await fulfilment.record(tx, {
      orderId: order.orderId,
      source: how.source,
      eventKey: `${how.source.toLowerCase()}:${order.orderId}`,
      providerPaymentId: how.paymentId,
      signatureValid: true,
      outcome,
      detail: how.recordedBy ? `recorded by user ${how.recordedBy}` : null,
    });
  }

  private async coupon(tx: Transaction, code: string, partyId: number): Promise<AppliedCoupon> {
    const rule = await this.repo.coupon(tx, code);
    const usage = rule ? await this.repo.couponUsage(tx, rule.code, partyId) : { total: 0, byLearner: 0 };
    return { rule, usage, now: new Date() };
  }

  private ownOrderRefusal(order: OrderRow | null, partyId: number): ReasonCode | null {
    if (!order) return ReasonCode.NOT_FOUND;
    return order.partyId === partyId ? null : ReasonCode.FORBIDDEN;
  }

  private payableRefusal(order: OrderRow): ReasonCode | null {
    if (order.paymentStatus === 'Paid') return ReasonCode.ORDER_ALREADY_PAID;
    if (order.paymentStatus === 'Refunded') return ReasonCode.ORDER_NOT_PAYABLE;
    return null;
  }
}

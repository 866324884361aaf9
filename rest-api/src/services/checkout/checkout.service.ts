import {
  type CheckoutReason,
  CheckoutReasons,
  COUPON_NONE,
  type OrderDetails,
  type PaymentHandoff,
  PaymentMethod,
  ReasonCode,
} from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction, Transaction } from '../../db/database';
import { rupees } from '../../formats/rupees';
import { accept, forbid, type Forbidden, type Outcome, refusalsOf } from '../../outcome';
import { type PaymentProvider, ProviderError } from '../../providers/payments/payment-provider';
import type { PurchaseGate } from '../learning/learning.service';
import type { OrderRow } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import type { CheckoutRepository } from './checkout.repository';
import { type AppliedCoupon, type PriceLine, priceOrder } from './coupon.pricing';
import { type FulfilmentService, PAYABLE_STATES } from './fulfilment.service';
import type { WalletHandoffService } from './wallet-handoff.service';

const { refuse } = refusalsOf(CheckoutReasons);

/** The hand-off's callback: the gateway's public route that forwards Razorpay's browser POST. */
const CALLBACK_PATH = '/payment/callback';

export interface CheckoutServiceDeps {
  checkout: CheckoutRepository;
  orders: OrdersService;
  fulfilment: FulfilmentService;
  purchases: PurchaseGate;
  provider: PaymentProvider;
  /** The wallet choice (Paytm, or the sandbox's Paytm flow). */
  wallet: WalletHandoffService;
  transaction: RunInTransaction;
  log: FastifyBaseLogger;
}

/** How an order is settled without a payment provider. */
interface ProviderlessPayment {
  kind: 'FREE' | 'OFFLINE';
  paymentId: string;
  recordedBy?: number;
  /** Staff confirmed an offline payment for an order whose products the learner already owns. */
  confirmed?: boolean;
}

/** Staff recording an offline payment read the coupon's plain limit messages, not the learner's. */
const OFFLINE_COUPON_REASON = {
  COUPON_LIMIT_REACHED: ReasonCode.COUPON_EXHAUSTED,
  COUPON_LEARNER_LIMIT_REACHED: ReasonCode.COUPON_ALREADY_USED,
} as const;

/** Why an order may not be acted on: a checkout refusal, or someone else's order (a 403). */
type OrderRefusal = CheckoutReason | typeof ReasonCode.FORBIDDEN;

type OrderOutcome<T> = Outcome<T, CheckoutReason> | Forbidden;

const refuseOrder = (code: OrderRefusal) => (code === ReasonCode.FORBIDDEN ? forbid() : refuse(code));

const ownOrderRefusal = (order: OrderRow | null, partyId: number): OrderRefusal | null => {
  if (!order) return ReasonCode.NOT_FOUND;
  return order.partyId === partyId ? null : ReasonCode.FORBIDDEN;
};

const payableRefusal = (order: OrderRow): CheckoutReason | null => {
  if (order.paymentStatus === 'Paid') return ReasonCode.ORDER_ALREADY_PAID;
  if (order.paymentStatus === 'Refunded' || order.paymentStatus === 'Cancelled') {
    return ReasonCode.ORDER_NOT_PAYABLE;
  }
  return null;
};

/**
 * Orders from creation to the payment hand-off, and the payments that need no provider (free orders,
 * staff-recorded offline payments). The server prices everything from the catalogue in paise; whatever
 * the client believes about prices or totals is never read. Coupon codes arrive normalised by the routes.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDeps) {}

  /** The order as the contract shows it; null when there is none. */
  detailsOf(orderId: number): Promise<OrderDetails | null> {
    return this.deps.orders.detailsOf(orderId);
  }

  /**
   * `001 §4`: the order insert. Refusals: NOT_FOUND, ALREADY_ENROLLED, CFX_NEEDS_FEAT, any coupon code.
   * Checking out the same items again (same products, prices, coupon and totals) answers the learner's
   * unpaid order for them instead of placing another; the learner's row lock makes two clicks one order.
   */
  async create(
    partyId: number,
    productIds: number[],
    couponCode: string | null,
  ): Promise<Outcome<OrderDetails, CheckoutReason>> {
    const { checkout, orders } = this.deps;
    return this.deps.transaction(async (tx) => {
      await checkout.lockParty(tx, partyId);
      const catalogue = new Map((await checkout.catalogueLines(tx, productIds)).map((l) => [l.productId, l]));
      const lines: PriceLine[] = [];
      for (const productId of productIds) {
        const line = catalogue.get(productId);
        if (!line) return refuse(ReasonCode.NOT_FOUND);
        lines.push(line);
      }
      const refusal = await this.deps.purchases.purchaseRefusal(partyId, productIds, tx);
      if (refusal) return refuse(refusal);
      const priced = priceOrder(lines, couponCode ? await this.coupon(tx, couponCode, partyId) : undefined);
      if (!priced.ok) return refuse(ReasonCode[priced.reason]);
      const orderId =
        (await checkout.openOrderLike(tx, partyId, priced.order, PAYABLE_STATES)) ??
        (await checkout.insert(tx, partyId, priced.order, COUPON_NONE));
      const order = await orders.find(orderId, { ex: tx });
      if (!order) throw new Error('inserted order vanished');
      return accept(await orders.details(order, tx));
    });
  }

  /**
   * Applies, replaces or (with an empty code) removes the coupon of an Initiated order, re-pricing it
   * from the prices it was placed at. Once the provider holds an order for the amount, the amount is
   * fixed: a payment could still arrive for it.
   */
  async applyCoupon(
    partyId: number,
    orderId: number,
    couponCode: string,
  ): Promise<OrderOutcome<OrderDetails>> {
    const { checkout, orders } = this.deps;
    return this.deps.transaction(async (tx) => {
      const order = await orders.find(orderId, { ex: tx, lock: true });
      const refusal = ownOrderRefusal(order, partyId);
      if (refusal || !order) return refuseOrder(refusal ?? ReasonCode.NOT_FOUND);
      if (order.paymentStatus === 'Paid') return refuse(ReasonCode.ORDER_ALREADY_PAID);
      if (order.paymentStatus !== 'Initiated') return refuse(ReasonCode.ORDER_NOT_PAYABLE);
      if (order.providerOrderId) return refuse(ReasonCode.COUPON_LOCKED);
      // Re-priced from the prices the order was placed at, not today's catalogue.
      const lines = (await orders.itemsOf(orderId, tx)).map(({ productId, pricePaise }) => ({
        productId,
        pricePaise,
      }));
      const coupon = couponCode ? await this.coupon(tx, couponCode, partyId, orderId) : undefined;
      const priced = priceOrder(lines, coupon);
      if (!priced.ok) return refuse(ReasonCode[priced.reason]);
      await checkout.reprice(tx, orderId, priced.order, COUPON_NONE);
      const updated = await orders.find(orderId, { ex: tx });
      if (!updated) throw new Error('re-priced order vanished');
      return accept(await orders.details(updated, tx));
    });
  }

  /**
   * Make Payment (`001 §7` doPayment): the total the learner saw must be the order's to the paisa.
   * An order with a coupon holds one of its uses first (COUPON_LIMIT_REACHED or
   * COUPON_LEARNER_LIMIT_REACHED when none is left: nothing is charged, and without the coupon the order
   * can be paid). Creates the provider's order once and reuses it on retries (a Failed order may be paid
   * again). `origin` is where the learner opened FinX: the provider's page and the callback lead back there.
   * WALLET goes to Paytm (a transaction per attempt) after the same checks and coupon hold.
   */
  async startPayment(
    partyId: number,
    orderId: number,
    seenTotalPaise: number,
    origin: string,
    method: PaymentMethod = PaymentMethod.CARD,
  ): Promise<OrderOutcome<PaymentHandoff>> {
    const { orders, provider } = this.deps;
    const order = await orders.find(orderId);
    const refusal = ownOrderRefusal(order, partyId) ?? (order ? payableRefusal(order) : null);
    if (refusal || !order) return refuseOrder(refusal ?? ReasonCode.NOT_FOUND);
    if (order.totalOrderPaise === 0) return refuse(ReasonCode.ORDER_NOT_PAYABLE);
    if (seenTotalPaise !== order.totalOrderPaise) return refuse(ReasonCode.ORDER_TOTAL_CHANGED);
    // An old unpaid order for something the learner has bought since is not paid again.
    const items = await orders.itemsOf(orderId);
    const owned = await this.deps.purchases.purchaseRefusal(
      partyId,
      items.map((item) => item.productId),
    );
    if (owned === ReasonCode.ALREADY_ENROLLED) return refuse(owned);
    if (order.couponCode) {
      const held = await this.holdCoupon(orderId, seenTotalPaise);
      if (held) return refuse(held);
    }
    if (method === PaymentMethod.WALLET) {
      const wallet = await this.deps.wallet.handoff(order, origin);
      return wallet.ok ? accept(wallet.value) : refuse(wallet.reason);
    }

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
        await this.releaseCoupon(orderId);
        return refuse(ReasonCode.PAYMENT_PROVIDER_FAILED);
      }
      providerOrderId = await this.attachProviderOrder(order, providerOrderId);
      if (!providerOrderId) {
        await this.releaseCoupon(orderId);
        const now = await orders.find(orderId);
        return refuse((now && payableRefusal(now)) ?? ReasonCode.ORDER_TOTAL_CHANGED);
      }
    }
    const student = await orders.studentOf(order.partyId);
    return accept({
      mid: provider.keyId,
      paymentMethod: PaymentMethod.CARD,
      txnToken: null,
      totalOrderPrice: rupees(order.totalOrderPaise),
      currency: 'INR',
      website: provider.name,
      razorpayOrderID: providerOrderId,
      orderID: order.orderId,
      callbackUrl: `${origin}${CALLBACK_PATH}`,
      checkoutUrl: provider.checkoutUrl(origin),
      keyId: provider.keyId,
      studentName: student ? `${student.firstName} ${student.lastName}` : '',
      email: student?.email ?? '',
      mobileNo: student?.mobile ?? null,
    });
  }

  /** nonPayableProductPayment: an order whose total is 0 is settled without a provider. */
  async payFree(partyId: number, orderId: number): Promise<OrderOutcome<OrderDetails>> {
    return this.settleWithoutProvider(
      orderId,
      (order) => {
        const refusal = ownOrderRefusal(order, partyId) ?? payableRefusal(order);
        if (refusal) return refusal;
        return order.totalOrderPaise === 0 ? null : ReasonCode.ORDER_TOTAL_CHANGED;
      },
      { kind: 'FREE', paymentId: `free:${orderId}` },
    );
  }

  /**
   * Staff record a payment taken outside the site; the reference names it (`offline:<reference>`). One
   * transfer pays one order: a reference already recorded answers VALIDATION_FAILED before it hits the
   * unique index. When the learner already owns a product of the order (paid through another order) it
   * is refused with ORDER_PRODUCTS_OWNED unless staff `confirm` it.
   */
  async payOffline(
    staffUserId: number,
    orderId: number,
    reference: string,
    confirm = false,
  ): Promise<OrderOutcome<OrderDetails>> {
    const paymentId = `offline:${reference}`;
    return this.settleWithoutProvider(orderId, payableRefusal, {
      kind: 'OFFLINE',
      paymentId,
      recordedBy: staffUserId,
      confirmed: confirm,
    });
  }

  /**
   * The learner closes an unpaid (Initiated or Failed) order of theirs; it can never be paid afterwards.
   * Cancelling a cancelled order answers it as it is.
   */
  async cancel(partyId: number, orderId: number): Promise<OrderOutcome<OrderDetails>> {
    const { orders, fulfilment } = this.deps;
    return this.deps.transaction(async (tx) => {
      const order = await orders.find(orderId, { ex: tx, lock: true });
      const refusal = ownOrderRefusal(order, partyId);
      if (refusal || !order) return refuseOrder(refusal ?? ReasonCode.NOT_FOUND);
      if (order.paymentStatus !== 'Cancelled') {
        const settled = payableRefusal(order);
        if (settled) return refuse(settled);
        await fulfilment.cancel(tx, orderId);
      }
      return accept(await orders.details((await orders.find(orderId, { ex: tx })) ?? order, tx));
    });
  }

  /**
   * The learner is back from the provider's page unpaid (the payment failed, or the page was closed): the
   * coupon use held for it goes back, so others may have it. The order stays payable; paying it again
   * holds a use again, and a payment that arrives anyway is checked at settlement.
   */
  async abandonPayment(partyId: number, orderId: number): Promise<OrderOutcome<OrderDetails>> {
    const { orders, fulfilment } = this.deps;
    return this.deps.transaction(async (tx) => {
      const order = await orders.find(orderId, { ex: tx, lock: true });
      const refusal = ownOrderRefusal(order, partyId);
      if (refusal || !order) return refuseOrder(refusal ?? ReasonCode.NOT_FOUND);
      if (!payableRefusal(order)) await fulfilment.releaseCoupon(tx, orderId);
      return accept(await orders.details(order, tx));
    });
  }

  /** Locks the order, checks it with `refusalOf`, then fulfils it and records the payment event. */
  private async settleWithoutProvider(
    orderId: number,
    refusalOf: (order: OrderRow) => OrderRefusal | null,
    payment: ProviderlessPayment,
  ): Promise<OrderOutcome<OrderDetails>> {
    const { orders, fulfilment, checkout } = this.deps;
    return this.deps.transaction(async (tx) => {
      const order = await orders.find(orderId, { ex: tx, lock: true });
      if (!order) return refuse(ReasonCode.NOT_FOUND);
      const refusal = refusalOf(order);
      if (refusal) return refuseOrder(refusal);
      if (payment.kind === 'OFFLINE' && (await checkout.paymentIdTaken(tx, payment.paymentId))) {
        return refuse(ReasonCode.VALIDATION_FAILED);
      }
      const owned = await fulfilment.ownedElsewhere(tx, orderId);
      if (owned.length > 0 && payment.kind === 'FREE') return refuse(ReasonCode.ALREADY_ENROLLED);
      if (owned.length > 0 && !payment.confirmed) return refuse(ReasonCode.ORDER_PRODUCTS_OWNED);
      // A free order is the learner's own payment; an offline one was taken by staff, who read the
      // coupon's plain limit messages.
      const noUse = await fulfilment.couponRefusal(tx, orderId);
      if (noUse && payment.kind === 'FREE') return refuse(noUse);
      if (noUse) return refuse(OFFLINE_COUPON_REASON[noUse]);
      const { outcome } = await fulfilment.fulfil(tx, {
        orderId,
        provider: payment.kind,
        providerPaymentId: payment.paymentId,
        enrolmentSource: payment.kind,
        recordedBy: payment.recordedBy,
        allowOwned: true,
      });
      const by = payment.recordedBy ? `recorded by user ${payment.recordedBy}` : null;
      await fulfilment.record(tx, {
        orderId,
        source: payment.kind,
        eventKey: `${payment.kind.toLowerCase()}:${orderId}`,
        providerPaymentId: payment.paymentId,
        signatureValid: true,
        outcome,
        detail: by && owned.length > 0 ? `${by}; confirmed: products ${owned.join(', ')} already owned` : by,
      });
      return accept(await orders.details((await orders.find(orderId, { ex: tx })) ?? order, tx));
    });
  }

  /**
   * Stores the provider's order only if nobody did meanwhile and the amount still stands; otherwise
   * answers the one stored (a concurrent Make Payment) or null (the order changed or was settled).
   */
  private async attachProviderOrder(order: OrderRow, providerOrderId: string): Promise<string | null> {
    const { provider, checkout, orders } = this.deps;
    return this.deps.transaction(async (tx) => {
      const provided = { name: provider.name, providerOrderId };
      if (await checkout.attachProviderOrder(tx, order, provided, PAYABLE_STATES)) return providerOrderId;
      const current = await orders.find(order.orderId, { ex: tx });
      const reusable =
        current?.provider === provider.name &&
        current.totalOrderPaise === order.totalOrderPaise &&
        (PAYABLE_STATES as readonly string[]).includes(current.paymentStatus);
      return reusable ? current.providerOrderId : null;
    });
  }

  /**
   * Holds a use of the order's coupon, on the order as it is under its row lock (the coupon may have been
   * removed, or the total changed, since it was read).
   */
  private holdCoupon(orderId: number, seenTotalPaise: number): Promise<CheckoutReason | null> {
    const { orders, fulfilment } = this.deps;
    return this.deps.transaction(async (tx) => {
      const order = await orders.find(orderId, { ex: tx, lock: true });
      if (!order) return ReasonCode.NOT_FOUND;
      const refusal = payableRefusal(order);
      if (refusal) return refusal;
      if (order.totalOrderPaise !== seenTotalPaise) return ReasonCode.ORDER_TOTAL_CHANGED;
      return fulfilment.holdCoupon(tx, order);
    });
  }

  private releaseCoupon(orderId: number): Promise<void> {
    return this.deps.transaction((tx) => this.deps.fulfilment.releaseCoupon(tx, orderId));
  }

  /** The coupon and its uses (paid, and held by payments in progress) besides this order's own. */
  private async coupon(
    tx: Transaction,
    code: string,
    partyId: number,
    orderId: number | null = null,
  ): Promise<AppliedCoupon> {
    const rule = await this.deps.checkout.coupon(tx, code);
    const usage = rule
      ? await this.deps.fulfilment.couponUsage(tx, rule.code, partyId, orderId)
      : { total: 0, byLearner: 0 };
    return { rule, usage, now: new Date() };
  }
}

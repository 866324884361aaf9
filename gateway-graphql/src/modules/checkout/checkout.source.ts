import {
  COUPON_NONE,
  ORDER_ITEM_ID,
  PaymentStatus,
  ReasonCode,
  ReasonMessage,
  RestPath,
  type DoPaymentRequest,
  type NonPayableRequest,
  type OfflinePaymentRequest,
  type RefundRequest,
  type OrderCouponRequest,
  type OrderDetails,
  type OrderItemRequest,
  type OrderRequest,
  type PaymentHandoff as RestHandoff,
} from '@finx/domain';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, badUserInput, gatewayError } from '../../errors/gateway-error';
import type { UpstreamClient, UpstreamCall } from '../../upstream/upstream.client';
import type { UpstreamFailure, UpstreamResult } from '../../upstream/upstream-errors';
import type { Order, OrderPayload, PaymentHandoffPayload } from './checkout.types';

/** Order ids are positive integers; anything else is the caller's mistake, not a lookup miss. */
export const orderIdOf = (id: string): number => {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (value < 1) throw badUserInput('orderId', 'orderId must be an order id');
  return value;
};

/** Which input field a refusal belongs to, so the client puts the message beside it. */
const fieldOf = (reasonCode: string): string | null => {
  if (reasonCode.startsWith('COUPON_')) return 'couponCode';
  if (reasonCode === ReasonCode.ORDER_TOTAL_CHANGED) return 'totalOrderPrice';
  if (reasonCode === ReasonCode.CFX_NEEDS_FEAT || reasonCode === ReasonCode.ALREADY_ENROLLED) {
    return 'productIds';
  }
  return null;
};

const refused = (failure: UpstreamFailure<unknown, unknown>) => [
  { code: failure.reasonCode, field: fieldOf(failure.reasonCode), message: failure.message },
];

/** DD/MM/YYYY in India time, as the spec's order insert carries it. */
const todayInIndia = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);

export const toOrder = (details: OrderDetails): Order => ({
  id: `Order:${details.orderID}`,
  orderId: details.orderID,
  placedOn: details.orderPlacedOn,
  items: details.orderItemList.map((item) => ({
    id: `OrderItem:${details.orderID}:${item.productID}`,
    productId: item.productID,
    productName: item.productName,
    productType: item.productType,
    price: Number(item.prodctPrice),
    discount: Number(item.discountPrice),
    couponApplied: item.couponApplied,
  })),
  totalItemPrice: Number(details.totalItemPrice),
  discount: Number(details.discountPrice),
  totalOrderPrice: Number(details.totalOrderPrice),
  couponCode: details.couponCode,
  paymentStatus: details.paymentStatus,
  provider: details.provider,
  paidOn: details.paidOn,
  paymentId: details.paymentID,
  student: {
    firstName: details.student.firstName,
    lastName: details.student.lastName,
    emailId: details.student.emailID,
    mobileNo: details.student.mobileNo,
  },
});

/**
 * Orders and payment hand-off of the signed-in learner (`001 §4`, §7 Payment). The payment service
 * prices every order from the catalogue and decides every refusal; this source only shapes the calls.
 */
export class CheckoutSource {
  constructor(private readonly upstream: UpstreamClient) {}

  /** null when the order does not exist or is someone else's. */
  async order(ctx: GatewayContext, orderId: number): Promise<Order | null> {
    let result: UpstreamResult<OrderDetails, unknown>;
    try {
      result = await this.upstream.call<OrderDetails>(ctx.session, {
        method: 'GET',
        path: RestPath.ORDER,
        query: { orderID: orderId },
        auth: 'user',
        allowFailure: true,
      });
    } catch (error) {
      // Someone else's order reads like a missing one: ids of other learners' orders are not confirmed.
      if (error instanceof GraphQLError && error.extensions.code === GatewayErrorCode.FORBIDDEN) return null;
      throw error;
    }
    if (result.ok) return toOrder(this.details(result.envelope.responseObject));
    if (result.reasonCode === ReasonCode.NOT_FOUND) return null;
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, result.reasonCode, { message: result.message });
  }

  /**
   * Creates an order from the given products, or from the whole cart when none are given. The prices
   * sent are what the learner was shown; the service ignores them and prices from the catalogue.
   */
  async checkout(ctx: GatewayContext, productIds: number[] | null): Promise<OrderPayload> {
    const studentPartyID = this.partyId(ctx);
    const lines = productIds ? await this.priced(ctx, productIds) : await this.cartLines(ctx);
    // Nothing to order is not a request worth sending: the service's schema refuses an empty list.
    if (lines.length === 0) {
      const code = ReasonCode.CART_EMPTY;
      return { order: null, userErrors: [{ code, field: 'productIds', message: ReasonMessage[code] }] };
    }
    const total = lines.reduce((sum, line) => sum + line.price, 0);
    const body: OrderRequest = {
      studentPartyID,
      orderPlacedOn: todayInIndia(),
      totalItemPrice: total,
      totalOrderPrice: total,
      paymentStatus: PaymentStatus.INITIATED,
      orderItemList: lines.map((line): OrderItemRequest => ({
        itemID: ORDER_ITEM_ID,
        productID: line.productId,
        couponApplied: COUPON_NONE,
        prodctPrice: line.price,
      })),
    };
    return this.orderChange(ctx, { method: 'POST', path: RestPath.ORDER, body, auth: 'user' });
  }

  /** An empty code removes the coupon. */
  coupon(ctx: GatewayContext, orderId: number, couponCode: string): Promise<OrderPayload> {
    const body: OrderCouponRequest = { orderID: orderId, studentPartyID: this.partyId(ctx), couponCode };
    return this.orderChange(ctx, { method: 'POST', path: RestPath.ORDER_COUPON, body, auth: 'user' });
  }

  async startPayment(
    ctx: GatewayContext,
    orderId: number,
    totalOrderPrice: number,
  ): Promise<PaymentHandoffPayload> {
    if (!Number.isFinite(totalOrderPrice) || totalOrderPrice < 0) {
      throw badUserInput('totalOrderPrice', 'totalOrderPrice must be an amount in rupees');
    }
    const body: DoPaymentRequest = { orderID: orderId, studentPartyID: this.partyId(ctx), totalOrderPrice };
    const result = await this.upstream.call<RestHandoff>(ctx.session, {
      method: 'POST',
      path: RestPath.DO_PAYMENT,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { handoff: null, userErrors: refused(result) };
    const handoff = result.envelope.responseObject;
    if (!handoff) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    return {
      handoff: {
        mid: handoff.mid,
        orderId: handoff.orderID,
        totalOrderPrice: Number(handoff.totalOrderPrice),
        currency: handoff.currency,
        website: handoff.website,
        razorpayOrderId: handoff.razorpayOrderID,
        callbackUrl: handoff.callbackUrl,
        checkoutUrl: handoff.checkoutUrl,
        keyId: handoff.keyId,
        studentName: handoff.studentName,
        email: handoff.email,
        mobileNo: handoff.mobileNo,
      },
      userErrors: [],
    };
  }

  /** `nonPayableProductPayment`: a zero-total order is registered without a provider. */
  completeFree(ctx: GatewayContext, orderId: number): Promise<OrderPayload> {
    const body: NonPayableRequest = { orderID: orderId, studentPartyID: this.partyId(ctx) };
    return this.orderChange(ctx, { method: 'POST', path: RestPath.NON_PAYABLE_PAYMENT, body, auth: 'user' });
  }

  /** Staff record money taken outside the site; the order is then registered like a paid one. */
  recordOffline(ctx: GatewayContext, orderId: number, reference: string): Promise<OrderPayload> {
    const trimmed = reference.trim();
    if (trimmed === '' || trimmed.length > 100) {
      throw badUserInput('reference', 'reference must be 1 to 100 characters');
    }
    const body: OfflinePaymentRequest = { orderID: orderId, reference: trimmed };
    return this.orderChange(ctx, { method: 'POST', path: RestPath.OFFLINE_PAYMENT, body, auth: 'user' });
  }

  recordRefund(ctx: GatewayContext, orderId: number, note: string): Promise<OrderPayload> {
    const trimmed = note.trim();
    if (trimmed === '' || trimmed.length > 500)
      throw badUserInput('note', 'note must be 1 to 500 characters');
    const body: RefundRequest = { orderID: orderId, note: trimmed };
    return this.orderChange(ctx, { method: 'POST', path: RestPath.REFUND, body, auth: 'user' });
  }

  private async orderChange(
    ctx: GatewayContext,
    call: Omit<UpstreamCall, 'allowFailure'>,
  ): Promise<OrderPayload> {
    const result = await this.upstream.call<OrderDetails>(ctx.session, { ...call, allowFailure: true });
    if (!result.ok) return { order: null, userErrors: refused(result) };
    return { order: toOrder(this.details(result.envelope.responseObject)), userErrors: [] };
  }

  /** The cart as the product service holds it, at the prices it showed. */
  private async cartLines(ctx: GatewayContext): Promise<{ productId: number; price: number }[]> {
    const cart = await ctx.sources.cart.cart(ctx);
    return cart.items.map((item) => ({
      productId: item.product.productId,
      price: item.product.productPrice,
    }));
  }

  /** Chosen products at their catalogue prices; an unknown id goes with price 0 and the service refuses it. */
  private async priced(
    ctx: GatewayContext,
    productIds: number[],
  ): Promise<{ productId: number; price: number }[]> {
    const unique = [...new Set(productIds)];
    const products = await Promise.all(unique.map((id) => ctx.sources.catalogue.product(ctx, String(id))));
    return unique.map((productId, index) => ({ productId, price: products[index]?.productPrice ?? 0 }));
  }

  private details(details: OrderDetails | null | undefined): OrderDetails {
    if (!details || typeof details.orderID !== 'number') {
      throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    }
    return details;
  }

  private partyId(ctx: GatewayContext): number {
    const viewer = ctx.session.viewer;
    if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, ReasonCode.SESSION_EXPIRED);
    return viewer.partyId;
  }
}

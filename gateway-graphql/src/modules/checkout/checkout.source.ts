import {
  COUPON_NONE,
  ORDER_ITEM_ID,
  PaymentStatus,
  ReasonCode,
  ReasonMessage,
  RestPath,
  checkCouponCode,
  checkOfflineReference,
  checkRefundNote,
  type DoPaymentRequest,
  type NonPayableRequest,
  type OfflinePaymentRequest,
  type OrderCancelRequest,
  type PaymentAbandonRequest,
  type RefundRequest,
  type OrderCouponRequest,
  type OrderDetails,
  type OrderItemRequest,
  type OrderRequest,
  type PaymentHandoff as RestHandoff,
  type PaymentMethod,
  type PaymentStatusRequest,
} from '@finx/domain';
import { GraphQLError } from 'graphql';
import { GatewayErrorCode, badUserInput, gatewayError } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream, UpstreamCall } from '../../upstream/upstream';
import type { UpstreamResult } from '../../upstream/upstream-errors';
import type { Product } from '../catalogue/catalogue.types';
import { partyIdOf } from '../shared/caller';
import { partyListsOf, type PartyLists } from '../cart/cart.contract';
import { productsOf, type ProductLoader } from '../catalogue/catalogue.contract';
import type { RequestScope } from '../shared/request-scope';
import { refusalOf, ruleError } from '../shared/user-errors';
import { CHECKOUT_FIELDS } from './checkout.errors';
import type { Order, OrderPayload, PaymentHandoffPayload } from './checkout.types';

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
 * Orders and payment hand-off of the signed-in learner (`001 §4`, §7 Payment), and the staff's records
 * of money taken or returned outside the site. The payment service prices every order from the catalogue
 * and decides every refusal; this source shapes the calls and applies the domain's input rules first.
 */
export class CheckoutSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;
  private readonly products: ProductLoader;
  private readonly lists: PartyLists;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
    this.products = productsOf(scope);
    this.lists = partyListsOf(scope);
  }

  /** null when the order does not exist or is someone else's. */
  async order(orderId: number): Promise<Order | null> {
    let result: UpstreamResult<OrderDetails, unknown>;
    try {
      result = await this.upstream.call<OrderDetails>({
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
    if (result.ok) return toOrder(details(result.envelope.responseObject));
    if (result.reasonCode === ReasonCode.NOT_FOUND) return null;
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, result.reasonCode, { message: result.message });
  }

  /**
   * Creates an order from the given products, or from the whole cart when none are given. The prices
   * sent are what the learner was shown; the service ignores them and prices from the catalogue.
   */
  async checkout(productIds: number[] | null): Promise<OrderPayload> {
    const studentPartyID = partyIdOf(this.session);
    const lines = productIds ? await this.priced(productIds) : await this.cartLines();
    // Nothing to order is not a request worth sending: the service's schema refuses an empty list.
    if (lines.length === 0) {
      const code = ReasonCode.CART_EMPTY;
      return {
        order: null,
        userErrors: [{ code, field: CHECKOUT_FIELDS[code], message: ReasonMessage[code] }],
      };
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
    return this.orderChange({ method: 'POST', path: RestPath.ORDER, body, auth: 'user' });
  }

  /** The coupon code by the domain's rule (trimmed, upper-cased, at most 40), then the service's. */
  applyCoupon(orderId: number, code: string): Promise<OrderPayload> {
    const checked = checkCouponCode(code);
    if (!checked.ok)
      return Promise.resolve({ order: null, userErrors: [ruleError('code', checked.message)] });
    return this.coupon(orderId, checked.value);
  }

  removeCoupon(orderId: number): Promise<OrderPayload> {
    return this.coupon(orderId, '');
  }

  async startPayment(
    orderId: number,
    totalOrderPrice: number,
    paymentMethod: PaymentMethod = 'CARD',
  ): Promise<PaymentHandoffPayload> {
    if (!Number.isFinite(totalOrderPrice) || totalOrderPrice < 0) throw badUserInput('totalOrderPrice');
    const body: DoPaymentRequest = {
      orderID: orderId,
      studentPartyID: partyIdOf(this.session),
      totalOrderPrice,
      paymentMethod,
    };
    const result = await this.upstream.call<RestHandoff>({
      method: 'POST',
      path: RestPath.DO_PAYMENT,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { handoff: null, userErrors: [refusalOf(CHECKOUT_FIELDS, result)] };
    const handoff = result.envelope.responseObject;
    if (!handoff) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    return {
      handoff: {
        mid: handoff.mid,
        paymentMethod: handoff.paymentMethod,
        txnToken: handoff.txnToken,
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
  completeFree(orderId: number): Promise<OrderPayload> {
    const body: NonPayableRequest = { orderID: orderId, studentPartyID: partyIdOf(this.session) };
    return this.orderChange({ method: 'POST', path: RestPath.NON_PAYABLE_PAYMENT, body, auth: 'user' });
  }

  /** The learner closes one of their unpaid orders. */
  cancel(orderId: number): Promise<OrderPayload> {
    const body: OrderCancelRequest = { orderID: orderId, studentPartyID: partyIdOf(this.session) };
    return this.orderChange({ method: 'POST', path: RestPath.ORDER_CANCEL, body, auth: 'user' });
  }

  /** The learner is back from the payment page unpaid: the coupon use held for the payment goes back. */
  abandonPayment(orderId: number): Promise<OrderPayload> {
    const body: PaymentAbandonRequest = { orderID: orderId, studentPartyID: partyIdOf(this.session) };
    return this.orderChange({ method: 'POST', path: RestPath.PAYMENT_ABANDON, body, auth: 'user' });
  }

  /**
   * Asks Paytm how the order's wallet payments ended (the status query) and answers the order as it then
   * stands: for a learner back from Paytm whose callback said PENDING or never came.
   */
  async checkPaymentStatus(orderId: number): Promise<OrderPayload> {
    const body: PaymentStatusRequest = { orderID: orderId, studentPartyID: partyIdOf(this.session) };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.PAYTM_STATUS,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { order: null, userErrors: [refusalOf(CHECKOUT_FIELDS, result)] };
    return { order: await this.order(orderId), userErrors: [] };
  }

  /**
   * Staff record money taken outside the site; the order is then registered like a paid one. `confirm`
   * records it although the learner already owns a product of the order.
   */
  recordOffline(orderId: number, reference: string, confirm = false): Promise<OrderPayload> {
    const checked = checkOfflineReference(reference);
    if (!checked.ok) {
      return Promise.resolve({ order: null, userErrors: [ruleError('reference', checked.message)] });
    }
    const body: OfflinePaymentRequest = {
      orderID: orderId,
      reference: checked.value,
      ...(confirm ? { confirm } : {}),
    };
    return this.orderChange({ method: 'POST', path: RestPath.OFFLINE_PAYMENT, body, auth: 'user' });
  }

  recordRefund(orderId: number, note: string): Promise<OrderPayload> {
    const checked = checkRefundNote(note);
    if (!checked.ok)
      return Promise.resolve({ order: null, userErrors: [ruleError('note', checked.message)] });
    const body: RefundRequest = { orderID: orderId, note: checked.value };
    return this.orderChange({ method: 'POST', path: RestPath.REFUND, body, auth: 'user' });
  }

  /** The catalogue product of an order line; null once withdrawn. */
  product(productId: number): Promise<Product | null> {
    return this.products.load(productId);
  }

  /** An empty code removes the coupon. */
  private coupon(orderId: number, couponCode: string): Promise<OrderPayload> {
    const body: OrderCouponRequest = {
      orderID: orderId,
      studentPartyID: partyIdOf(this.session),
      couponCode,
    };
    return this.orderChange({ method: 'POST', path: RestPath.ORDER_COUPON, body, auth: 'user' });
  }

  private async orderChange(call: Omit<UpstreamCall, 'allowFailure'>): Promise<OrderPayload> {
    const result = await this.upstream.call<OrderDetails>({ ...call, allowFailure: true });
    if (!result.ok) return { order: null, userErrors: [refusalOf(CHECKOUT_FIELDS, result)] };
    return { order: toOrder(details(result.envelope.responseObject)), userErrors: [] };
  }

  /** The cart as the product service holds it, at the prices it showed. */
  private async cartLines(): Promise<{ productId: number; price: number }[]> {
    const cart = await this.lists.read('cart');
    return cart.items.map((item) => ({
      productId: item.product.productID,
      price: Number(item.product.productPrice),
    }));
  }

  /** Chosen products at their catalogue prices; an unknown id goes with price 0 and the service refuses it. */
  private async priced(productIds: number[]): Promise<{ productId: number; price: number }[]> {
    const unique = [...new Set(productIds)];
    const products = await Promise.all(unique.map((id) => this.products.load(id)));
    return unique.map((productId, index) => ({ productId, price: products[index]?.productPrice ?? 0 }));
  }
}

const details = (answer: OrderDetails | null | undefined): OrderDetails => {
  if (!answer || typeof answer.orderID !== 'number') {
    throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
  }
  return answer;
};

import type { ProductType } from './catalogue';
import { defineFeatureContract, reasonsOf, type RestPathTable, withQuery } from './feature-contract';
import { learningContract } from './learning';
import { sharedContract } from './shared';

/**
 * Orders and payments (`001 §4`, §7 Payment). Money crosses the wire in rupees with paise as decimals,
 * as the spec's fields do; the server keeps integer paise and computes every total itself.
 */
export const PaymentStatus = {
  INITIATED: 'Initiated',
  PAID: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  /** Closed by the learner before paying; never paid afterwards. */
  CANCELLED: 'Cancelled',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/**
 * Who took the money: Razorpay (card) and Paytm (wallet) when their keys are set, else the built-in
 * sandbox in Razorpay's shape (SANDBOX) or in Paytm's (SANDBOX_PAYTM); staff offline, or nobody (free).
 */
export const PaymentProvider = {
  SANDBOX: 'SANDBOX',
  RAZORPAY: 'RAZORPAY',
  PAYTM: 'PAYTM',
  SANDBOX_PAYTM: 'SANDBOX_PAYTM',
  OFFLINE: 'OFFLINE',
  FREE: 'FREE',
} as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

/**
 * The two choices of the /checkout-paytm widget (`001 §2`, §3 "website: a card payment provider or a
 * wallet provider"): CARD is Razorpay's hosted checkout, WALLET is Paytm's payment page.
 */
export const PaymentMethod = { CARD: 'CARD', WALLET: 'WALLET' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** One order line as the spec spells it (itemID is always 1, couponApplied ZERO when none). */
export interface OrderItemRequest {
  itemID: number;
  productID: number;
  couponApplied: string;
  prodctPrice: number;
}

/**
 * The order insert (`001 §4`). Prices and totals in it are what the client believes; the server ignores
 * them and prices the order from the catalogue. couponCode is this system's addition.
 */
export interface OrderRequest {
  studentPartyID: number;
  orderPlacedOn: string;
  totalItemPrice: number;
  totalOrderPrice: number;
  paymentStatus: PaymentStatus;
  orderItemList: OrderItemRequest[];
  couponCode?: string | null;
}

export interface OrderItemDetails {
  itemID: number;
  productID: number;
  productName: string;
  productType: ProductType;
  couponApplied: string;
  prodctPrice: number;
  discountPrice: number;
}

/** The order as the server priced it: what /checkout shows and what the learner pays. */
export interface OrderDetails {
  orderID: number;
  studentPartyID: number;
  /** DD/MM/YYYY HH:mm:ss in India time. */
  orderPlacedOn: string;
  totalItemPrice: number;
  discountPrice: number;
  totalOrderPrice: number;
  couponCode: string | null;
  paymentStatus: PaymentStatus;
  provider: PaymentProvider | null;
  paymentID: string | null;
  /** DD/MM/YYYY HH:mm:ss, or null while unpaid. */
  paidOn: string | null;
  orderItemList: OrderItemDetails[];
  student: { firstName: string; lastName: string; emailID: string; mobileNo: string | null };
}

/** Apply (or, with an empty code, remove) a coupon on an order still Initiated. */
export interface OrderCouponRequest {
  orderID: number;
  studentPartyID: number;
  couponCode: string;
}

/** Make Payment (`001 §7` Payment/doPayment): the total the learner saw must be the order's total. */
export interface DoPaymentRequest {
  orderID: number;
  studentPartyID: number;
  totalOrderPrice: number;
  /** Not in the spec: which provider the widget chose; CARD when absent (the spec's one call). */
  paymentMethod?: PaymentMethod;
}

/**
 * Hand-off to the payment page (`001 §4` payment details). checkoutUrl is where the wallet form posts
 * (the sandbox's hosted page, Razorpay's hosted checkout, or Paytm's showPaymentPage); keyId is the
 * provider's public key (Paytm's MID). For WALLET, razorpayOrderID carries Paytm's order id (one per
 * attempt) and txnToken the token Paytm's initiate-transaction answered; both are posted with the MID.
 */
export interface PaymentHandoff {
  mid: string;
  paymentMethod: PaymentMethod;
  txnToken: string | null;
  totalOrderPrice: number;
  currency: 'INR';
  website: PaymentProvider;
  razorpayOrderID: string;
  orderID: number;
  callbackUrl: string;
  checkoutUrl: string;
  keyId: string;
  studentName: string;
  email: string;
  mobileNo: string | null;
}

/**
 * A provider's browser callback, forwarded by the gateway: Razorpay's field names, success or error.
 * The signature alone authenticates it: the callback is a cross-site POST and carries no session.
 */
export interface PaymentCallbackRequest {
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
  'error[code]'?: string;
  'error[description]'?: string;
  'error[reason]'?: string;
  'error[metadata]'?: string;
}

export const PaymentOutcome = {
  PAID: 'PAID',
  ALREADY_PAID: 'ALREADY_PAID',
  FAILED: 'FAILED',
  REJECTED: 'REJECTED',
  /** Paytm said PENDING and its status query did not settle it yet: the order is shown as it stands. */
  PENDING: 'PENDING',
} as const;
export type PaymentOutcome = (typeof PaymentOutcome)[keyof typeof PaymentOutcome];

/**
 * Paytm's browser callback and its server-to-server notification carry the same fields, signed by
 * CHECKSUMHASH (the vendor's checksum over every other field). STATUS is TXN_SUCCESS, TXN_FAILURE or
 * PENDING; TXNAMOUNT is in rupees with two decimals.
 */
export type PaytmResponseFields = Partial<
  Record<
    | 'MID'
    | 'ORDERID'
    | 'TXNID'
    | 'TXNAMOUNT'
    | 'CURRENCY'
    | 'STATUS'
    | 'RESPCODE'
    | 'RESPMSG'
    | 'TXNDATE'
    | 'BANKTXNID'
    | 'BANKNAME'
    | 'GATEWAYNAME'
    | 'PAYMENTMODE'
    | 'CHECKSUMHASH',
    string
  >
>;

/** Ask Paytm how an order's payment ended, when the callback said PENDING or never came. */
export interface PaymentStatusRequest {
  orderID: number;
  studentPartyID: number;
}

/** Where the browser goes next: /thankyou for PAID, ALREADY_PAID and PENDING, /error otherwise. */
export interface PaymentCallbackResult {
  orderID: number | null;
  outcome: PaymentOutcome;
}

/**
 * Staff record a payment taken outside the site (`offlinePayment`). `confirm` records it even though the
 * learner already owns a product of the order (refused with ORDER_PRODUCTS_OWNED without it).
 */
export interface OfflinePaymentRequest {
  orderID: number;
  reference: string;
  confirm?: boolean;
}

/** The learner closes one of their unpaid (Initiated or Failed) orders. */
export interface OrderCancelRequest {
  orderID: number;
  studentPartyID: number;
}

/**
 * The learner is back from the payment page without paying (the payment failed or the page was closed):
 * the coupon use held for that payment is given back; the order stays payable.
 */
export interface PaymentAbandonRequest {
  orderID: number;
  studentPartyID: number;
}

/** `nonPayableProductPayment`: an order whose total is zero (free items or a full discount). */
export interface NonPayableRequest {
  orderID: number;
  studentPartyID: number;
}

const reasons = reasonsOf({
  CART_EMPTY: 'Your cart is empty. Please add a course or video before checking out.',
  ORDER_NOT_PAYABLE: 'This order can no longer be paid. Please start again from your cart.',
  ORDER_ALREADY_PAID: 'This order has already been paid.',
  ORDER_PRODUCTS_OWNED:
    'The learner already owns a product of this order (paid through another order). Confirm to record this payment anyway.',
  // Refunds are recorded by the orders feature, on the payments this one took.
  ORDER_NOT_REFUNDABLE: 'Only a paid order can be refunded.',
  // The provider that took the payment refused to give it back (its reason is in the order's payment
  // trail); the order stays paid and its access stays.
  REFUND_REFUSED:
    'The payment provider refused this refund, so nothing was refunded and the order is still paid.',
  ORDER_TOTAL_CHANGED: 'The order total has changed. Please review the new amount before paying.',
  ORDER_CREATION_FAILED: 'Your order could not be created. Please try again.',
  COUPON_INVALID: 'This coupon code is not valid.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_EXHAUSTED: 'This coupon has reached its usage limit.',
  COUPON_NOT_APPLICABLE: 'This coupon does not apply to the items in your order.',
  COUPON_ALREADY_USED: 'You have already used this coupon.',
  COUPON_MIN_ORDER: 'Your order total is below the minimum for this coupon.',
  COUPON_LOCKED:
    'The payment for this order has already started, so its coupon can no longer be changed. Please start again from your cart.',
  // Make Payment found the coupon's last use taken (paid, or held by a payment in progress): refused
  // before the provider is asked, so nothing was charged and the order can be paid without it.
  COUPON_LIMIT_REACHED:
    'This coupon has reached its usage limit, so the payment was not started and nothing has been charged. You can pay the full price without the coupon.',
  COUPON_LEARNER_LIMIT_REACHED:
    'You have already used this coupon as many times as it allows (a payment of yours in progress counts too), so the payment was not started and nothing has been charged. You can pay the full price without the coupon.',
  PAYMENT_SIGNATURE_INVALID: 'We could not verify this payment. Nothing has been charged to your order.',
  PAYMENT_PROVIDER_FAILED:
    'The payment service is not reachable right now. Please try again in a few minutes.',
});
const C = { ...sharedContract.reasons.codes, ...learningContract.reasons.codes, ...reasons.codes };

export const CheckoutReasons = [
  C.CART_EMPTY,
  C.NOT_FOUND,
  C.ALREADY_ENROLLED,
  C.CFX_NEEDS_FEAT,
  C.COUPON_INVALID,
  C.COUPON_EXPIRED,
  C.COUPON_EXHAUSTED,
  C.COUPON_NOT_APPLICABLE,
  C.COUPON_ALREADY_USED,
  C.COUPON_MIN_ORDER,
  C.COUPON_LOCKED,
  C.COUPON_LIMIT_REACHED,
  C.COUPON_LEARNER_LIMIT_REACHED,
  C.ORDER_NOT_PAYABLE,
  C.ORDER_ALREADY_PAID,
  C.ORDER_PRODUCTS_OWNED,
  C.ORDER_TOTAL_CHANGED,
  C.ORDER_NOT_REFUNDABLE,
  C.REFUND_REFUSED,
  C.ORDER_CREATION_FAILED,
  C.PAYMENT_PROVIDER_FAILED,
  C.VALIDATION_FAILED,
] as const;
export type CheckoutReason = (typeof CheckoutReasons)[number];

const clientPaths = {
  CHECKOUT: '/checkout',
  WALLET: '/checkout-paytm',
  THANK_YOU: '/thankyou',
  PAYMENT_ERROR: '/error',
} as const;

export const checkoutContract = defineFeatureContract({
  feature: 'checkout',
  reasons,
  refusals: [CheckoutReasons],
  clientPaths,
  clientRoutes: {
    /** The payment screens carry the order in `?orderId=`, so a reload finds it again. */
    checkout: (orderId: number | string): string => withQuery(clientPaths.CHECKOUT, { orderId }),
    wallet: (orderId: number | string): string => withQuery(clientPaths.WALLET, { orderId }),
    thankYou: (orderId?: number | string | null): string => withQuery(clientPaths.THANK_YOU, { orderId }),
    paymentError: (orderId?: number | string | null): string =>
      withQuery(clientPaths.PAYMENT_ERROR, { orderId }),
  },
});

export const checkoutRestPaths = {
  feature: 'checkout',
  restPaths: {
    ORDER: '/finx-fc-payment/api/v1/order',
    ORDER_COUPON: '/finx-fc-payment/api/v1/order/coupon',
    ORDER_CANCEL: '/finx-fc-payment/api/v1/order/cancel',
    DO_PAYMENT: '/finx-fc-payment/api/v1/Payment/doPayment',
    /** Not in the spec: the learner came back from the payment page unpaid (failed or closed) (issue 25). */
    PAYMENT_ABANDON: '/finx-fc-payment/api/v1/Payment/abandon',
    PAYMENT_CALLBACK: '/finx-fc-payment/api/v1/Payment/callback',
    PAYMENT_WEBHOOK: '/finx-fc-payment/api/v1/Payment/webhook',
    /** Not in the spec: Paytm's browser callback, its server-to-server notification, its status query. */
    PAYTM_CALLBACK: '/finx-fc-payment/api/v1/Payment/paytm/callback',
    PAYTM_NOTIFICATION: '/finx-fc-payment/api/v1/Payment/paytm/notification',
    PAYTM_STATUS: '/finx-fc-payment/api/v1/Payment/paytm/status',
    /** Staff: ask Paytm or Razorpay, whichever took the order's payment, how it stands now. */
    PAYMENT_STATUS_CHECK: '/finx-fc-payment/api/v1/Payment/statusCheck',
    OFFLINE_PAYMENT: '/finx-fc-payment/api/v1/offlinePayment',
    NON_PAYABLE_PAYMENT: '/finx-fc-payment/api/v1/nonPayableProductPayment',
    SANDBOX_CHECKOUT: '/sandbox-pay/checkout',
    /** The sandbox's stand-in for Paytm's showPaymentPage (card and wallet choices). */
    SANDBOX_PAYTM: '/sandbox-pay/paytm',
  },
} as const satisfies RestPathTable;

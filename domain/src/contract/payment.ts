import type { ReasonCode } from '../reason-codes';
import type { ProductType } from './catalogue';

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

/** Who took the money: the sandbox (default), Razorpay when keys are set, staff offline, or nobody. */
export const PaymentProvider = {
  SANDBOX: 'SANDBOX',
  RAZORPAY: 'RAZORPAY',
  OFFLINE: 'OFFLINE',
  FREE: 'FREE',
} as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

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
}

/**
 * Hand-off to the payment page (`001 §4` payment details). checkoutUrl is where the wallet form posts
 * (the sandbox's hosted page, or Razorpay's hosted checkout); keyId is the provider's public key.
 */
export interface PaymentHandoff {
  mid: string;
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
} as const;
export type PaymentOutcome = (typeof PaymentOutcome)[keyof typeof PaymentOutcome];

/** Where the browser goes next: /thankyou for PAID and ALREADY_PAID, /error otherwise. */
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

/** Staff record a refund made through the provider (refunds are staff-only; `001 §8`). */
export interface RefundRequest {
  orderID: number;
  note: string;
}

/** `nonPayableProductPayment`: an order whose total is zero (free items or a full discount). */
export interface NonPayableRequest {
  orderID: number;
  studentPartyID: number;
}

/** A row of My Payment (/my-orders). */
export interface PaymentHistoryRow {
  orderID: number;
  orderPlacedOn: string;
  productNames: string[];
  totalItemPrice: number;
  discountPrice: number;
  totalOrderPrice: number;
  couponCode: string | null;
  paymentStatus: PaymentStatus;
  provider: PaymentProvider | null;
  paymentID: string | null;
  paidOn: string | null;
}

/** A row of the staff payment report (/my-orders for admin and ops): the history row and its learner. */
export interface PaymentReportRow extends PaymentHistoryRow {
  studentPartyID: number;
  studentName: string;
  emailID: string;
}

/** Payment report filters; dates are YYYY-MM-DD on the placed date in India time, page is 1-based. */
export interface PaymentReportQuery {
  status?: PaymentStatus;
  fromDate?: string;
  toDate?: string;
  search?: string;
  /** The staff report's sort: placed date (the default) or order amount; newest or largest first. */
  sort?: PaymentReportSort;
  descending?: boolean;
  page: number;
  limit: number;
}

export const PaymentReportSort = { PLACED: 'PLACED', AMOUNT: 'AMOUNT' } as const;
export type PaymentReportSort = (typeof PaymentReportSort)[keyof typeof PaymentReportSort];

/** A product registered to the learner (My Learning). */
export interface Enrolment {
  productID: number;
  productName: string;
  productType: ProductType;
  orderID: number | null;
  /** DD/MM/YYYY. */
  enrolledOn: string;
  validUntil: string | null;
  completed: boolean;
  score: number | null;
}

/** `001 §5` prerequisite status words. */
export const PrerequisiteStatus = {
  SCORE_AVAILABLE: 'Score Available',
  SCORE_AWAITED: 'Score Awaited',
  MAKE_PAYMENT: 'Make Payment',
} as const;
export type PrerequisiteStatus = (typeof PrerequisiteStatus)[keyof typeof PrerequisiteStatus];

/** A row of the prerequisite table (/my-Subcription-list): sequence, product, completed, status. */
export interface PrerequisiteRow {
  sequence: number;
  productID: number;
  productName: string;
  productPrice: number;
  /** 'Completed' with a score, 'In-Complete' when enrolled without one, null when not enrolled. */
  completed: 'Completed' | 'In-Complete' | null;
  status: PrerequisiteStatus;
  score: number | null;
  /** Why Make Payment would be refused now (the server's gate, e.g. CFX before FEAT is attempted). */
  unavailableReason: ReasonCode | null;
}

export interface PrerequisiteTable {
  productID: number;
  productName: string;
  rows: PrerequisiteRow[];
}

import type { PaymentOutcome, PaymentProvider, PaymentStatus } from './checkout';
import { defineFeatureContract, type RestPathTable } from './feature-contract';

/** My Payment, the staff payment report and refunds, over the orders checkout placed (`001 §4`, §7 Payment). */

/** Staff record a refund made through the provider (refunds are staff-only; `001 §8`). */
export interface RefundRequest {
  orderID: number;
  note: string;
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

/** Staff ask the provider how an order's payment stands now (`RestPath.PAYMENT_STATUS_CHECK`). */
export interface PaymentStatusCheckRequest {
  orderID: number;
}

export interface PaymentStatusCheckResult {
  orderID: number;
  /** The provider asked; null when there was none to ask (no payment started, offline, free). */
  askedProvider: PaymentProvider | null;
  /** What its answer did to the order (PENDING: nothing settled yet); null when it could not say. */
  outcome: PaymentOutcome | null;
  /** The order as the payment report shows it, after the answer was applied. */
  row: PaymentReportRow;
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

const clientPaths = { MY_ORDERS: '/my-orders' } as const;

export const ordersContract = defineFeatureContract({
  feature: 'orders',
  clientPaths,
  clientRoutes: {
    myOrders: (): string => clientPaths.MY_ORDERS,
  },
});

export const ordersRestPaths = {
  feature: 'orders',
  restPaths: {
    ORDER_LIST: '/finx-fc-payment/api/v1/order/list',
    PAYMENT_REPORT: '/finx-fc-payment/api/v1/order/report',
    REFUND: '/finx-fc-payment/api/v1/refund',
    PAYMENT_HISTORY: '/finx-fc-student-dashboard/api/v1/studentDashboard/paymentHistory',
  },
} as const satisfies RestPathTable;

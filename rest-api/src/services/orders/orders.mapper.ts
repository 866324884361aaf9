import {
  ORDER_ITEM_ID,
  type OrderDetails,
  type PaymentHistoryRow,
  type PaymentReportRow,
  type PaymentProvider,
  type PaymentStatus,
} from '@finx/domain';
import { indiaDateTime } from '../../formats/india-time';
import { rupees } from '../../formats/rupees';
import type { OrderItemRow, OrderReportEntry, OrderRow, Student } from './orders.repository';

/** The order as the contract shows it: rupees at the edge, India time, item ids 1 (`001 §9`). */
export const toOrderDetails = (order: OrderRow, items: OrderItemRow[], student: Student): OrderDetails => ({
  orderID: order.orderId,
  studentPartyID: order.partyId,
  orderPlacedOn: indiaDateTime(order.placedAt),
  totalItemPrice: rupees(order.totalItemPaise),
  discountPrice: rupees(order.discountPaise),
  totalOrderPrice: rupees(order.totalOrderPaise),
  couponCode: order.couponCode,
  paymentStatus: order.paymentStatus as PaymentStatus,
  provider: order.provider as PaymentProvider | null,
  paymentID: order.providerPaymentId,
  paidOn: order.paidAt ? indiaDateTime(order.paidAt) : null,
  orderItemList: items.map((item) => ({
    itemID: ORDER_ITEM_ID,
    productID: item.productId,
    productName: item.productName,
    productType: item.productType,
    couponApplied: item.couponApplied,
    prodctPrice: rupees(item.pricePaise),
    discountPrice: rupees(item.discountPaise),
  })),
  student: {
    firstName: student.firstName,
    lastName: student.lastName,
    emailID: student.email,
    mobileNo: student.mobile,
  },
});

export const toHistoryRow = (order: OrderRow, items: OrderItemRow[]): PaymentHistoryRow => ({
  orderID: order.orderId,
  orderPlacedOn: indiaDateTime(order.placedAt),
  productNames: items.map((item) => item.productName),
  totalItemPrice: rupees(order.totalItemPaise),
  discountPrice: rupees(order.discountPaise),
  totalOrderPrice: rupees(order.totalOrderPaise),
  couponCode: order.couponCode,
  paymentStatus: order.paymentStatus as PaymentStatus,
  provider: order.provider as PaymentProvider | null,
  paymentID: order.providerPaymentId,
  paidOn: order.paidAt ? indiaDateTime(order.paidAt) : null,
});

export const toReportRow = ({ order, items, student }: OrderReportEntry): PaymentReportRow => ({
  ...toHistoryRow(order, items),
  studentPartyID: order.partyId,
  studentName: `${student.firstName} ${student.lastName}`.trim(),
  emailID: student.email,
});

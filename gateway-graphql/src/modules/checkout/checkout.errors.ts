import type { CheckoutReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/**
 * Where each checkout refusal belongs, by the argument of the mutation it refuses: the products of
 * `checkout(productIds:)`, the `code` of `applyCoupon`, the `totalOrderPrice` of `startPayment`, the
 * order of `orderId` when its state refuses, the `confirm` of `recordOfflinePayment` when the learner
 * already owns a product of the order. NOT_FOUND names a product or an order depending on the
 * mutation, so it concerns the request as a whole.
 */
export const CHECKOUT_FIELDS = {
  CART_EMPTY: 'productIds',
  NOT_FOUND: null,
  ALREADY_ENROLLED: 'productIds',
  CFX_NEEDS_FEAT: 'productIds',
  COUPON_INVALID: 'code',
  COUPON_EXPIRED: 'code',
  COUPON_EXHAUSTED: 'code',
  COUPON_NOT_APPLICABLE: 'code',
  COUPON_ALREADY_USED: 'code',
  COUPON_MIN_ORDER: 'code',
  COUPON_LOCKED: 'code',
  COUPON_LIMIT_REACHED: 'code',
  COUPON_LEARNER_LIMIT_REACHED: 'code',
  ORDER_NOT_PAYABLE: 'orderId',
  ORDER_ALREADY_PAID: 'orderId',
  ORDER_PRODUCTS_OWNED: 'confirm',
  ORDER_TOTAL_CHANGED: 'totalOrderPrice',
  ORDER_NOT_REFUNDABLE: 'orderId',
  REFUND_REFUSED: 'orderId',
  ORDER_CREATION_FAILED: null,
  PAYMENT_PROVIDER_FAILED: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CheckoutReason>;

import type { FieldMap } from '../shared/user-errors';

/** The refusals of checkPaymentNow: an order that does not exist is the `orderId`'s. */
export const ORDERS_FIELDS = {
  NOT_FOUND: 'orderId',
  VALIDATION_FAILED: 'orderId',
} as const satisfies FieldMap<'NOT_FOUND' | 'VALIDATION_FAILED'>;

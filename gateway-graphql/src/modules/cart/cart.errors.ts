import type { PartyItemsReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** Every refusal of a cart change is about the product asked for (`addToCart(productId:)`). */
export const CART_FIELDS = {
  NOT_FOUND: 'productId',
  ALREADY_ENROLLED: 'productId',
  CFX_NEEDS_FEAT: 'productId',
  VALIDATION_FAILED: 'productId',
} as const satisfies FieldMap<PartyItemsReason>;

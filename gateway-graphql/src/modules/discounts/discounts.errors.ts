import type { DiscountsReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { DiscountInput } from './discounts.types';

/** Saving a discount: each refusal on the field it is about. */
export const SAVE_FIELDS = {
  NOT_FOUND: 'code',
  DISCOUNT_CODE_TAKEN: inputPath<DiscountInput>('code'),
  DISCOUNT_PRODUCT_UNKNOWN: inputPath<DiscountInput>('productIds'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<DiscountsReason>;

import type { DiscountValues } from '@finx/domain';
import type { DiscountFieldsFragment, DiscountInput } from '../../graphql/generated/graphql';

/** Today as an ISO date in India time, the checkout's clock for validity. */
const todayInIndia = (): string => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

export const emptyDiscount = (): DiscountValues => ({
  code: '',
  description: '',
  kind: 'PERCENT',
  amount: '',
  maxDiscountRupees: '',
  minOrderRupees: 0,
  productIds: [],
  validFrom: todayInIndia(),
  validUntil: '',
  maxRedemptions: '',
  perLearnerLimit: 1,
  active: true,
});

/** A saved discount as the form edits it; a clone keeps everything but the code, which must be new. */
export const discountValuesOf = (discount: DiscountFieldsFragment, clone: boolean): DiscountValues => ({
  code: clone ? '' : discount.code,
  description: discount.description,
  kind: discount.kind,
  amount: discount.amount,
  maxDiscountRupees: discount.maxDiscountRupees ?? '',
  minOrderRupees: discount.minOrderRupees,
  productIds: discount.productIds ?? [],
  validFrom: discount.validFrom,
  validUntil: discount.validUntil,
  maxRedemptions: discount.maxRedemptions ?? '',
  perLearnerLimit: discount.perLearnerLimit,
  active: discount.active,
});

const numberOrNull = (value: number | ''): number | null => (value === '' ? null : Number(value));

/** The form's values as the mutation's input (no products: every payable product). */
export const discountInputOf = (values: DiscountValues): DiscountInput => ({
  code: values.code.trim().toUpperCase(),
  description: values.description.trim(),
  kind: values.kind,
  amount: Number(values.amount),
  maxDiscountRupees: values.kind === 'PERCENT' ? numberOrNull(values.maxDiscountRupees) : null,
  minOrderRupees: numberOrNull(values.minOrderRupees) ?? 0,
  productIds: values.productIds.length > 0 ? values.productIds : null,
  validFrom: values.validFrom,
  validUntil: values.validUntil,
  maxRedemptions: numberOrNull(values.maxRedemptions),
  perLearnerLimit: Number(values.perLearnerLimit),
  active: values.active,
});

import { array, boolean, mixed, number, object, string } from 'yup';
import { DiscountKind } from '../contract/discounts';

/** Coupon codes are typed by learners at checkout: letters and digits, stored upper-case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The most a flat discount or a cap may be, in rupees (the largest catalogue price is far below). */
export const DISCOUNT_MAX_RUPEES = 1_000_000;

export const DiscountsMessage = {
  CODE_REQUIRED: 'Please enter a Coupon Code',
  CODE_INVALID: 'Coupon Code must be 3 to 20 letters or digits',
  DESCRIPTION_REQUIRED: 'Please enter a Description',
  DESCRIPTION_TOO_LONG: 'Description can be at most 200 characters',
  KIND_REQUIRED: 'Please select a Discount Type',
  AMOUNT_REQUIRED: 'Please enter the Discount Value',
  AMOUNT_WHOLE: 'Discount Value must be a whole number greater than 0',
  PERCENT_MAX: 'A percentage discount can be at most 100',
  RUPEES_MAX: `An amount can be at most ₹${DISCOUNT_MAX_RUPEES}`,
  MIN_ORDER_INVALID: 'Minimum Order Value must be a whole number of rupees, 0 or more',
  CAP_INVALID: 'Maximum Discount must be a whole number of rupees greater than 0',
  VALID_FROM_REQUIRED: 'Please select the Valid From date',
  VALID_UNTIL_REQUIRED: 'Please select the Valid To date',
  VALID_UNTIL_BEFORE: 'Valid To must be on or after Valid From',
  USAGE_INVALID: 'Usage Limit must be a whole number greater than 0',
  PER_LEARNER_INVALID: 'Uses per Learner must be a whole number greater than 0',
  PRODUCTS_INVALID: 'Please select valid products',
} as const;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const wholePositive = (message: string) =>
  number().typeError(message).integer(message).min(1, message).max(DISCOUNT_MAX_RUPEES, message);

/**
 * A discount as staff add, edit or clone it (/add-discount). Every rule here keeps the discount one that
 * the checkout's coupon pricing applies as written (a percentage of at most 100, amounts above 0,
 * validity from one day to another); the checkout then enforces validity, limits and products itself.
 */
export const discountSchema = object({
  code: string()
    .transform((value: string) => value.trim().toUpperCase())
    .required(DiscountsMessage.CODE_REQUIRED)
    .matches(DISCOUNT_CODE_PATTERN, DiscountsMessage.CODE_INVALID),
  description: string()
    .trim()
    .required(DiscountsMessage.DESCRIPTION_REQUIRED)
    .max(200, DiscountsMessage.DESCRIPTION_TOO_LONG),
  kind: mixed<DiscountKind>()
    .required(DiscountsMessage.KIND_REQUIRED)
    .oneOf(Object.values(DiscountKind), DiscountsMessage.KIND_REQUIRED),
  amount: number()
    .transform((value: number, raw: unknown) => (raw === '' ? undefined : value))
    .typeError(DiscountsMessage.AMOUNT_WHOLE)
    .required(DiscountsMessage.AMOUNT_REQUIRED)
    .integer(DiscountsMessage.AMOUNT_WHOLE)
    .min(1, DiscountsMessage.AMOUNT_WHOLE)
    .when('kind', {
      is: DiscountKind.PERCENT,
      then: (rule) => rule.max(100, DiscountsMessage.PERCENT_MAX),
      otherwise: (rule) => rule.max(DISCOUNT_MAX_RUPEES, DiscountsMessage.RUPEES_MAX),
    }),
  maxDiscountRupees: wholePositive(DiscountsMessage.CAP_INVALID)
    .nullable()
    .transform((v, raw) => (emptyToNull(raw) === null ? null : v)),
  minOrderRupees: number()
    .transform((value: number, raw: unknown) => (emptyToNull(raw) === null ? 0 : value))
    .typeError(DiscountsMessage.MIN_ORDER_INVALID)
    .integer(DiscountsMessage.MIN_ORDER_INVALID)
    .min(0, DiscountsMessage.MIN_ORDER_INVALID)
    .max(DISCOUNT_MAX_RUPEES, DiscountsMessage.MIN_ORDER_INVALID),
  productIds: array(number().integer().positive().required())
    .typeError(DiscountsMessage.PRODUCTS_INVALID)
    .max(500, DiscountsMessage.PRODUCTS_INVALID)
    .nullable()
    .transform((value: number[] | null) => (value && value.length > 0 ? value : null)),
  validFrom: string()
    .required(DiscountsMessage.VALID_FROM_REQUIRED)
    .matches(ISO_DATE, DiscountsMessage.VALID_FROM_REQUIRED),
  validUntil: string()
    .required(DiscountsMessage.VALID_UNTIL_REQUIRED)
    .matches(ISO_DATE, DiscountsMessage.VALID_UNTIL_REQUIRED)
    // ISO dates compare as text.
    .test('after', DiscountsMessage.VALID_UNTIL_BEFORE, function after(value) {
      const from = this.parent.validFrom as unknown;
      return typeof from !== 'string' || !value || value >= from;
    }),
  maxRedemptions: wholePositive(DiscountsMessage.USAGE_INVALID)
    .nullable()
    .transform((v, raw) => (emptyToNull(raw) === null ? null : v)),
  perLearnerLimit: wholePositive(DiscountsMessage.PER_LEARNER_INVALID).required(
    DiscountsMessage.PER_LEARNER_INVALID,
  ),
  active: boolean().required().default(true),
});

/** The form's values: numbers may be '' while being typed. */
export interface DiscountValues {
  code: string;
  description: string;
  kind: DiscountKind;
  amount: number | '';
  maxDiscountRupees: number | '';
  minOrderRupees: number | '';
  productIds: number[];
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | '';
  perLearnerLimit: number | '';
  active: boolean;
}

/**
 * Discounts (`001 §7` Discounts: discount, coupon/all, getDetailsOnId): a discount is a coupon code that
 * the checkout applies with its own rules. Money here is whole rupees, as staff type it; the REST
 * service keeps paise.
 */
export const DiscountKind = { PERCENT: 'PERCENT', FLAT: 'FLAT' } as const;
export type DiscountKind = (typeof DiscountKind)[keyof typeof DiscountKind];

/** `001 §7` discounttypelist: the discount types and how staff read them. */
export const DISCOUNT_KIND_LABEL: Record<DiscountKind, string> = {
  PERCENT: 'Percentage of the price',
  FLAT: 'Flat amount (₹)',
};

export const DiscountSortField = { CODE: 'CODE', VALID_UNTIL: 'VALID_UNTIL', CREATED: 'CREATED' } as const;
export type DiscountSortField = (typeof DiscountSortField)[keyof typeof DiscountSortField];

export const DISCOUNT_LIST_MAX_PAGE_SIZE = 50;

/** One discount as staff see and edit it. Dates are ISO calendar dates (India time). */
export interface DiscountRow {
  code: string;
  description: string;
  kind: DiscountKind;
  /** Whole percent (PERCENT) or rupees (FLAT). */
  amount: number;
  maxDiscountRupees: number | null;
  minOrderRupees: number;
  /** null: every payable product. */
  productIds: number[] | null;
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | null;
  perLearnerLimit: number;
  active: boolean;
  /** Paid orders that used the code. */
  redemptions: number;
  createdDate: string;
}

/**
 * The body of `discount`: POST adds a new code, PUT changes the discount of that code (a code is never
 * renamed: paid orders and redemptions refer to it).
 */
export interface DiscountRequest {
  code: string;
  description: string;
  kind: DiscountKind;
  amount: number;
  maxDiscountRupees: number | null;
  minOrderRupees: number;
  productIds: number[] | null;
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | null;
  perLearnerLimit: number;
  active: boolean;
}

/** A product a discount may be associated with (associatedProducts). */
export interface DiscountProductRow {
  productId: number;
  name: string;
  type: string;
  priceRupees: number;
}

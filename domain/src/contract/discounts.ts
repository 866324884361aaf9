import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';

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

/** One row of `001 §7` discounttypelist. */
export interface DiscountTypeRow {
  kind: DiscountKind;
  label: string;
}

const reasons = reasonsOf({
  DISCOUNT_CODE_TAKEN: 'Another discount already uses this coupon code.',
  DISCOUNT_PRODUCT_UNKNOWN: 'An associated product does not exist or is not active.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Staff discount management (issue 13 item 3): adding, editing and cloning coupons. */
export const DiscountsReasons = [
  C.NOT_FOUND,
  C.DISCOUNT_CODE_TAKEN,
  C.DISCOUNT_PRODUCT_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type DiscountsReason = (typeof DiscountsReasons)[number];

/** `001 §2` discounts (admin or ops); a discount is named by its coupon code. */
const clientPaths = {
  DISCOUNT_LIST: '/discount-list',
  ADD_DISCOUNT: '/add-discount',
  EDIT_DISCOUNT: '/edit-discount/:id',
  CLONE_DISCOUNT: '/clone-discount/:id',
} as const;

export const discountsContract = defineFeatureContract({
  feature: 'discounts',
  reasons,
  refusals: [DiscountsReasons],
  clientPaths,
  clientRoutes: {
    discountList: (): string => clientPaths.DISCOUNT_LIST,
    addDiscount: (): string => clientPaths.ADD_DISCOUNT,
    editDiscount: (code: string): string => withParam(clientPaths.EDIT_DISCOUNT, 'id', code),
    cloneDiscount: (code: string): string => withParam(clientPaths.CLONE_DISCOUNT, 'id', code),
  },
});

export const discountsRestPaths = {
  feature: 'discounts',
  restPaths: {
    /** `001 §7` Discounts: coupon/all (the staff list), getDetailsOnId (one), discount (add or edit). */
    DISCOUNT_LIST: '/finx-fc-product/api/v1/discount/coupon/all',
    DISCOUNT_DETAILS: '/finx-fc-product/api/v1/discount/getDetailsOnId',
    DISCOUNT_SAVE: '/finx-fc-product/api/v1/discount',
    /** `001 §7` associatedProducts: the active payable products a discount may name. */
    DISCOUNT_PRODUCTS: '/finx-fc-product/api/v1/discount/associatedProducts',
    /** `001 §7` allDiscounts (every discount, unpaged; `?activeOnly=true` the active ones), discounttypelist,
     * allActiveVideos and allActiveCourses (associatedProducts of one type): rest-contract.md. */
    ALL_DISCOUNTS: '/finx-fc-product/api/v1/discount/allDiscounts',
    DISCOUNT_TYPES: '/finx-fc-product/api/v1/discount/discounttypelist',
    ALL_ACTIVE_VIDEOS: '/finx-fc-product/api/v1/discount/allActiveVideos',
    ALL_ACTIVE_COURSES: '/finx-fc-product/api/v1/discount/allActiveCourses',
  },
} as const satisfies RestPathTable;

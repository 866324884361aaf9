import { defineFeatureContract, type RestPathTable } from './feature-contract';
import { learningContract } from './learning';
import { ProductType } from './catalogue-product-type';
import { sharedContract } from './shared';

export { ProductType };

/** Course types (`001 §7` getCourseType). FEAT is the one assessment; CFX the certification programme. */
export const CourseType = {
  SELF_PACED: 'Self-paced',
  INSTRUCTOR_LED: 'Instructor-led',
  CERTIFICATION: 'Certification',
  ASSESSMENT: 'Assessment',
} as const;
export type CourseType = (typeof CourseType)[keyof typeof CourseType];
export const COURSE_TYPES: readonly CourseType[] = Object.values(CourseType);

/** Levels in teaching order (`001 §7` productlevellist). */
export const PRODUCT_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export interface Category {
  categoryId: number;
  categoryName: string;
}

/** A catalogue product as the product service returns it. Prices are in rupees with paise as decimals. */
export interface Product {
  productID: number;
  productName: string;
  productType: ProductType;
  description: string;
  categoryId: number;
  categoryName: string;
  subjectArea: string;
  level: string;
  durationMinutes: number;
  productPrice: number;
  isFree: boolean;
  imageUrl: string | null;
  instructor: string | null;
  rating: number | null;
  /** One of COURSE_TYPES; null for a product not yet classified. */
  courseType: string | null;
  /** Days of access after enrolment; null means no end. */
  validityDays: number | null;
  /** Names of the 'looking for' tags the product is mapped to, alphabetical. */
  lookingFor: string[];
  /** The parent course when this product is an add-on (`001 §7` getAllAddOnCourses), else null. */
  parentProductId: number | null;
}

/** A prerequisite of a product, in the order it is to be taken (`001 §7` checkProductSequence). */
export interface ProductSequenceItem {
  sequence: number;
  productID: number;
  productName: string;
  productType: ProductType;
}

/** productdetails: the product and what hangs off it. Heavy fields live here, not in the list. */
export interface ProductDetails extends Product {
  addOns: Product[];
  parent: Product | null;
  prerequisites: ProductSequenceItem[];
}

export interface LookingForTag {
  lookingForId: number;
  name: string;
}

/** productprice and video/videoprice. */
export interface ProductPrice {
  productID: number;
  productPrice: number;
  isFree: boolean;
}

/** checkIfChildOrParentExists: whether a product has add-ons (parent) or is one (child). */
export interface AddOnRelation {
  productID: number;
  isParent: boolean;
  isChild: boolean;
}

/** Query of the product list. Every field is optional; page is 1-based. */
export interface ProductListQuery {
  type?: ProductType;
  search?: string;
  categoryId?: number;
  level?: string;
  freeOnly?: boolean;
  subjectArea?: string;
  courseType?: string;
  /** A 'looking for' tag name. */
  lookingFor?: string;
  page?: number;
  limit?: number;
}

export const PRODUCT_LIST_MAX_LIMIT = 50;

const clientPaths = {
  COURSES: '/courses',
  COURSE: '/courses/:id',
  VIDEOS: '/videos',
  VIDEO: '/videos/:id',
} as const;

/**
 * `001 §7` subscribe (named without behaviour): a learner takes a free product at once, without the cart
 * and an order; a product with a price is bought through the cart (rest-contract.md).
 */
export interface SubscribeRequest {
  studentPartyID: number;
  productID: number;
}

export interface Subscription {
  productID: number;
  productName: string;
  /** ISO date-time. */
  enrolledAt: string;
  /** ISO date-time the access ends; null: no end. */
  validUntil: string | null;
}

export const SUBSCRIBE_NOT_FREE = 'This product is not free. Please add it to your cart to buy it.';

const C = { ...sharedContract.reasons.codes, ...learningContract.reasons.codes };

/** subscribe: an unknown or withdrawn product, one the learner holds, one with a price (its message). */
export const SubscribeReasons = [C.NOT_FOUND, C.ALREADY_ENROLLED, C.VALIDATION_FAILED] as const;
export type SubscribeReason = (typeof SubscribeReasons)[number];

export const catalogueContract = defineFeatureContract({
  feature: 'catalogue',
  refusals: [SubscribeReasons],
  clientPaths,
  clientRoutes: {
    product: (type: 'COURSE' | 'VIDEO', productId: number | string): string =>
      `${type === 'VIDEO' ? clientPaths.VIDEOS : clientPaths.COURSES}/${productId}`,
  },
});

/**
 * `001 §7` Lookups vocational courses (POST): the active courses an open job recommends, the training that
 * leads to a job, with how many open jobs recommend each (this system's reading, rest-contract.md).
 */
export interface VocationalCourse extends Product {
  openJobs: number;
}

/** vocational courses' body: an optional search of name, description and subject area. */
export interface VocationalCoursesRequest {
  search?: string;
}

/** `001 §7` productName: a product's name and type by its id (for a screen that holds only the id). */
export interface ProductName {
  productID: number;
  productName: string;
  productType: ProductType;
}

/** The most parents getAddonProductList answers for at once (a cart's courses). */
export const ADD_ON_PARENTS_MAX = 50;

export const catalogueRestPaths = {
  feature: 'catalogue',
  restPaths: {
    PRODUCT_LIST: '/finx-fc-product/api/v1/productlist',
    /** `001 §7` subscribe: a learner takes a free product at once (SubscribeRequest). */
    SUBSCRIBE: '/finx-fc-product/api/v1/subscribe',
    /** `001 §7` Lookups vocational courses (POST). */
    VOCATIONAL_COURSES: '/finx-fc-product/api/v1/vocationalCourses',
    /** `001 §7` productName (`?productID=`) and getAddonProductList (`?productIDs=1,2`: the active add-ons of
     * those courses together): rest-contract.md. */
    PRODUCT_NAME: '/finx-fc-product/api/v1/productName',
    ADD_ON_PRODUCT_LIST: '/finx-fc-product/api/v1/getAddonProductList',
    PRODUCT_DETAILS: '/finx-fc-product/api/v1/productdetails',
    PRODUCTS_BY_IDS: '/finx-fc-product/api/v1/product',
    CATEGORIES: '/finx-fc-product/api/v1/category',
    SUBJECT_AREAS: '/finx-fc-product/api/v1/subjectArea',
    LOOKING_FOR: '/finx-fc-product/api/v1/lookingfor',
    COURSE_TYPES: '/finx-fc-product/api/v1/getCourseType',
    PRODUCT_LEVELS: '/finx-fc-product/api/v1/productlevellist',
    ALL_ADD_ON_COURSES: '/finx-fc-product/api/v1/getAllAddOnCourses',
    SELECTED_ADD_ON_COURSES: '/finx-fc-product/api/v1/getSelectedAddOnCourses',
    ADD_ON_RELATION: '/finx-fc-product/api/v1/checkIfChildOrParentExists',
    MAX_PARENT_PRICE: '/finx-fc-product/api/v1/getMaxPriceOfParentCourses',
    PRODUCT_SEQUENCE: '/finx-fc-product/api/v1/checkProductSequence',
    PREREQUISITE_COUNT: '/finx-fc-product/api/v1/prerequisite/count',
    PRODUCT_PRICE: '/finx-fc-product/api/v1/productprice',
    VIDEO_PRICE: '/finx-fc-product/api/v1/video/videoprice',
  },
} as const satisfies RestPathTable;

import {
  defineFeatureContract,
  reasonsOf,
  type RestPathTable,
  withParam,
  withQuery,
} from './feature-contract';
import { sharedContract } from './shared';

/**
 * Catalogue management for staff (issue 13 item 2, `001 §7` allproduct, product, module/allmodule,
 * productprice). The spec shows none of these payloads; the fields are this system's, named as the
 * learner catalogue names them (productID, productName, productPrice in rupees).
 */

/** The columns the staff product list sorts by. */
export const StaffProductSortField = {
  NAME: 'name',
  PRICE: 'price',
  CREATED: 'created',
} as const;
export type StaffProductSortField = (typeof StaffProductSortField)[keyof typeof StaffProductSortField];

export const STAFF_PRODUCT_MAX_PAGE_SIZE = 100;

/** One row of the staff product list (/course-list): active and inactive products alike. */
export interface StaffProductRow {
  productID: number;
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  description: string;
  categoryId: number;
  categoryName: string;
  subjectArea: string;
  level: string;
  durationMinutes: number;
  /** Rupees. */
  productPrice: number;
  courseType: string | null;
  validityDays: number | null;
  parentProductId: number | null;
  active: boolean;
  moduleCount: number;
  createdDate: string;
  /** Categories beyond the main one (`updateCategoryMap`); the catalogue's category filter matches either. */
  extraCategoryIds: number[];
  /** The 'looking for' options the course is mapped to (`updateLookingforMap`). */
  lookingForIds: number[];
}

/** updateCategoryMap's body: the course's extra categories (the main one stays `categoryId`). */
export interface CategoryMapRequest {
  productID: number;
  categoryIds: number[];
}

/** updateLookingforMap's body: the course's 'looking for' options, replacing the current ones. */
export interface LookingForMapRequest {
  productID: number;
  lookingForIds: number[];
}

/** product/save's body: `productID` absent creates a product (inactive until staff activate it). */
export interface ProductSaveRequest {
  productID?: number;
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  description: string;
  categoryId: number;
  subjectArea: string;
  level: string;
  durationMinutes: number;
  productPrice: number;
  courseType: string | null;
  validityDays: number | null;
  parentProductId: number | null;
}

/** product/status's body: activate (shown in the learner catalogue at once) or deactivate. */
export interface ProductStatusRequest {
  productID: number;
  active: boolean;
}

/** One module of a product (/modules-list, admin only). */
export interface StaffModuleRow {
  moduleId: number;
  productID: number;
  productName: string;
  sequence: number;
  title: string;
  /** An inactive module is hidden from learners' course content. */
  active: boolean;
}

/** module/status's body. */
export interface ModuleStatusRequest {
  moduleId: number;
  active: boolean;
}

/** module's body: a new module at the end of the product's sequence. */
export interface ModuleSaveRequest {
  productID: number;
  title: string;
}

/** /add-product-validity's body: days of access after enrolment; null means access never ends. */
export interface ProductValidityRequest {
  productID: number;
  validityDays: number | null;
}

/** One prerequisite of a product, in the order the learner takes them (`001 §7` getProductPreRequisite). */
export interface StaffPrerequisiteRow {
  sequence: number;
  productID: number;
  productName: string;
}

/** The prerequisites of a product, replaced whole and in order (`001 §7` checkProductSequence). */
export interface ProductPrerequisitesRequest {
  productID: number;
  prerequisiteIds: number[];
}

/** At most this many prerequisites on one product: a longer chain is a learning path. */
export const PRODUCT_PREREQUISITES_MAX = 20;

const reasons = reasonsOf({
  // The add-on rule of `001 §7` getMaxPriceOfParentCourses: an add-on costs at most its dearest parent.
  CATALOGUE_ADD_ON_PRICE: 'An add-on course cannot cost more than its parent course.',
  CATALOGUE_BELOW_ADD_ON:
    'This course has an add-on that costs more than the new price. Lower the add-on price first.',
  CATALOGUE_PARENT_INVALID:
    'The parent must be another course that is not itself an add-on, and a course with add-ons cannot become one.',
  CATALOGUE_CATEGORY_UNKNOWN: 'Please select a category',
  // `001 §7` checkProductSequence: prerequisites form an order, never a loop.
  CATALOGUE_PREREQUISITE_SELF: 'A course cannot be its own prerequisite.',
  CATALOGUE_PREREQUISITE_CYCLE:
    'This prerequisite already requires this course, directly or through others. A course cannot require a course that comes after it.',
  CATALOGUE_PREREQUISITE_UNKNOWN: 'Please select existing products as prerequisites.',
  CATALOGUE_LOOKING_FOR_UNKNOWN: "Please select existing 'looking for' options.",
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

export const CatalogueAdminReasons = [
  C.NOT_FOUND,
  C.CATALOGUE_ADD_ON_PRICE,
  C.CATALOGUE_BELOW_ADD_ON,
  C.CATALOGUE_PARENT_INVALID,
  C.CATALOGUE_CATEGORY_UNKNOWN,
  C.CATALOGUE_PREREQUISITE_SELF,
  C.CATALOGUE_PREREQUISITE_CYCLE,
  C.CATALOGUE_PREREQUISITE_UNKNOWN,
  C.CATALOGUE_LOOKING_FOR_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type CatalogueAdminReason = (typeof CatalogueAdminReasons)[number];

/** Catalogue management (issue 13 item 2): admin or ops, except /modules-list (admin only). */
const clientPaths = {
  COURSE_LIST: '/course-list',
  ADD_COURSE: '/add-course',
  EDIT_COURSE: '/edit-course/:id',
  MODULES_LIST: '/modules-list',
  /** `001 §2` admin or ops: each product's validity in days; the add page edits one (?productId=). */
  PRODUCT_VALIDITY_LIST: '/product-validity-list',
  ADD_PRODUCT_VALIDITY: '/add-product-validity',
} as const;

export const catalogueAdminContract = defineFeatureContract({
  feature: 'catalogue-admin',
  reasons,
  refusals: [CatalogueAdminReasons],
  clientPaths,
  clientRoutes: {
    courseList: (): string => clientPaths.COURSE_LIST,
    addCourse: (): string => clientPaths.ADD_COURSE,
    editCourse: (productId: number | string): string => withParam(clientPaths.EDIT_COURSE, 'id', productId),
    modulesList: (): string => clientPaths.MODULES_LIST,
    productValidityList: (): string => clientPaths.PRODUCT_VALIDITY_LIST,
    addProductValidity: (productId?: number): string =>
      withQuery(clientPaths.ADD_PRODUCT_VALIDITY, productId === undefined ? {} : { productId }),
  },
});

export const catalogueAdminRestPaths = {
  feature: 'catalogue-admin',
  restPaths: {
    /** `001 §7` allproduct: every product, active or not, for staff (/course-list), paged and filtered. */
    STAFF_PRODUCTS: '/finx-fc-product/api/v1/allproduct',
    /** `001 §7` product: one product for staff, with its modules (/edit-course). */
    STAFF_PRODUCT: '/finx-fc-product/api/v1/product/staff',
    /** `001 §7` product (write): create or edit a product (/add-course, /edit-course). */
    PRODUCT_SAVE: '/finx-fc-product/api/v1/product/save',
    /** Product active/inactive toggle (`001 §4`). */
    PRODUCT_STATUS: '/finx-fc-product/api/v1/product/status',
    /** `001 §7` module/allmodule (/modules-list, admin only) and module (add one to a product). */
    ALL_MODULES: '/finx-fc-product/api/v1/module/allmodule',
    MODULE_SAVE: '/finx-fc-product/api/v1/module',
    /** `001 §7` validity variants: a product's validity in days (/add-product-validity). */
    PRODUCT_VALIDITY: '/finx-fc-product/api/v1/product/validity',
    /** `001 §7` getProductPreRequisite and checkProductSequence (write): a product's prerequisites in order. */
    PRODUCT_PREREQUISITES: '/finx-fc-product/api/v1/product/prerequisites',
    /** `001 §7` module status: activate or deactivate a module (/modules-list); PUT MODULE_SAVE edits one. */
    MODULE_STATUS: '/finx-fc-product/api/v1/module/status',
    /** `001 §7` updateCategoryMap and updateLookingforMap: a course's categories and 'looking for' options. */
    CATEGORY_MAP: '/finx-fc-product/api/v1/updateCategoryMap',
    LOOKING_FOR_MAP: '/finx-fc-product/api/v1/updateLookingforMap',
  },
} as const satisfies RestPathTable;

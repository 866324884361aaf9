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

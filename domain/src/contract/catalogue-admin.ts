import {
  defineFeatureContract,
  reasonsOf,
  type RestPathTable,
  withParam,
  withQuery,
} from './feature-contract';
import type { LessonKind } from './learning';
import { sharedContract } from './shared';
import { videosContract } from './videos';

export * from './catalogue-admin-reports';

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
  /** How many lessons it has; an active course needs at least one in each active module. */
  lessonCount: number;
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

/*
 * Course lessons (issue 28 item 2, docs/decisions/course-lessons.md): admin add, edit, order and remove
 * the lessons of a module (/course-lessons/:moduleId); a course is sold only with a lesson in each of
 * its active modules.
 */

/** A lesson document's largest size: a course's handout, well above a learner's own 2 MB document. */
export const LESSON_DOCUMENT_MAX_MB = 10;
export const LESSON_DOCUMENT_MAX_BYTES = LESSON_DOCUMENT_MAX_MB * 1024 * 1024;
/** The longest a document or link lesson is said to take (10 hours). */
export const LESSON_MINUTES_MAX = 600;
/** The longest video a lesson plays (10 hours): a longer reading of a file's length is a broken file. */
export const LESSON_VIDEO_MAX_SECONDS = 36_000;
export const LESSON_TITLE_MAX = 200;
export const LESSON_URL_MAX = 1000;

/** A video's length as a lesson's minutes: whole minutes, rounded up (a 1-second clip lasts 1 min). */
export const lessonMinutesOf = (seconds: number): number => Math.ceil(seconds / 60);

/** A lesson as admin edit it (/course-lessons/:moduleId). */
export interface StaffLessonRow {
  lessonId: number;
  moduleId: number;
  sequence: number;
  kind: LessonKind;
  title: string;
  minutes: number;
  /** A video's or document's file name as it was uploaded; null for a link or a test. */
  fileName: string | null;
  /** A video's or document's signed link for the staff member who asked; null for a link or a test. */
  previewUrl: string | null;
  /** A link's address; null for the other kinds. */
  url: string | null;
  /** A test's assessment: the product whose question bank it is (the course itself). */
  assessmentProductId: number | null;
  /** Learners who have completed it: a lesson someone completed is kept (edited, never removed). */
  completions: number;
}

/** A module's lessons editor: the module, whether its course is on sale, its built-in test, its lessons. */
export interface CourseLessonsView {
  module: StaffModuleRow;
  productActive: boolean;
  /** The course's built-in test (its own question bank), or null when it has no questions. */
  assessment: { questionCount: number; minutes: number } | null;
  lessons: StaffLessonRow[];
}

/**
 * module/lesson's body: a new lesson at the end of the module (no `lessonId`) or an edit. A video's
 * minutes come from `durationSeconds`, the file's length as the browser read it, rounded up; a
 * document's and a link's from `minutes`; a test lasts as long as the assessment does. `file` (base64)
 * is required for a new video or document lesson and replaces the file of an existing one.
 */
export interface LessonSaveRequest {
  moduleId: number;
  lessonId?: number;
  kind: LessonKind;
  title: string;
  minutes?: number | null;
  durationSeconds?: number | null;
  url?: string | null;
  file?: { fileName: string; content: string } | null;
}

/** module/lesson/move's body: one place up or down; the first and last stay where they are. */
export interface LessonMoveRequest {
  lessonId: number;
  direction: 'up' | 'down';
}

/**
 * The gateway's route for a video or document lesson with its file: the bytes as the body
 * (application/octet-stream), the lesson's fields in the headers below; it answers `{ lessons,
 * userErrors }` like the GraphQL mutation that saves a lesson without a file.
 */
export const LESSON_UPLOAD_PATH = '/documents/lesson-upload';
export const LessonUploadHeader = {
  MODULE_ID: 'x-module-id',
  LESSON_ID: 'x-lesson-id',
  KIND: 'x-lesson-kind',
  TITLE: 'x-lesson-title',
  MINUTES: 'x-lesson-minutes',
  DURATION_SECONDS: 'x-duration-seconds',
  FILE_NAME: 'x-file-name',
} as const;

/** The refusals that name a module: the reason code's message says the same without the name. */
export const CourseLessonsText = {
  moduleEmpty: (title: string): string =>
    `Module '${title}' has no lessons. Add a lesson to it, or deactivate the module, before activating the course.`,
  moduleEmptyOnSale: (title: string): string =>
    `Module '${title}' has no lessons and its course is on sale. Add a lesson to it before activating it.`,
  lastModuleOnSale: (title: string): string =>
    `Module '${title}' holds the only lessons of a course on sale. Deactivate the course before this module.`,
} as const;

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
  // Issue 28 item 2: nobody buys a course with nothing in it.
  COURSE_NO_LESSONS:
    'This course has no lessons yet. Add a module with at least one lesson before activating it.',
  COURSE_MODULE_NO_LESSONS:
    'A module of this course has no lessons. Add a lesson to it, or deactivate the module, before activating the course.',
  LESSON_HAS_PROGRESS:
    'Learners have completed this lesson, so it cannot be removed: their progress would change. Edit it instead.',
  LESSON_LAST_ON_SALE:
    'This is the last lesson of an active module of a course on sale. Add another lesson first, or deactivate the module.',
  LESSON_NO_ASSESSMENT:
    'This course has no built-in test yet: a test lesson opens the course’s own assessment, which has no questions.',
  LESSON_DOCUMENT_INVALID: 'Invalid File Format. Please upload a PDF document.',
  LESSON_DOCUMENT_TOO_LARGE: `The document is larger than ${LESSON_DOCUMENT_MAX_MB} MB. Please upload a smaller file.`,
});
const C = { ...sharedContract.reasons.codes, ...videosContract.reasons.codes, ...reasons.codes };

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

/** Switching a product or a module on or off: an active course has a lesson in each active module. */
export const CourseStatusReasons = [
  C.NOT_FOUND,
  C.COURSE_NO_LESSONS,
  C.COURSE_MODULE_NO_LESSONS,
  C.VALIDATION_FAILED,
] as const;
export type CourseStatusReason = (typeof CourseStatusReasons)[number];

/** A module's lessons: adding, editing, moving and removing one (issue 28 item 2). */
export const CourseLessonsReasons = [
  C.NOT_FOUND,
  C.LESSON_HAS_PROGRESS,
  C.LESSON_LAST_ON_SALE,
  C.LESSON_NO_ASSESSMENT,
  C.VIDEO_INVALID_FORMAT,
  C.VIDEO_TOO_LARGE,
  C.LESSON_DOCUMENT_INVALID,
  C.LESSON_DOCUMENT_TOO_LARGE,
  C.VALIDATION_FAILED,
] as const;
export type CourseLessonsReason = (typeof CourseLessonsReasons)[number];

/** Catalogue management (issue 13 item 2): admin or ops, except /modules-list (admin only). */
const clientPaths = {
  COURSE_LIST: '/course-list',
  ADD_COURSE: '/add-course',
  EDIT_COURSE: '/edit-course/:id',
  MODULES_LIST: '/modules-list',
  /** `001 §2` admin or ops: each product's validity in days; the add page edits one (?productId=). */
  PRODUCT_VALIDITY_LIST: '/product-validity-list',
  ADD_PRODUCT_VALIDITY: '/add-product-validity',
  /** Not in the spec: a module's lessons (issue 28 item 2), admin only as /modules-list is. */
  COURSE_LESSONS: '/course-lessons/:moduleId',
} as const;

export const catalogueAdminContract = defineFeatureContract({
  feature: 'catalogue-admin',
  reasons,
  refusals: [CatalogueAdminReasons, CourseStatusReasons, CourseLessonsReasons],
  clientPaths,
  clientRoutes: {
    courseList: (): string => clientPaths.COURSE_LIST,
    addCourse: (): string => clientPaths.ADD_COURSE,
    editCourse: (productId: number | string): string => withParam(clientPaths.EDIT_COURSE, 'id', productId),
    modulesList: (): string => clientPaths.MODULES_LIST,
    productValidityList: (): string => clientPaths.PRODUCT_VALIDITY_LIST,
    addProductValidity: (productId?: number): string =>
      withQuery(clientPaths.ADD_PRODUCT_VALIDITY, productId === undefined ? {} : { productId }),
    courseLessons: (moduleId: number | string): string =>
      withParam(clientPaths.COURSE_LESSONS, 'moduleId', moduleId),
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
    /** Not in the spec (issue 28 item 2): a module's lessons for admin (GET `?moduleId=`). */
    MODULE_LESSONS: '/finx-fc-product/api/v1/module/lessons',
    /** POST adds or edits a lesson (with its file, base64); DELETE `?lessonId=` removes one. */
    LESSON_SAVE: '/finx-fc-product/api/v1/module/lesson',
    /** A lesson one place up or down in its module. */
    LESSON_MOVE: '/finx-fc-product/api/v1/module/lesson/move',
    /** `001 §7` productJobHistory, updateAddOnCourse, video/reportlist (catalogue-admin-reports.ts). */
    PRODUCT_JOB_HISTORY: '/finx-fc-product/api/v1/productJobHistory',
    UPDATE_ADD_ON_COURSE: '/finx-fc-product/api/v1/updateAddOnCourse',
    VIDEO_REPORT_LIST: '/finx-fc-product/api/v1/video/reportlist',
  },
} as const satisfies RestPathTable;

import type { CatalogueAdminReason, CourseStatusReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type {
  CategoryMapInput,
  LookingForMapInput,
  ModuleInput,
  ProductInput,
  ProductPrerequisitesInput,
  ProductValidityInput,
} from './catalogue-admin.types';

/** Saving a product: each refusal on the field it is about. */
export const SAVE_FIELDS = {
  NOT_FOUND: inputPath<ProductInput>('productId'),
  CATALOGUE_ADD_ON_PRICE: inputPath<ProductInput>('productPrice'),
  CATALOGUE_BELOW_ADD_ON: inputPath<ProductInput>('productPrice'),
  CATALOGUE_PARENT_INVALID: inputPath<ProductInput>('parentProductId'),
  CATALOGUE_CATEGORY_UNKNOWN: inputPath<ProductInput>('categoryId'),
  CATALOGUE_PREREQUISITE_SELF: null,
  CATALOGUE_PREREQUISITE_CYCLE: null,
  CATALOGUE_PREREQUISITE_UNKNOWN: null,
  CATALOGUE_LOOKING_FOR_UNKNOWN: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CatalogueAdminReason>;

/** Activating or deactivating: the product named; a module without lessons is the course's as a whole. */
export const STATUS_FIELDS = {
  NOT_FOUND: 'productId',
  COURSE_NO_LESSONS: 'productId',
  COURSE_MODULE_NO_LESSONS: 'productId',
  VALIDATION_FAILED: 'productId',
} as const satisfies FieldMap<CourseStatusReason>;

/** Adding a module. */
export const MODULE_FIELDS = {
  NOT_FOUND: inputPath<ModuleInput>('productId'),
  CATALOGUE_ADD_ON_PRICE: null,
  CATALOGUE_BELOW_ADD_ON: null,
  CATALOGUE_PARENT_INVALID: null,
  CATALOGUE_CATEGORY_UNKNOWN: null,
  CATALOGUE_PREREQUISITE_SELF: null,
  CATALOGUE_PREREQUISITE_CYCLE: null,
  CATALOGUE_PREREQUISITE_UNKNOWN: null,
  CATALOGUE_LOOKING_FOR_UNKNOWN: null,
  VALIDATION_FAILED: inputPath<ModuleInput>('title'),
} as const satisfies FieldMap<CatalogueAdminReason>;

/** Setting a product's validity. */
export const VALIDITY_FIELDS = {
  NOT_FOUND: inputPath<ProductValidityInput>('productId'),
  CATALOGUE_ADD_ON_PRICE: null,
  CATALOGUE_BELOW_ADD_ON: null,
  CATALOGUE_PARENT_INVALID: null,
  CATALOGUE_CATEGORY_UNKNOWN: null,
  CATALOGUE_PREREQUISITE_SELF: null,
  CATALOGUE_PREREQUISITE_CYCLE: null,
  CATALOGUE_PREREQUISITE_UNKNOWN: null,
  CATALOGUE_LOOKING_FOR_UNKNOWN: null,
  VALIDATION_FAILED: inputPath<ProductValidityInput>('validityDays'),
} as const satisfies FieldMap<CatalogueAdminReason>;

/** Setting a product's prerequisites: the sequence check is about the list as a whole. */
export const PREREQUISITE_FIELDS = {
  NOT_FOUND: inputPath<ProductPrerequisitesInput>('productId'),
  CATALOGUE_ADD_ON_PRICE: null,
  CATALOGUE_BELOW_ADD_ON: null,
  CATALOGUE_PARENT_INVALID: null,
  CATALOGUE_CATEGORY_UNKNOWN: null,
  CATALOGUE_PREREQUISITE_SELF: inputPath<ProductPrerequisitesInput>('prerequisiteIds'),
  CATALOGUE_PREREQUISITE_CYCLE: inputPath<ProductPrerequisitesInput>('prerequisiteIds'),
  CATALOGUE_PREREQUISITE_UNKNOWN: inputPath<ProductPrerequisitesInput>('prerequisiteIds'),
  CATALOGUE_LOOKING_FOR_UNKNOWN: null,
  VALIDATION_FAILED: inputPath<ProductPrerequisitesInput>('prerequisiteIds'),
} as const satisfies FieldMap<CatalogueAdminReason>;

/** No code is about one field: the base the maps below override. */
const WHOLE_REQUEST = {
  NOT_FOUND: null,
  CATALOGUE_ADD_ON_PRICE: null,
  CATALOGUE_BELOW_ADD_ON: null,
  CATALOGUE_PARENT_INVALID: null,
  CATALOGUE_CATEGORY_UNKNOWN: null,
  CATALOGUE_PREREQUISITE_SELF: null,
  CATALOGUE_PREREQUISITE_CYCLE: null,
  CATALOGUE_PREREQUISITE_UNKNOWN: null,
  CATALOGUE_LOOKING_FOR_UNKNOWN: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CatalogueAdminReason>;

/** Renaming a module (scalar arguments). */
export const MODULE_EDIT_FIELDS = {
  ...WHOLE_REQUEST,
  NOT_FOUND: 'moduleId',
  VALIDATION_FAILED: 'title',
} as const satisfies FieldMap<CatalogueAdminReason>;

/** Switching a module on or off. */
export const MODULE_STATUS_FIELDS = {
  NOT_FOUND: 'moduleId',
  COURSE_NO_LESSONS: 'moduleId',
  COURSE_MODULE_NO_LESSONS: 'moduleId',
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CourseStatusReason>;

/** A course's extra categories. */
export const CATEGORY_MAP_FIELDS = {
  ...WHOLE_REQUEST,
  NOT_FOUND: inputPath<CategoryMapInput>('productId'),
  CATALOGUE_CATEGORY_UNKNOWN: inputPath<CategoryMapInput>('categoryIds'),
  VALIDATION_FAILED: inputPath<CategoryMapInput>('categoryIds'),
} as const satisfies FieldMap<CatalogueAdminReason>;

/** A course's 'looking for' options. */
export const LOOKING_FOR_MAP_FIELDS = {
  ...WHOLE_REQUEST,
  NOT_FOUND: inputPath<LookingForMapInput>('productId'),
  CATALOGUE_LOOKING_FOR_UNKNOWN: inputPath<LookingForMapInput>('lookingForIds'),
  VALIDATION_FAILED: inputPath<LookingForMapInput>('lookingForIds'),
} as const satisfies FieldMap<CatalogueAdminReason>;

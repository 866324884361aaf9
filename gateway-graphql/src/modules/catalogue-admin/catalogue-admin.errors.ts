import type { CatalogueAdminReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { ModuleInput, ProductInput } from './catalogue-admin.types';

/** Saving a product: each refusal on the field it is about. */
export const SAVE_FIELDS = {
  NOT_FOUND: inputPath<ProductInput>('productId'),
  CATALOGUE_ADD_ON_PRICE: inputPath<ProductInput>('productPrice'),
  CATALOGUE_BELOW_ADD_ON: inputPath<ProductInput>('productPrice'),
  CATALOGUE_PARENT_INVALID: inputPath<ProductInput>('parentProductId'),
  CATALOGUE_CATEGORY_UNKNOWN: inputPath<ProductInput>('categoryId'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CatalogueAdminReason>;

/** Activating or deactivating: only the product named can be at fault. */
export const STATUS_FIELDS = {
  NOT_FOUND: 'productId',
  CATALOGUE_ADD_ON_PRICE: null,
  CATALOGUE_BELOW_ADD_ON: null,
  CATALOGUE_PARENT_INVALID: null,
  CATALOGUE_CATEGORY_UNKNOWN: null,
  VALIDATION_FAILED: 'productId',
} as const satisfies FieldMap<CatalogueAdminReason>;

/** Adding a module. */
export const MODULE_FIELDS = {
  NOT_FOUND: inputPath<ModuleInput>('productId'),
  CATALOGUE_ADD_ON_PRICE: null,
  CATALOGUE_BELOW_ADD_ON: null,
  CATALOGUE_PARENT_INVALID: null,
  CATALOGUE_CATEGORY_UNKNOWN: null,
  VALIDATION_FAILED: inputPath<ModuleInput>('title'),
} as const satisfies FieldMap<CatalogueAdminReason>;

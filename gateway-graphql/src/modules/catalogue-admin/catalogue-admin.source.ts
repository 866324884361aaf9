import {
  type ModuleSaveRequest,
  moduleSchema,
  type ProductSaveRequest,
  productSchema,
  type ProductPrerequisitesRequest,
  type ProductStatusRequest,
  type ProductValidityRequest,
  productValiditySchema,
  RestPath,
  type StaffModuleRow,
  type StaffPrerequisiteRow,
  type StaffProductRow,
  type StaffProductSortField,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { listQuery } from '../shared/list-query';
import { done, failed, refusalOf } from '../shared/user-errors';
import {
  MODULE_FIELDS,
  PREREQUISITE_FIELDS,
  SAVE_FIELDS,
  STATUS_FIELDS,
  VALIDITY_FIELDS,
} from './catalogue-admin.errors';
import type {
  ModuleInput,
  ProductInput,
  ProductPrerequisitesInput,
  ProductValidityInput,
  StaffModule,
  StaffModulePayload,
  StaffPrerequisite,
  StaffPrerequisitesPayload,
  StaffProduct,
  StaffProductPage,
  StaffProductPayload,
} from './catalogue-admin.types';

export interface StaffProductListArgs {
  search: string | null;
  type: 'COURSE' | 'VIDEO' | null;
  active: boolean | null;
  sort: StaffProductSortField;
  descending: boolean;
  page: number;
  limit: number;
}

const toProduct = ({ productID, ...row }: StaffProductRow): StaffProduct => ({
  id: `StaffProduct:${productID}`,
  productId: productID,
  ...row,
});

const toModule = ({ productID, ...row }: StaffModuleRow): StaffModule => ({
  id: `StaffModule:${row.moduleId}`,
  productId: productID,
  ...row,
});

const toPrerequisite = ({ productID, ...row }: StaffPrerequisiteRow): StaffPrerequisite => ({
  id: `StaffPrerequisite:${productID}:${row.sequence}`,
  productId: productID,
  ...row,
});

/** Catalogue management (`001 §7` allproduct, product, productprice, module/allmodule) for staff. */
export class CatalogueAdminSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  /** Filters left empty are not sent. */
  async list(args: StaffProductListArgs): Promise<StaffProductPage> {
    const query = listQuery(args);
    if (args.type) query.type = args.type;
    // An argument left out arrives as undefined, not null: neither is sent.
    if (args.active != null) query.active = String(args.active);
    const envelope = await this.upstream.request<StaffProductRow[], StaffProductRow>({
      method: 'GET',
      path: RestPath.STAFF_PRODUCTS,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toProduct), totalRecords: envelope.totalRecords ?? 0 };
  }

  async one(productId: number): Promise<StaffProduct | null> {
    const result = await this.upstream.call<StaffProductRow>({
      method: 'GET',
      path: RestPath.STAFF_PRODUCT,
      query: { productID: productId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toProduct(row) : null;
  }

  async modules(productId: number | null): Promise<StaffModule[]> {
    const envelope = await this.upstream.request<StaffModuleRow[], StaffModuleRow>({
      method: 'GET',
      path: RestPath.ALL_MODULES,
      query: productId == null ? {} : { productID: productId },
      auth: 'user',
    });
    return listOf(envelope).map(toModule);
  }

  /** The shared rules first, each on its field; then the service, which applies them again. */
  async save(input: ProductInput): Promise<StaffProductPayload> {
    const userErrors = schemaRuleErrors(productSchema, input);
    if (userErrors.length > 0) return { product: null, userErrors };
    const body: ProductSaveRequest = {
      ...(input.productId ? { productID: input.productId } : {}),
      productName: input.productName,
      productType: input.productType as ProductSaveRequest['productType'],
      description: input.description,
      categoryId: input.categoryId,
      subjectArea: input.subjectArea,
      level: input.level,
      durationMinutes: input.durationMinutes,
      productPrice: input.productPrice,
      courseType: input.courseType ?? null,
      validityDays: input.validityDays ?? null,
      parentProductId: input.parentProductId ?? null,
    };
    const result = await this.upstream.call<StaffProductRow>({
      method: 'POST',
      path: RestPath.PRODUCT_SAVE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { product: null, userErrors: [refusalOf(SAVE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { product: row ? toProduct(row) : null, userErrors: [] };
  }

  async setActive(productId: number, active: boolean): Promise<ActionPayload> {
    const body: ProductStatusRequest = { productID: productId, active };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.PRODUCT_STATUS,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, STATUS_FIELDS);
  }

  async addModule(input: ModuleInput): Promise<StaffModulePayload> {
    const userErrors = schemaRuleErrors(moduleSchema, input);
    if (userErrors.length > 0) return { module: null, userErrors };
    const body: ModuleSaveRequest = { productID: input.productId, title: input.title };
    const result = await this.upstream.call<StaffModuleRow>({
      method: 'POST',
      path: RestPath.MODULE_SAVE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { module: null, userErrors: [refusalOf(MODULE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { module: row ? toModule(row) : null, userErrors: [] };
  }

  async setValidity(input: ProductValidityInput): Promise<StaffProductPayload> {
    const userErrors = schemaRuleErrors(productValiditySchema, input);
    if (userErrors.length > 0) return { product: null, userErrors };
    const body: ProductValidityRequest = {
      productID: input.productId,
      validityDays: input.validityDays ?? null,
    };
    const result = await this.upstream.call<StaffProductRow>({
      method: 'POST',
      path: RestPath.PRODUCT_VALIDITY,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { product: null, userErrors: [refusalOf(VALIDITY_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { product: row ? toProduct(row) : null, userErrors: [] };
  }

  async prerequisites(productId: number): Promise<StaffPrerequisite[]> {
    const envelope = await this.upstream.request<never, StaffPrerequisiteRow>({
      method: 'GET',
      path: RestPath.PRODUCT_PREREQUISITES,
      query: { productID: productId },
      auth: 'user',
    });
    return listOf(envelope).map(toPrerequisite);
  }

  /** A course named twice keeps its first place. */
  async setPrerequisites(input: ProductPrerequisitesInput): Promise<StaffPrerequisitesPayload> {
    const body: ProductPrerequisitesRequest = {
      productID: input.productId,
      prerequisiteIds: [...new Set(input.prerequisiteIds)],
    };
    const result = await this.upstream.call<never, StaffPrerequisiteRow>({
      method: 'POST',
      path: RestPath.PRODUCT_PREREQUISITES,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { prerequisites: null, userErrors: [refusalOf(PREREQUISITE_FIELDS, result)] };
    return { prerequisites: listOf(result.envelope).map(toPrerequisite), userErrors: [] };
  }
}

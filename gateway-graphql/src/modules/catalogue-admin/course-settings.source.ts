import {
  type CategoryMapRequest,
  type LookingForMapRequest,
  moduleSchema,
  type ModuleStatusRequest,
  RestPath,
  type StaffProductRow,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { done, failed, refusalOf } from '../shared/user-errors';
import {
  CATEGORY_MAP_FIELDS,
  LOOKING_FOR_MAP_FIELDS,
  MODULE_EDIT_FIELDS,
  MODULE_STATUS_FIELDS,
} from './catalogue-admin.errors';
import type { CategoryMapInput, LookingForMapInput, StaffProductPayload } from './catalogue-admin.types';

const toPayload = (row: StaffProductRow | null | undefined): StaffProductPayload => {
  if (!row) return { product: null, userErrors: [] };
  const { productID, ...rest } = row;
  return { product: { id: `StaffProduct:${productID}`, productId: productID, ...rest }, userErrors: [] };
};

/** Module edit and status, and a course's category and 'looking for' maps (`001 §7`). */
export class CourseSettingsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async renameModule(moduleId: number, title: string): Promise<ActionPayload> {
    const userErrors = schemaRuleErrors(moduleSchema, { title }).map((error) => ({
      ...error,
      field: 'title',
    }));
    if (userErrors.length > 0) return { ok: false, userErrors };
    const result = await this.upstream.call({
      method: 'PUT',
      path: RestPath.MODULE_SAVE,
      query: { moduleId },
      body: { title },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, MODULE_EDIT_FIELDS);
  }

  async setModuleActive(moduleId: number, active: boolean): Promise<ActionPayload> {
    const body: ModuleStatusRequest = { moduleId, active };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.MODULE_STATUS,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, MODULE_STATUS_FIELDS);
  }

  /** An id named twice counts once. */
  async setCategories(input: CategoryMapInput): Promise<StaffProductPayload> {
    const body: CategoryMapRequest = {
      productID: input.productId,
      categoryIds: [...new Set(input.categoryIds)],
    };
    const result = await this.upstream.call<StaffProductRow>({
      method: 'POST',
      path: RestPath.CATEGORY_MAP,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { product: null, userErrors: [refusalOf(CATEGORY_MAP_FIELDS, result)] };
    return toPayload(result.envelope.responseObject);
  }

  async setLookingFor(input: LookingForMapInput): Promise<StaffProductPayload> {
    const body: LookingForMapRequest = {
      productID: input.productId,
      lookingForIds: [...new Set(input.lookingForIds)],
    };
    const result = await this.upstream.call<StaffProductRow>({
      method: 'POST',
      path: RestPath.LOOKING_FOR_MAP,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { product: null, userErrors: [refusalOf(LOOKING_FOR_MAP_FIELDS, result)] };
    return toPayload(result.envelope.responseObject);
  }
}

import {
  type LearningPathRow,
  type LearningPathSaveRequest,
  learningPathSchema,
  type LearningPathStatusRequest,
  RestPath,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { listQuery } from '../shared/list-query';
import { done, failed, refusalOf } from '../shared/user-errors';
import { SAVE_FIELDS, STATUS_FIELDS } from './learning-paths.errors';
import type {
  LearningPath,
  LearningPathInput,
  LearningPathPage,
  LearningPathPayload,
} from './learning-paths.types';

const toPath = (row: LearningPathRow): LearningPath => ({
  id: `LearningPath:${row.pathId}`,
  ...row,
  courses: row.courses.map(({ productID, ...course }) => ({
    id: `LearningPathCourse:${row.pathId}:${productID}`,
    productId: productID,
    ...course,
  })),
});

/** Learning paths: the admin's list and form, and the active paths learners see. */
export class LearningPathsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async list(
    search: string | null,
    active: boolean | null,
    page: number,
    limit: number,
  ): Promise<LearningPathPage> {
    const query = listQuery({ search, page, limit });
    // An argument left out arrives as undefined, not null: neither is sent.
    if (active != null) query.active = String(active);
    const envelope = await this.upstream.request<never, LearningPathRow>({
      method: 'GET',
      path: RestPath.LEARNING_PATHS,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toPath), totalRecords: envelope.totalRecords ?? 0 };
  }

  async one(pathId: number): Promise<LearningPath | null> {
    const result = await this.upstream.call<LearningPathRow>({
      method: 'GET',
      path: RestPath.LEARNING_PATH,
      query: { pathId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toPath(row) : null;
  }

  async active(): Promise<LearningPath[]> {
    const envelope = await this.upstream.request<never, LearningPathRow>({
      method: 'GET',
      path: RestPath.ACTIVE_LEARNING_PATHS,
      auth: 'anonymous',
    });
    return listOf(envelope).map(toPath);
  }

  /** A new path (`pathId` null) or that one changed; the shared rules first, each on its field. */
  async save(pathId: number | null, input: LearningPathInput): Promise<LearningPathPayload> {
    const userErrors = schemaRuleErrors(learningPathSchema, input);
    if (userErrors.length > 0) return { learningPath: null, userErrors };
    const body: LearningPathSaveRequest = {
      name: input.name,
      description: input.description,
      productIds: input.productIds,
    };
    const result = await this.upstream.call<LearningPathRow>({
      method: pathId === null ? 'POST' : 'PUT',
      path: RestPath.LEARNING_PATH,
      ...(pathId === null ? {} : { query: { pathId } }),
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { learningPath: null, userErrors: [refusalOf(SAVE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { learningPath: row ? toPath(row) : null, userErrors: [] };
  }

  async setActive(pathId: number, active: boolean): Promise<ActionPayload> {
    const body: LearningPathStatusRequest = { pathId, active };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.LEARNING_PATH_STATUS,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, STATUS_FIELDS);
  }
}

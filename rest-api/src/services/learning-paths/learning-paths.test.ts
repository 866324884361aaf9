import {
  type LearningPathRow,
  type Product,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
  type StaffModuleRow,
  type StaffProductRow,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CATEGORY } from '../../db/seed';
import { LookingForId } from '../../db/seed/catalogue-depth';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let learner: RestTestClient;
let visitor: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
  visitor = await api.anonymous();
}, 60_000);
afterAll(() => api?.close());

// Seed: 3020 (Credit Risk Management and Basel III) needs 3011 and then 3002.
const RETAIL = 3011;
const MSME = 3002;
const BASEL = 3020;
const path = (productIds: number[], name = 'Credit career') => ({
  name,
  description: 'From retail lending to credit risk.',
  productIds,
});
const activePaths = async () =>
  (await visitor.get<never, LearningPathRow>(RestPath.ACTIVE_LEARNING_PATHS)).body.responseListObject ?? [];
const auditOf = async (entityType: string, entityId: number) =>
  (
    await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityType, entityId: String(entityId) },
    })
  ).body.responseListObject ?? [];

describe('learning paths (issue 13 item 2, /learning-path)', () => {
  it('is admin only, like the screen; the active paths are public', async () => {
    expect((await ops.get(RestPath.LEARNING_PATHS)).status).toBe(403);
    expect((await learner.post(RestPath.LEARNING_PATH, path([RETAIL]))).status).toBe(403);
    expect((await ops.post(RestPath.LEARNING_PATH_STATUS, { pathId: 1, active: true })).status).toBe(403);
    expect((await visitor.get(RestPath.ACTIVE_LEARNING_PATHS)).body.status).toBe('success');
  });

  it('refuses a course placed before its prerequisite, naming both', async () => {
    const refused = await admin.post(RestPath.LEARNING_PATH, path([BASEL, RETAIL, MSME]));
    // The course at fault is named by its place in the list, as data.
    expect(refused.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.LEARNING_PATH_SEQUENCE,
      responseObject: { field: 'productIds.0' },
    });
    expect(refused.body.reasonText).toBe(
      'Credit Risk Management and Basel III needs Retail Loan Processing: Home, Auto and Personal Loans earlier in the path.',
    );
    // A prerequisite missing from the path is refused the same way.
    const skipped = await admin.post(RestPath.LEARNING_PATH, path([RETAIL, BASEL]));
    expect(skipped.body.reasonCode).toBe(ReasonCode.LEARNING_PATH_SEQUENCE);
    expect(skipped.body.reasonText).toContain('needs Credit Appraisal for MSME Loans earlier');
  });

  it('saves an ordered path inactive, shows it once activated, and audits each step', async () => {
    const created = await admin.post<LearningPathRow>(RestPath.LEARNING_PATH, path([RETAIL, MSME, BASEL]));
    expect(created.body.status).toBe('success');
    const saved = created.body.responseObject!;
    expect(saved.active).toBe(false);
    expect(saved.courses.map((course) => [course.sequence, course.productID])).toEqual([
      [1, RETAIL],
      [2, MSME],
      [3, BASEL],
    ]);
    expect((await activePaths()).map((row) => row.pathId)).not.toContain(saved.pathId);

    const on = await admin.post(RestPath.LEARNING_PATH_STATUS, { pathId: saved.pathId, active: true });
    expect(on.body.status).toBe('success');
    const shown = (await activePaths()).find((row) => row.pathId === saved.pathId);
    expect(shown?.courses.map((course) => course.productID)).toEqual([RETAIL, MSME, BASEL]);

    const edited = await admin.request<LearningPathRow>('PUT', RestPath.LEARNING_PATH, {
      query: { pathId: String(saved.pathId) },
      body: path([RETAIL, MSME], 'Credit basics'),
    });
    expect(edited.body.responseObject).toMatchObject({ name: 'Credit basics', active: true });

    const list = await admin.get<never, LearningPathRow>(RestPath.LEARNING_PATHS, {
      query: { search: 'basics' },
    });
    expect(list.body.responseListObject?.map((row) => row.pathId)).toContain(saved.pathId);

    const actions = (await auditOf('learning-path', saved.pathId)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        StaffAction.LEARNING_PATH_CREATE,
        StaffAction.LEARNING_PATH_ACTIVATE,
        StaffAction.LEARNING_PATH_UPDATE,
      ]),
    );
  });

  it('answers unknown courses, videos and bad input with a reason, never a 500', async () => {
    expect((await admin.post(RestPath.LEARNING_PATH, path([99_999_999]))).body.reasonCode).toBe(
      ReasonCode.LEARNING_PATH_COURSE_UNKNOWN,
    );
    expect((await admin.post(RestPath.LEARNING_PATH, path([]))).body.reasonCode).toBe(
      ReasonCode.VALIDATION_FAILED,
    );
    expect((await admin.post(RestPath.LEARNING_PATH, path([RETAIL, RETAIL]))).body.reasonCode).toBe(
      ReasonCode.VALIDATION_FAILED,
    );
    expect((await admin.post(RestPath.LEARNING_PATH, { ...path([RETAIL]), name: 'x' })).body.reasonCode).toBe(
      ReasonCode.VALIDATION_FAILED,
    );
    expect(
      (
        await admin.request('PUT', RestPath.LEARNING_PATH, {
          query: { pathId: '99999999' },
          body: path([RETAIL]),
        })
      ).body.reasonCode,
    ).toBe(ReasonCode.NOT_FOUND);
  });
});

describe('module edit and status, course maps (issue 13 item 2)', () => {
  it('renames a module and hides it from learners; admin only', async () => {
    const [module] = (
      await admin.get<never, StaffModuleRow>(RestPath.ALL_MODULES, { query: { productID: String(RETAIL) } })
    ).body.responseListObject!;
    expect(module?.active).toBe(true);
    const moduleId = module!.moduleId;
    expect(
      (
        await ops.request('PUT', RestPath.MODULE_SAVE, {
          query: { moduleId: String(moduleId) },
          body: { title: 'Renamed' },
        })
      ).status,
    ).toBe(403);
    const renamed = await admin.request('PUT', RestPath.MODULE_SAVE, {
      query: { moduleId: String(moduleId) },
      body: { title: 'Home loans, renamed' },
    });
    expect(renamed.body.status).toBe('success');
    const off = await admin.post(RestPath.MODULE_STATUS, { moduleId, active: false });
    expect(off.body.status).toBe('success');
    const after = (
      await admin.get<never, StaffModuleRow>(RestPath.ALL_MODULES, { query: { productID: String(RETAIL) } })
    ).body.responseListObject!.find((row) => row.moduleId === moduleId);
    expect(after).toMatchObject({ title: 'Home loans, renamed', active: false });
    const actions = (await auditOf('module', moduleId)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([StaffAction.MODULE_UPDATE, StaffAction.MODULE_DEACTIVATE]),
    );
    await admin.post(RestPath.MODULE_STATUS, { moduleId, active: true });
  });

  it('maps a course to more categories and looking-for options; the catalogue filters follow at once', async () => {
    const inCategory = async (categoryId: number) =>
      (
        (
          await learner.get<never, Product>(RestPath.PRODUCT_LIST, {
            query: { categoryId: String(categoryId), limit: '100' },
          })
        ).body.responseListObject ?? []
      ).map((product) => product.productID);
    expect(await inCategory(DEMO_CATEGORY.CAREER_SKILLS)).not.toContain(RETAIL);
    const mapped = await ops.post<StaffProductRow>(RestPath.CATEGORY_MAP, {
      productID: RETAIL,
      categoryIds: [DEMO_CATEGORY.CAREER_SKILLS],
    });
    expect(mapped.body.responseObject?.extraCategoryIds).toEqual([DEMO_CATEGORY.CAREER_SKILLS]);
    expect(await inCategory(DEMO_CATEGORY.CAREER_SKILLS)).toContain(RETAIL);

    const tagged = await ops.post<StaffProductRow>(RestPath.LOOKING_FOR_MAP, {
      productID: RETAIL,
      lookingForIds: [LookingForId.INTERVIEW_PREPARATION],
    });
    expect(tagged.body.responseObject?.lookingForIds).toEqual([LookingForId.INTERVIEW_PREPARATION]);
    const shown = await learner.get<never, Product>(RestPath.PRODUCT_LIST, {
      query: { search: 'Retail Loan Processing' },
    });
    expect(shown.body.responseListObject?.[0]?.lookingFor).toEqual(['Interview preparation']);

    expect(
      (await ops.post(RestPath.CATEGORY_MAP, { productID: RETAIL, categoryIds: [999_999] })).body.reasonCode,
    ).toBe(ReasonCode.CATALOGUE_CATEGORY_UNKNOWN);
    expect(
      (await ops.post(RestPath.LOOKING_FOR_MAP, { productID: RETAIL, lookingForIds: [999] })).body.reasonCode,
    ).toBe(ReasonCode.CATALOGUE_LOOKING_FOR_UNKNOWN);
    expect((await learner.post(RestPath.CATEGORY_MAP, { productID: RETAIL, categoryIds: [] })).status).toBe(
      403,
    );
    const actions = (await auditOf('product', RETAIL)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([StaffAction.PRODUCT_CATEGORIES, StaffAction.PRODUCT_LOOKING_FOR]),
    );
  });
});

import { DEMO_ACCOUNTS, DEMO_CATEGORY } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActiveLearningPathsDocument,
  CreateLearningPathDocument,
  LearningPathsDocument,
  ProductsDocument,
  SetLearningPathActiveDocument,
  SetModuleActiveDocument,
  SetProductCategoriesDocument,
  StaffAuditLogDocument,
  UpdateLearningPathDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 2 (learning paths, module status, category map) through gateway, REST and DB.

// Seed: 3020 (Credit Risk Management and Basel III) needs 3011 and then 3002.
const RETAIL = 3011;
const MSME = 3002;
const BASEL = 3020;
const input = (productIds: number[]) => ({
  name: 'Lending to risk',
  description: 'Three steps.',
  productIds,
});

describe('gateway learning paths and course settings (issue 13 item 2)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    // The shared two-core machine can take minutes to migrate a fresh database under parallel load.
  }, 300_000);
  afterAll(() => stack?.close());

  it('keeps /learning-path to admin: ops and learners are refused, visitors too', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    for (const caller of [ops, learner]) {
      expect(errorCodes(await caller.graphql(LearningPathsDocument, {}))).toEqual(['FORBIDDEN']);
      expect(
        errorCodes(await caller.graphql(CreateLearningPathDocument, { input: input([RETAIL]) })),
      ).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await stack.graphql(CreateLearningPathDocument, { input: input([RETAIL]) }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(errorCodes(await ops.graphql(SetModuleActiveDocument, { moduleId: 1, active: false }))).toEqual([
      'FORBIDDEN',
    ]);
  });

  it('refuses a bad order on the courses with a message naming both; a good one is shown to learners when active', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const bad = await admin.graphql(CreateLearningPathDocument, { input: input([BASEL, RETAIL, MSME]) });
    expectNoInternalErrors(bad);
    expect(bad.body.data?.createLearningPath.userErrors).toEqual([
      {
        code: 'LEARNING_PATH_SEQUENCE',
        field: 'input.productIds.0',
        message:
          'Credit Risk Management and Basel III needs Retail Loan Processing: Home, Auto and Personal Loans earlier in the path.',
      },
    ]);
    const rule = (await admin.data(CreateLearningPathDocument, { input: { ...input([]), name: 'x' } }))
      .createLearningPath.userErrors;
    expect(rule.map((error) => error.field).sort()).toEqual(['input.name', 'input.productIds']);

    const created = (await admin.data(CreateLearningPathDocument, { input: input([RETAIL, MSME, BASEL]) }))
      .createLearningPath;
    expect(created.userErrors).toEqual([]);
    const pathId = created.learningPath!.pathId;
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const seen = async () =>
      (await learner.data(ActiveLearningPathsDocument, {})).activeLearningPaths.find(
        (path) => path.pathId === pathId,
      );
    expect(await seen()).toBeUndefined();

    expect(
      (await admin.data(SetLearningPathActiveDocument, { pathId, active: true })).setLearningPathActive.ok,
    ).toBe(true);
    expect((await seen())?.courses.map((course) => course.productId)).toEqual([RETAIL, MSME, BASEL]);
    // Visitors see the same public list.
    expect(
      (await stack.graphql(ActiveLearningPathsDocument, {})).body.data?.activeLearningPaths.some(
        (path) => path.pathId === pathId,
      ),
    ).toBe(true);

    const moved = (
      await admin.data(UpdateLearningPathDocument, { pathId, input: input([RETAIL, BASEL, MSME]) })
    ).updateLearningPath;
    // The course at fault is named by its place in the input's list: the second.
    expect(moved.userErrors.map((error) => [error.code, error.field])).toEqual([
      ['LEARNING_PATH_SEQUENCE', 'input.productIds.1'],
    ]);
    const missing = (
      await admin.data(UpdateLearningPathDocument, { pathId: 99_999_999, input: input([RETAIL]) })
    ).updateLearningPath;
    expect(missing.userErrors.map((error) => [error.code, error.field])).toEqual([['NOT_FOUND', 'pathId']]);

    const audit = (
      await admin.data(StaffAuditLogDocument, { entityType: 'learning-path', entityId: String(pathId) })
    ).staffAuditLog.rows;
    expect(audit.map((row) => row.action).sort()).toEqual(['learning-path.activate', 'learning-path.create']);
  });

  it('a category map shows the course under that category in the learner catalogue at once', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const listed = async () =>
      (
        await learner.data(ProductsDocument, {
          filter: { categoryId: DEMO_CATEGORY.TRADE_FINANCE, search: 'Retail Loan Processing' },
          page: 1,
          pageSize: 12,
        })
      ).products.items.map((product) => product.productId);
    expect(await listed()).toEqual([]);
    const mapped = (
      await ops.data(SetProductCategoriesDocument, {
        input: { productId: RETAIL, categoryIds: [DEMO_CATEGORY.TRADE_FINANCE] },
      })
    ).setProductCategories;
    expect(mapped.product?.extraCategoryIds).toEqual([DEMO_CATEGORY.TRADE_FINANCE]);
    expect(await listed()).toEqual([RETAIL]);
    const unknown = (
      await ops.data(SetProductCategoriesDocument, { input: { productId: RETAIL, categoryIds: [999_999] } })
    ).setProductCategories;
    expect(unknown.userErrors.map((error) => [error.code, error.field])).toEqual([
      ['CATALOGUE_CATEGORY_UNKNOWN', 'input.categoryIds'],
    ]);
  });
});

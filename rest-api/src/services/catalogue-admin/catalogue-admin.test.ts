import {
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
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let learner: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
}, 60_000);
afterAll(() => api?.close());

const course = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Branch Audit Fundamentals',
  productType: 'COURSE',
  description: 'Concurrent audit, revenue leakage and the audit report of a bank branch.',
  categoryId: DEMO_CATEGORY.BANKING_OPERATIONS,
  subjectArea: 'Audit',
  level: 'Beginner',
  durationMinutes: 300,
  productPrice: 1499.5,
  courseType: null,
  validityDays: 180,
  parentProductId: null,
  ...overrides,
});

const save = (body: unknown, client = ops) => client.post<StaffProductRow>(RestPath.PRODUCT_SAVE, body);
const learnerSees = async (name: string) =>
  (
    (await learner.get<never, Product>(RestPath.PRODUCT_LIST, { query: { search: name } })).body
      .responseListObject ?? []
  ).map((product) => product.productName);
const auditOf = async (entityId: number) =>
  (await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, { query: { entityId: String(entityId) } }))
    .body.responseListObject ?? [];

describe('catalogue management (issue 13 item 2)', () => {
  it('is refused to learners; modules are admin only', async () => {
    expect((await learner.get(RestPath.STAFF_PRODUCTS)).status).toBe(403);
    expect((await save(course(), learner)).status).toBe(403);
    expect((await ops.get(RestPath.ALL_MODULES)).status).toBe(403);
    expect((await ops.post(RestPath.MODULE_SAVE, { productID: 3001, title: 'Intro' })).status).toBe(403);
    expect((await admin.get(RestPath.ALL_MODULES)).body.status).toBe('success');
  });

  it('creates an inactive course, which the learner catalogue shows once activated; each step audited', async () => {
    const created = await save(course());
    expect(created.body.status).toBe('success');
    const product = created.body.responseObject!;
    expect(product).toMatchObject({ productPrice: 1499.5, active: false, moduleCount: 0, validityDays: 180 });
    expect(await learnerSees('Branch Audit Fundamentals')).toEqual([]);

    const module = await admin.post<StaffModuleRow>(RestPath.MODULE_SAVE, {
      productID: product.productID,
      title: 'Concurrent audit',
    });
    expect(module.body.responseObject).toMatchObject({ sequence: 1, title: 'Concurrent audit' });
    // Sold only with something in it (issue 28 item 2): a lesson first.
    const empty = await ops.post(RestPath.PRODUCT_STATUS, { productID: product.productID, active: true });
    expect(empty.body.reasonCode).toBe(ReasonCode.COURSE_MODULE_NO_LESSONS);
    const lesson = await admin.post(RestPath.LESSON_SAVE, {
      moduleId: module.body.responseObject!.moduleId,
      kind: 'link',
      title: 'The audit programme',
      minutes: 20,
      url: 'https://www.rbi.org.in/',
    });
    expect(lesson.body.status).toBe('success');

    const status = await ops.post(RestPath.PRODUCT_STATUS, { productID: product.productID, active: true });
    expect(status.body.status).toBe('success');
    expect(await learnerSees('Branch Audit Fundamentals')).toEqual(['Branch Audit Fundamentals']);

    const edited = await save({ ...course({ productPrice: 999 }), productID: product.productID });
    expect(edited.body.responseObject).toMatchObject({ productPrice: 999, active: true, moduleCount: 1 });

    const actions = (await auditOf(product.productID)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        StaffAction.PRODUCT_CREATE,
        StaffAction.PRODUCT_ACTIVATE,
        StaffAction.PRODUCT_UPDATE,
      ]),
    );
    const update = (await auditOf(product.productID)).find(
      (row) => row.action === StaffAction.PRODUCT_UPDATE,
    );
    expect(update?.before).toMatchObject({ pricePaise: 149_950 });
    expect(update?.after).toMatchObject({ pricePaise: 99_900 });

    const list = await ops.get<never, StaffProductRow>(RestPath.STAFF_PRODUCTS, {
      query: { search: 'Branch Audit', active: 'true' },
    });
    expect(list.body.responseListObject?.map((row) => row.productID)).toEqual([product.productID]);
  });

  it('keeps the add-on rule: an add-on costs at most its parent, a parent not below its add-ons', async () => {
    // 3002 costs 7499 rupees and has the add-on 3012.
    const dear = await save(
      course({ productName: 'Dear add-on', parentProductId: 3002, productPrice: 7500 }),
    );
    expect(dear.body.reasonCode).toBe(ReasonCode.CATALOGUE_ADD_ON_PRICE);
    const ok = await save(course({ productName: 'Fair add-on', parentProductId: 3002, productPrice: 7499 }));
    expect(ok.body.status).toBe('success');
    const nested = await save(
      course({
        productName: 'Nested add-on',
        parentProductId: ok.body.responseObject!.productID,
        productPrice: 1,
      }),
    );
    expect(nested.body.reasonCode).toBe(ReasonCode.CATALOGUE_PARENT_INVALID);
    const parent = (await ops.get<StaffProductRow>(RestPath.STAFF_PRODUCT, { query: { productID: '3002' } }))
      .body.responseObject!;
    const { productID, moduleCount: _m, active: _a, categoryName: _c, createdDate: _d, ...fields } = parent;
    const cheaper = await save({ ...fields, productID, productPrice: 100 });
    expect(cheaper.body.reasonCode).toBe(ReasonCode.CATALOGUE_BELOW_ADD_ON);
  });

  it('answers bad input with the rule’s message, never a 500', async () => {
    const bad = await save(course({ productName: 'x' }));
    expect(bad.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.VALIDATION_FAILED });
    expect(bad.body.reasonText).toBe('Please enter a product name of 3 to 200 characters');
    expect((await save(course({ productPrice: 10.005 }))).body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    expect((await save(course({ categoryId: 999_999 }))).body.reasonCode).toBe(
      ReasonCode.CATALOGUE_CATEGORY_UNKNOWN,
    );
    expect((await save({ ...course(), productID: 99_999_999 })).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await ops.post(RestPath.PRODUCT_STATUS, { productID: 'x', active: true })).status).toBe(400);
  });
});

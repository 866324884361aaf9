import { DEMO_ACCOUNTS, DEMO_CATEGORY } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddProductModuleDocument,
  ProductsDocument,
  SaveCourseLessonDocument,
  SaveProductDocument,
  SetProductActiveDocument,
  StaffAuditLogDocument,
  StaffModulesDocument,
  StaffProductDocument,
  StaffProductsDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 2 through the real gateway and rest-api: staff manage the catalogue the learner sees.

const course = {
  productName: 'Gold Loan Appraisal',
  productType: 'COURSE',
  description: 'Purity testing, loan-to-value limits and auction rules for gold loans.',
  categoryId: DEMO_CATEGORY.CREDIT_AND_LENDING,
  subjectArea: 'Gold Loans',
  level: 'Beginner',
  durationMinutes: 240,
  productPrice: 1999,
  validityDays: 90,
};

describe('gateway catalogue-admin (issue 13 item 2)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  });
  afterAll(() => stack?.close());

  it('refuses learners every call, ops the admin-only modules, and anonymous callers', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(StaffProductsDocument, {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await learner.graphql(SaveProductDocument, { input: course }))).toEqual(['FORBIDDEN']);
    expect(
      errorCodes(await learner.graphql(SetProductActiveDocument, { productId: 3001, active: false })),
    ).toEqual(['FORBIDDEN']);
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    expect(errorCodes(await ops.graphql(StaffModulesDocument, {}))).toEqual(['FORBIDDEN']);
    const addModule = { input: { productId: 3001, title: 'Extra' } };
    expect(errorCodes(await ops.graphql(AddProductModuleDocument, addModule))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(StaffProductsDocument, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('admin creates a course with a module and a price, activates it, and a learner finds it at once', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const saved = (await admin.data(SaveProductDocument, { input: course })).saveProduct;
    expect(saved.userErrors).toEqual([]);
    const product = saved.product!;
    expect(product).toMatchObject({ productPrice: 1999, active: false, validityDays: 90 });

    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const search = { filter: { search: 'Gold Loan Appraisal' }, page: 1, pageSize: 12 };
    expect((await learner.data(ProductsDocument, search)).products.items).toEqual([]);

    const module = (
      await admin.data(AddProductModuleDocument, {
        input: { productId: product.productId, title: 'Purity testing' },
      })
    ).addProductModule;
    expect(module.module).toMatchObject({ sequence: 1, title: 'Purity testing', lessonCount: 0 });
    // Sold only with something in it (issue 28 item 2).
    const lesson = (
      await admin.data(SaveCourseLessonDocument, {
        input: {
          moduleId: module.module!.moduleId,
          kind: 'link',
          title: 'Touchstone and acid tests',
          minutes: 15,
          url: 'https://www.rbi.org.in/',
        },
      })
    ).saveCourseLesson;
    expect(lesson.userErrors).toEqual([]);
    const active = await admin.data(SetProductActiveDocument, { productId: product.productId, active: true });
    expect(active.setProductActive).toEqual({ ok: true, userErrors: [] });

    const seen = (await learner.data(ProductsDocument, search)).products.items;
    expect(seen.map((item) => [item.productName, item.productPrice])).toEqual([
      ['Gold Loan Appraisal', 1999],
    ]);
    const one = (await admin.data(StaffProductDocument, { productId: product.productId })).staffProduct;
    expect(one).toMatchObject({ active: true, moduleCount: 1 });
    const modules = (await admin.data(StaffModulesDocument, { productId: product.productId })).staffModules;
    expect(modules.map((row) => row.title)).toEqual(['Purity testing']);

    const audit = (
      await admin.data(StaffAuditLogDocument, { entityType: 'product', entityId: String(product.productId) })
    ).staffAuditLog.rows;
    expect(audit.map((row) => row.action).sort()).toEqual(['product.activate', 'product.create']);
  });

  it('answers broken rules as userErrors on their fields, with the domain’s messages', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const bad = (
      await ops.data(SaveProductDocument, { input: { ...course, productName: 'x', productPrice: -1 } })
    ).saveProduct;
    expect(bad.userErrors.map((error) => error.field)).toEqual(['input.productName', 'input.productPrice']);
    // 3002 costs 7499 rupees: an add-on under it may not cost more.
    const dear = (
      await ops.data(SaveProductDocument, { input: { ...course, parentProductId: 3002, productPrice: 8000 } })
    ).saveProduct;
    expect(dear.userErrors).toEqual([
      {
        code: 'CATALOGUE_ADD_ON_PRICE',
        field: 'input.productPrice',
        message: 'An add-on course cannot cost more than its parent course.',
      },
    ]);
    const missing = await ops.data(SetProductActiveDocument, { productId: 99_999_999, active: true });
    expect(missing.setProductActive.userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);
    const page = (
      await ops.data(StaffProductsDocument, { type: 'COURSE', sort: 'PRICE', descending: false, limit: 5 })
    ).staffProducts;
    const prices = page.rows.map((row) => row.productPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.totalRecords).toBeGreaterThan(5);
  });
});

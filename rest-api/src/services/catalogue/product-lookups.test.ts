import { type Product, ProductId, ReasonCode, RestPath, type VocationalCourse } from '@finx/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let visitor: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  visitor = api.client();
  await visitor.anonymous();
});
afterAll(() => api?.close());

describe('POST vocationalCourses', () => {
  it('lists the active courses open jobs recommend, most recommended first; refuses a bad search', async () => {
    const open = await api.db
      .select({ productId: jobs.recommendedProductId })
      .from(jobs)
      .where(and(eq(jobs.status, 'OPEN'), isNotNull(jobs.recommendedProductId)));
    const expected = new Set(open.map((row) => row.productId));
    const answer = await visitor.post<never, VocationalCourse>(RestPath.VOCATIONAL_COURSES, {});
    const rows = answer.body.responseListObject ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.productID))).toEqual(expected);
    expect(rows.every((row) => row.productType === 'COURSE' && row.openJobs > 0)).toBe(true);
    const counts = rows.map((row) => row.openJobs);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const term = rows[0]!.productName.slice(0, 6).toUpperCase();
    const found = await visitor.post<never, VocationalCourse>(RestPath.VOCATIONAL_COURSES, { search: term });
    expect(found.body.responseListObject?.map((row) => row.productID)).toContain(rows[0]!.productID);
    const bad = await visitor.post(RestPath.VOCATIONAL_COURSES, { search: 'x'.repeat(500) });
    expect(bad.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
  });
});

describe('GET productName and getAddonProductList', () => {
  it('names a product by id and lists the add-ons of several courses; refuses bad ids', async () => {
    const name = await visitor.get<{ productName: string }>(RestPath.PRODUCT_NAME, {
      query: { productID: ProductId.FEAT },
      encryptQuery: false,
    });
    expect(name.body.responseObject).toMatchObject({ productID: ProductId.FEAT, productType: 'COURSE' });
    const missing = await visitor.get(RestPath.PRODUCT_NAME, {
      query: { productID: 999_999 },
      encryptQuery: false,
    });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const addOns = (await visitor.get<never, Product>(RestPath.ALL_ADD_ON_COURSES)).body.responseListObject!;
    const parents = [...new Set(addOns.map((row) => row.parentProductId!))];
    const listed = await visitor.get<never, Product>(RestPath.ADD_ON_PRODUCT_LIST, {
      query: { productIDs: parents.join(',') },
      encryptQuery: false,
    });
    expect(listed.body.responseListObject?.map((row) => row.productID).sort()).toEqual(
      addOns.map((row) => row.productID).sort(),
    );
    for (const productIDs of ['', 'a,b', '0']) {
      const bad = await visitor.get(RestPath.ADD_ON_PRODUCT_LIST, {
        query: { productIDs },
        encryptQuery: false,
      });
      expect(bad.status).toBe(400);
    }
  });
});

import {
  type AppliedJob,
  type ProductJobHistoryRow,
  ReasonCode,
  RestPath,
  type StaffJob,
  type StaffProductRow,
  type VideoReportRow,
} from '@finx/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

/** Courses that are neither an add-on nor a parent, cheapest first. */
const standaloneCourses = async () => {
  const rows = await api.db
    .select({ productId: products.productId, pricePaise: products.pricePaise })
    .from(products)
    .where(and(eq(products.type, 'COURSE'), isNull(products.parentProductId)))
    .orderBy(asc(products.pricePaise));
  const parents = new Set(
    (await api.db.select({ id: products.parentProductId }).from(products)).map((row) => row.id),
  );
  return rows.filter((row) => !parents.has(row.productId));
};

describe('productJobHistory', () => {
  it('lists the jobs that recommend a product with their applicants; refuses unknown products', async () => {
    const [course] = await standaloneCourses();
    const created = await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, {
      corporateID: 1,
      title: 'Product history associate',
      description: 'A job recommending a course, for the product job history test.',
      jobFunctionID: 2,
      keySkillIDs: [102],
      locationIDs: [401],
      minExperience: 0,
      maxExperience: 5,
      employmentType: 'FULL_TIME',
      openings: 1,
      closesOn: '2099-12-31',
      recommendedProductID: course!.productId,
    });
    const job = created.body.responseObject!;
    const learner = loadLearner(34);
    const client = await api.signedIn(learner.email);
    await client.post<AppliedJob>(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [],
    });
    const history = await ops.get<never, ProductJobHistoryRow>(RestPath.PRODUCT_JOB_HISTORY, {
      query: { productID: course!.productId },
    });
    const row = history.body.responseListObject?.find((entry) => entry.jobID === job.jobID);
    expect(row).toMatchObject({
      title: 'Product history associate',
      status: 'OPEN',
      applicants: 1,
      placed: 0,
    });
    const missing = await ops.get(RestPath.PRODUCT_JOB_HISTORY, { query: { productID: 999_999 } });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await client.get(RestPath.PRODUCT_JOB_HISTORY, { query: { productID: 1 } })).status).toBe(403);
  });
});

describe('updateAddOnCourse', () => {
  it('hangs a course under a parent under the add-on rules, and takes it off again', async () => {
    const courses = await standaloneCourses();
    const cheap = courses[0]!;
    const dear = courses.findLast((row) => row.pricePaise > cheap.pricePaise)!;
    const set = (productID: number, parentProductID: number | null) =>
      admin.post<StaffProductRow>(RestPath.UPDATE_ADD_ON_COURSE, { productID, parentProductID });
    const tooDear = await set(dear.productId, cheap.productId);
    expect(tooDear.body.reasonCode).toBe(ReasonCode.CATALOGUE_ADD_ON_PRICE);
    expect((await set(cheap.productId, cheap.productId)).body.reasonCode).toBe(
      ReasonCode.CATALOGUE_PARENT_INVALID,
    );
    const hung = await set(cheap.productId, dear.productId);
    expect(hung.body.responseObject).toMatchObject({
      productID: cheap.productId,
      parentProductId: dear.productId,
    });
    // A parent cannot become an add-on itself.
    const other = courses.find((row) => ![cheap.productId, dear.productId].includes(row.productId))!;
    expect((await set(dear.productId, other.productId)).body.reasonCode).toBe(
      ReasonCode.CATALOGUE_PARENT_INVALID,
    );
    const off = await set(cheap.productId, null);
    expect(off.body.responseObject?.parentProductId).toBeNull();
    expect((await set(999_999, null)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await admin.post(RestPath.UPDATE_ADD_ON_COURSE, { productID: 'x' })).status).toBe(400);
  });
});

describe('video/reportlist', () => {
  it('pages the video products with their file state and buyers', async () => {
    const [videoCount] = await api.db
      .select({ total: count() })
      .from(products)
      .where(eq(products.type, 'VIDEO'));
    const all = await ops.get<never, VideoReportRow>(RestPath.VIDEO_REPORT_LIST, { query: { limit: 50 } });
    expect(all.body.totalRecords).toBe(videoCount!.total);
    const rows = all.body.responseListObject!;
    expect(rows.length).toBe(Math.min(50, videoCount!.total));
    const first = rows[0]!;
    const [held] = await api.db
      .select({ total: count() })
      .from(enrolments)
      .where(eq(enrolments.productId, first.productID));
    expect(first.buyers).toBe(held!.total);
    expect(typeof first.hasFile).toBe('boolean');
    const page = await ops.get<never, VideoReportRow>(RestPath.VIDEO_REPORT_LIST, {
      query: { limit: 1, page: 2 },
    });
    expect(page.body.responseListObject?.map((row) => row.productID)).toEqual(
      [rows[1]?.productID].filter(Boolean),
    );
    const found = await ops.get<never, VideoReportRow>(RestPath.VIDEO_REPORT_LIST, {
      query: { search: first.productName },
    });
    expect(found.body.responseListObject?.map((row) => row.productID)).toContain(first.productID);
    expect((await ops.get(RestPath.VIDEO_REPORT_LIST, { query: { limit: 500 } })).status).toBe(400);
  });
});

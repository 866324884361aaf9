import { RestPath, type StudentEnquiryRow } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

describe('Admin StudentEnquiry (the learners’ course enquiries)', () => {
  it('lists each course/apply enquiry for staff, newest first, searched and narrowed to a course', async () => {
    const first = loadLearner(37);
    const second = loadLearner(38);
    for (const [learner, productID] of [
      [first, 3002],
      [second, 3001],
      [second, 3002],
    ] as const) {
      const client = await api.signedIn(learner.email);
      const applied = await client.post(RestPath.COURSE_APPLY, {
        studentPartyID: learner.partyId,
        productID,
      });
      expect(applied.body.status).toBe('success');
    }
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    const list = async (query: Record<string, string | number> = {}) =>
      (await ops.get<never, StudentEnquiryRow>(RestPath.STUDENT_ENQUIRY, { query })).body;

    const all = await list();
    expect(all.totalRecords).toBe(3);
    expect(all.responseListObject?.[0]).toMatchObject({
      partyId: second.partyId,
      email: second.email,
      productID: 3002,
      productName: 'Credit Appraisal for MSME Loans',
    });
    const stamps = (all.responseListObject ?? []).map((row) => Date.parse(row.enquiredOn));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);

    expect((await list({ productID: 3002 })).totalRecords).toBe(2);
    const found = await list({ search: first.email });
    expect(found.responseListObject?.map((row) => [row.partyId, row.productID])).toEqual([
      [first.partyId, 3002],
    ]);
    const paged = await list({ limit: 2, page: 2 });
    expect(paged).toMatchObject({ totalRecords: 3, responseListObject: [expect.any(Object)] });
  });

  it('is staff’s alone, and refuses a page size over 50', async () => {
    const learner = await api.signedIn(loadLearner(39).email);
    expect((await learner.get(RestPath.STUDENT_ENQUIRY)).status).toBe(403);
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    expect((await admin.get(RestPath.STUDENT_ENQUIRY, { query: { limit: 51 } })).status).toBe(400);
  });
});

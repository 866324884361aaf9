import {
  type DiscountProductRow,
  type DiscountRequest,
  type DiscountRow,
  type DiscountTypeRow,
  DiscountsMessage,
  type OrderDetails,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let kit: CheckoutFixture;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  kit = new CheckoutFixture(api);
}, 180_000);
afterAll(() => api?.close());

// Catalogue prices (seed): 3008 ₹11,999, 3003 ₹2,999.
const COURSE_A = 3008;
const COURSE_B = 3003;

const discount = (change: Partial<DiscountRequest> = {}): DiscountRequest => ({
  code: 'STAFF25',
  description: '25% off one course',
  kind: 'PERCENT',
  amount: 25,
  maxDiscountRupees: null,
  minOrderRupees: 0,
  productIds: [COURSE_A],
  validFrom: '2025-01-01',
  validUntil: '2099-12-31',
  maxRedemptions: 10,
  perLearnerLimit: 1,
  active: true,
  ...change,
});

const save = (body: DiscountRequest, client = admin) =>
  client.post<DiscountRow>(RestPath.DISCOUNT_SAVE, body);
const update = (code: string, body: DiscountRequest, client = ops) =>
  client.request<DiscountRow>('PUT', RestPath.DISCOUNT_SAVE, { query: { code }, body });

describe('discounts: staff manage the checkout’s coupons', { timeout: 30_000 }, () => {
  it('is for admin and ops only', async () => {
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await learner.get(RestPath.DISCOUNT_LIST)).status).toBe(403);
    expect((await save(discount({ code: 'NOPE1' }), learner)).status).toBe(403);
    expect((await ops.get(RestPath.DISCOUNT_LIST)).body.status).toBe('success');
  });

  it('adds a discount the checkout then applies with its own rules, and audits it', async () => {
    const created = await save(discount());
    expect(created.body.responseObject).toMatchObject({
      code: 'STAFF25',
      validFrom: '2025-01-01',
      redemptions: 0,
    });
    const { email, partyId } = loadLearner(30);
    const learner = await kit.signedIn(email);
    const order = await kit.place(learner, partyId, [COURSE_A, COURSE_B], 'staff25');
    // 25% of ₹11,999 on the associated product only.
    expect(order).toMatchObject({
      couponCode: 'STAFF25',
      discountPrice: 2999.75,
      totalOrderPrice: 11_998.25,
    });
    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: 'STAFF25' },
    });
    expect(audit.body.responseListObject?.[0]).toMatchObject({
      action: StaffAction.DISCOUNT_CREATE,
      before: null,
    });
  });

  it('runs a discount to the last second of its last day in India time, not a day longer', async () => {
    const now = Date.now();
    const indiaDay = (instant: number) => new Date(instant + 330 * 60_000).toISOString().slice(0, 10);
    const [yesterday, today] = [indiaDay(now - 86_400_000), indiaDay(now)];
    const ended = await save(discount({ code: 'ENDEDYESTERDAY', validUntil: yesterday }));
    expect(ended.body.responseObject?.validUntil).toBe(yesterday);
    expect((await save(discount({ code: 'ENDSTODAY', validUntil: today }))).body.status).toBe('success');

    const { email, partyId } = loadLearner(31);
    const learner = await kit.signedIn(email);
    const order = await kit.place(learner, partyId, [COURSE_A]);
    const apply = (couponCode: string) =>
      learner.post<OrderDetails>(RestPath.ORDER_COUPON, {
        orderID: order.orderID,
        studentPartyID: partyId,
        couponCode,
      });
    // Yesterday's last second (India time) has passed, by a day at most: a day's slack would take it.
    expect((await apply('endedyesterday')).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.COUPON_EXPIRED,
    });
    expect((await apply('endstoday')).body.responseObject).toMatchObject({
      couponCode: 'ENDSTODAY',
      discountPrice: 2999.75,
    });
  });

  it('refuses a taken code, an unknown product and broken rules with their messages', async () => {
    expect((await save(discount())).body.reasonCode).toBe(ReasonCode.DISCOUNT_CODE_TAKEN);
    const unknown = await save(discount({ code: 'GHOST', productIds: [999_999] }));
    expect(unknown.body.reasonCode).toBe(ReasonCode.DISCOUNT_PRODUCT_UNKNOWN);
    const percent = await save(discount({ code: 'TOOMUCH', amount: 150 }));
    expect(percent.body).toMatchObject({
      reasonCode: 'VALIDATION_FAILED',
      reasonText: DiscountsMessage.PERCENT_MAX,
    });
    const dates = await save(
      discount({ code: 'BACKWARDS', validFrom: '2026-02-01', validUntil: '2026-01-01' }),
    );
    expect(dates.body.reasonText).toBe(DiscountsMessage.VALID_UNTIL_BEFORE);
    expect((await save({ code: 5 } as unknown as DiscountRequest)).status).toBe(400);
  });

  it('edits a discount (its code stays), records before and after, and lists it', async () => {
    const edited = await update(
      'staff25',
      discount({ code: 'IGNORED', kind: 'FLAT', amount: 300, productIds: null }),
    );
    expect(edited.body.responseObject).toMatchObject({
      code: 'STAFF25',
      kind: 'FLAT',
      amount: 300,
      productIds: null,
    });
    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: 'STAFF25' },
    });
    const change = audit.body.responseListObject?.find((row) => row.action === StaffAction.DISCOUNT_UPDATE);
    expect(change?.before).toMatchObject({ kind: 'PERCENT', amount: 25 });
    expect(change?.after).toMatchObject({ kind: 'FLAT', amount: 30_000 });
    expect((await update('NOSUCH', discount())).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const list = await ops.get<never, DiscountRow>(RestPath.DISCOUNT_LIST, {
      query: { search: 'staff', sort: 'CODE' },
    });
    expect(list.body.responseListObject?.map((row) => row.code)).toEqual(['STAFF25']);
    const one = await ops.get<DiscountRow>(RestPath.DISCOUNT_DETAILS, { query: { code: 'welcome10' } });
    expect(one.body.responseObject).toMatchObject({ kind: 'PERCENT', amount: 10, maxDiscountRupees: 500 });
    const products = await ops.get<never, DiscountProductRow>(RestPath.DISCOUNT_PRODUCTS);
    expect(products.body.responseListObject?.some((row) => row.productId === COURSE_A)).toBe(true);
  });

  it('allDiscounts, discounttypelist, allActiveVideos and allActiveCourses: the lists the forms pick from', async () => {
    await save(discount({ code: 'PAUSED5', active: false }));
    const all = await ops.get<never, DiscountRow>(RestPath.ALL_DISCOUNTS);
    const codes = all.body.responseListObject!.map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['STAFF25', 'PAUSED5', 'WELCOME10']));
    expect(codes).toEqual([...codes].sort());
    expect(all.body.totalRecords).toBe(codes.length);
    const active = await ops.get<never, DiscountRow>(RestPath.ALL_DISCOUNTS, {
      query: { activeOnly: 'true' },
    });
    expect(active.body.responseListObject!.every((row) => row.active)).toBe(true);
    expect(active.body.responseListObject!.map((row) => row.code)).not.toContain('PAUSED5');
    const types = await admin.get<never, DiscountTypeRow>(RestPath.DISCOUNT_TYPES);
    expect(types.body.responseListObject?.map((row) => row.kind)).toEqual(['PERCENT', 'FLAT']);
    const videos = await ops.get<never, DiscountProductRow>(RestPath.ALL_ACTIVE_VIDEOS);
    const courses = await ops.get<never, DiscountProductRow>(RestPath.ALL_ACTIVE_COURSES);
    expect(videos.body.responseListObject!.length).toBeGreaterThan(0);
    expect(videos.body.responseListObject!.every((row) => row.type === 'VIDEO')).toBe(true);
    expect(courses.body.responseListObject!.every((row) => row.type === 'COURSE')).toBe(true);
    expect(courses.body.responseListObject!.map((row) => row.productId)).toContain(COURSE_A);
    const every = await ops.get<never, DiscountProductRow>(RestPath.DISCOUNT_PRODUCTS);
    expect(videos.body.totalRecords! + courses.body.totalRecords!).toBe(every.body.totalRecords);

    const bad = await ops.get(RestPath.ALL_DISCOUNTS, { query: { activeOnly: 'maybe' } });
    expect(bad.status).toBe(400);
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    for (const path of [
      RestPath.ALL_DISCOUNTS,
      RestPath.DISCOUNT_TYPES,
      RestPath.ALL_ACTIVE_VIDEOS,
      RestPath.ALL_ACTIVE_COURSES,
    ]) {
      expect((await learner.get(path)).status).toBe(403);
    }
  });
});

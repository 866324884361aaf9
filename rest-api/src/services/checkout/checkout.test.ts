import {
  type OrderDetails,
  type PaymentHandoff,
  type PrerequisiteTable,
  ProductId,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS, DEMO_COUPONS, DEMO_PURCHASES } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from './checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;
const learnerNo = loadLearner;

// Migrating and seeding a fresh database takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

// Catalogue prices in paise (seed): 3008 ₹11,999, 3003 ₹2,999, 3022 ₹999, 3010 free, FEAT ₹1,000.
const COURSE_A = 3008;
const COURSE_B = 3003;
const CHEAP = 3022;
const FREE = 3010;

describe('POST order (001 §4): the server prices the order', () => {
  it('ignores the client prices and totals and answers the catalogue prices', async () => {
    const { email, partyId } = learnerNo(0);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [COURSE_A, COURSE_B]);
    expect(order).toMatchObject({
      studentPartyID: partyId,
      paymentStatus: 'Initiated',
      totalItemPrice: 14_998,
      discountPrice: 0,
      totalOrderPrice: 14_998,
      couponCode: null,
      provider: null,
    });
    expect(order.orderPlacedOn).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(order.orderItemList).toEqual([
      expect.objectContaining({ itemID: 1, productID: COURSE_A, prodctPrice: 11_999, couponApplied: 'ZERO' }),
      expect.objectContaining({ itemID: 1, productID: COURSE_B, prodctPrice: 2_999, couponApplied: 'ZERO' }),
    ]);
    const row = await kit.orderRow(order.orderID);
    expect(row).toMatchObject({ totalItemPaise: 1_499_800, totalOrderPaise: 1_499_800 });
  });

  it('prices a capped percentage coupon in paise, line by line', async () => {
    const { email, partyId } = learnerNo(1);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [COURSE_A, COURSE_B], 'welcome10');
    // 10% would be ₹1,499.80; the cap is ₹500, shared 40,003 + 9,997 paise.
    expect(order).toMatchObject({ couponCode: 'WELCOME10', discountPrice: 500, totalOrderPrice: 14_498 });
    expect(order.orderItemList.map((item) => [item.discountPrice, item.couponApplied])).toEqual([
      [400.03, 'WELCOME10'],
      [99.97, 'WELCOME10'],
    ]);
    expect(await kit.orderRow(order.orderID)).toMatchObject({
      discountPaise: 50_000,
      totalOrderPaise: 1_449_800,
    });
  });

  it('refuses unknown products, duplicates, products already bought, and CFX before FEAT is attempted', async () => {
    const { email, partyId } = learnerNo(2);
    const client = await kit.signedIn(email);
    const unknown = await client.post(RestPath.ORDER, kit.order(partyId, [999_999]));
    expect(unknown.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_FOUND });
    const twice = await client.post(RestPath.ORDER, kit.order(partyId, [COURSE_A, COURSE_A]));
    expect(twice.status).toBe(400);
    const empty = await client.post(RestPath.ORDER, kit.order(partyId, []));
    expect(empty.status).toBe(400);
    const cfx = await client.post(RestPath.ORDER, kit.order(partyId, [ProductId.FEAT, ProductId.CFX]));
    expect(cfx.body.reasonCode).toBe(ReasonCode.CFX_NEEDS_FEAT);

    const demo = await kit.signedIn(DEMO_ACCOUNTS.learner.email);
    const owned = await demo.post(
      RestPath.ORDER,
      kit.order(DEMO_ACCOUNTS.learner.partyId, [DEMO_PURCHASES.learnerPaid.productId]),
    );
    expect(owned.body.reasonCode).toBe(ReasonCode.ALREADY_ENROLLED);
  });

  it('lets only the learner order for themself and read their orders; staff may read', async () => {
    const { email, partyId } = learnerNo(3);
    const client = await kit.signedIn(email);
    const other = learnerNo(4);
    expect((await client.post(RestPath.ORDER, kit.order(other.partyId, [COURSE_A]))).status).toBe(403);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    expect((await ops.post(RestPath.ORDER, kit.order(partyId, [COURSE_A]))).status).toBe(403);

    const order = await kit.place(client, partyId, [COURSE_A]);
    const own = await client.get<OrderDetails>(RestPath.ORDER, { query: { orderID: order.orderID } });
    expect(own.body.responseObject?.totalOrderPrice).toBe(11_999);
    const stranger = await kit.signedIn(other.email);
    expect((await stranger.get(RestPath.ORDER, { query: { orderID: order.orderID } })).status).toBe(403);
    const staff = await ops.get<OrderDetails>(RestPath.ORDER, { query: { orderID: order.orderID } });
    expect(staff.body.responseObject?.orderID).toBe(order.orderID);
  });
});

describe('POST order/coupon', () => {
  it.each([
    ['COUPON_INVALID', 'NOSUCHCODE', [COURSE_A]],
    ['COUPON_EXPIRED', DEMO_COUPONS.expired, [COURSE_A]],
    ['COUPON_EXHAUSTED', DEMO_COUPONS.limited, [COURSE_A]],
    ['COUPON_NOT_APPLICABLE', DEMO_COUPONS.featFree, [COURSE_A]],
    ['COUPON_MIN_ORDER', DEMO_COUPONS.flat200, [CHEAP]],
  ] as const)('answers %s and leaves the order as it was', async (code, coupon, products) => {
    const { email, partyId } = learnerNo(5);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [...products]);
    const response = await client.post(RestPath.ORDER_COUPON, {
      orderID: order.orderID,
      studentPartyID: partyId,
      couponCode: coupon,
    });
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: code });
    expect(await kit.orderRow(order.orderID)).toMatchObject({ couponCode: null, discountPaise: 0 });
  });

  it('applies, replaces and removes a coupon, then locks it once payment starts', async () => {
    const { email, partyId } = learnerNo(6);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [COURSE_B]);
    const apply = (couponCode: string) =>
      client.post<OrderDetails>(RestPath.ORDER_COUPON, {
        orderID: order.orderID,
        studentPartyID: partyId,
        couponCode,
      });
    expect((await apply(DEMO_COUPONS.flat200)).body.responseObject).toMatchObject({
      couponCode: 'FLAT200',
      totalOrderPrice: 2_799,
    });
    expect((await apply(DEMO_COUPONS.welcome10)).body.responseObject).toMatchObject({
      couponCode: 'WELCOME10',
      discountPrice: 299.9,
      totalOrderPrice: 2_699.1,
    });
    const removed = (await apply('')).body.responseObject;
    expect(removed).toMatchObject({ couponCode: null, totalOrderPrice: 2_999 });
    expect(removed?.orderItemList[0]?.couponApplied).toBe('ZERO');

    await kit.handoff(client, order);
    expect((await apply(DEMO_COUPONS.flat200)).body.reasonCode).toBe(ReasonCode.COUPON_LOCKED);
  });

  it('refuses a coupon that ended a second ago and takes one that is still running', async () => {
    // The expiry is set from the same clock the service reads (no clock is injectable here; the exact
    // second either side is coupon.pricing.test.ts's): a day's slack in the check would take ENDED1S.
    const now = Date.now();
    const coupon = (code: string, validUntil: Date) => ({
      code,
      description: code,
      kind: 'FLAT' as const,
      amount: 10_000,
      validFrom: new Date(now - 30 * 86_400_000),
      validUntil,
    });
    await api.db
      .insert(coupons)
      .values([coupon('ENDED1S', new Date(now - 1_000)), coupon('ENDS1M', new Date(now + 60_000))]);
    const { email, partyId } = learnerNo(11);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [COURSE_B]);
    const apply = (couponCode: string) =>
      client.post<OrderDetails>(RestPath.ORDER_COUPON, {
        orderID: order.orderID,
        studentPartyID: partyId,
        couponCode,
      });
    expect((await apply('ended1s')).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.COUPON_EXPIRED,
    });
    expect(await kit.orderRow(order.orderID)).toMatchObject({ couponCode: null, discountPaise: 0 });
    expect((await apply('ends1m')).body.responseObject).toMatchObject({
      couponCode: 'ENDS1M',
      discountPrice: 100,
      totalOrderPrice: 2_899,
    });
  });

  it('answers COUPON_ALREADY_USED once the learner has paid with it', async () => {
    const { email, partyId } = learnerNo(7);
    const client = await kit.signedIn(email);
    const first = await kit.place(client, partyId, [COURSE_B], DEMO_COUPONS.welcome10);
    const handoff = await kit.handoff(client, first);
    expect((await kit.callback(kit.successFields(handoff.razorpayOrderID, 'pay_test_used1')))?.outcome).toBe(
      'PAID',
    );
    const second = await client.post(RestPath.ORDER, kit.order(partyId, [COURSE_A], DEMO_COUPONS.welcome10));
    expect(second.body.reasonCode).toBe(ReasonCode.COUPON_ALREADY_USED);
  });
});

describe('POST Payment/doPayment', () => {
  it('hands off with the server total, once per order, and refuses a total that differs', async () => {
    const { email, partyId, firstName } = learnerNo(8);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [COURSE_A]);
    const wrong = await client.post(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
      totalOrderPrice: 11_998.99,
    });
    expect(wrong.body.reasonCode).toBe(ReasonCode.ORDER_TOTAL_CHANGED);

    const handoff = await kit.handoff(client, order);
    expect(handoff).toMatchObject({
      mid: api.config.payments.sandbox.keyId,
      keyId: api.config.payments.sandbox.keyId,
      totalOrderPrice: 11_999,
      currency: 'INR',
      website: 'SANDBOX',
      orderID: order.orderID,
      callbackUrl: 'http://localhost/payment/callback',
      checkoutUrl: `http://localhost${RestPath.SANDBOX_CHECKOUT}`,
      email,
    });
    expect(handoff.studentName).toContain(firstName);
    expect(handoff.razorpayOrderID).toMatch(/^order_sbx_/);
    expect((await kit.handoff(client, order)).razorpayOrderID).toBe(handoff.razorpayOrderID);
    expect(await kit.orderRow(order.orderID)).toMatchObject({
      provider: 'SANDBOX',
      providerOrderId: handoff.razorpayOrderID,
      paymentStatus: 'Initiated',
    });

    const stranger = await kit.signedIn(learnerNo(9).email);
    const foreign = await stranger.post<PaymentHandoff>(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: learnerNo(9).partyId,
      totalOrderPrice: 11_999,
    });
    expect(foreign.status).toBe(403);
  });

  it('settles a zero total only through nonPayableProductPayment, with FREE enrolments', async () => {
    const { email, partyId } = learnerNo(9);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [FREE, ProductId.FEAT], DEMO_COUPONS.featFree);
    expect(order.totalOrderPrice).toBe(0);
    const pay = await client.post(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
      totalOrderPrice: 0,
    });
    expect(pay.body.reasonCode).toBe(ReasonCode.ORDER_NOT_PAYABLE);

    const settled = await client.post<OrderDetails>(RestPath.NON_PAYABLE_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
    });
    expect(settled.body.responseObject).toMatchObject({ paymentStatus: 'Paid', provider: 'FREE' });
    const rows = await kit.enrolmentsOf(order.orderID);
    expect(rows.map((row) => [row.productId, row.source])).toEqual(
      expect.arrayContaining([
        [FREE, 'FREE'],
        [ProductId.FEAT, 'FREE'],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await kit.redemptionsOf(order.orderID)).toHaveLength(1);
    const again = await client.post(RestPath.NON_PAYABLE_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
    });
    expect(again.body.reasonCode).toBe(ReasonCode.ORDER_ALREADY_PAID);

    const paid = await kit.place(client, partyId, [COURSE_B]);
    const refused = await client.post(RestPath.NON_PAYABLE_PAYMENT, {
      orderID: paid.orderID,
      studentPartyID: partyId,
    });
    expect(refused.body.reasonCode).toBe(ReasonCode.ORDER_TOTAL_CHANGED);

    // FEAT bought, not yet scored: In-Complete, Score Awaited; CFX still to pay.
    const table = await client.get<PrerequisiteTable>(RestPath.PREREQUISITES, {
      query: { partyID: partyId, productID: ProductId.CFX },
    });
    expect(
      table.body.responseObject?.rows.map((row) => [row.sequence, row.productID, row.completed, row.status]),
    ).toEqual([
      [1, ProductId.FEAT, 'In-Complete', 'Score Awaited'],
      [2, ProductId.CFX, null, 'Make Payment'],
    ]);
  });
});

describe('POST offlinePayment (staff)', () => {
  it('lets ops record a payment taken outside, once per reference; learners may not', async () => {
    const { email, partyId } = learnerNo(10);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [COURSE_A]);
    const body = { orderID: order.orderID, reference: 'NEFT-UTR-778899' };
    expect((await client.post(RestPath.OFFLINE_PAYMENT, body)).status).toBe(403);

    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    const recorded = await ops.post<OrderDetails>(RestPath.OFFLINE_PAYMENT, body);
    expect(recorded.body.responseObject).toMatchObject({
      paymentStatus: 'Paid',
      provider: 'OFFLINE',
      paymentID: 'offline:NEFT-UTR-778899',
    });
    expect(await kit.orderRow(order.orderID)).toMatchObject({ recordedBy: DEMO_ACCOUNTS.ops.userId });
    expect((await kit.enrolmentsOf(order.orderID)).map((row) => row.source)).toEqual(['OFFLINE']);
    expect((await ops.post(RestPath.OFFLINE_PAYMENT, body)).body.reasonCode).toBe(
      ReasonCode.ORDER_ALREADY_PAID,
    );

    const another = await kit.place(client, partyId, [COURSE_B]);
    const reused = await ops.post(RestPath.OFFLINE_PAYMENT, { ...body, orderID: another.orderID });
    expect(reused.status).toBe(400);
    expect((await kit.orderRow(another.orderID))?.paymentStatus).toBe('Initiated');
  });
});

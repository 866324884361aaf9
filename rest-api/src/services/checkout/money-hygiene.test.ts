import { type OrderDetails, ReasonCode, RestPath } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from './checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

// Migrating and seeding a fresh database takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

// Catalogue prices (seed): 3008 ₹11,999, 3003 ₹2,999.
const COURSE_A = 3008;
const COURSE_B = 3003;

const ordersOf = (partyId: number) => api.db.select().from(orders).where(eq(orders.partyId, partyId));

const learner = async (i: number) => {
  const { email, partyId } = loadLearner(i);
  return { client: await kit.signedIn(email), partyId };
};

const cancel = (client: Awaited<ReturnType<typeof learner>>['client'], partyId: number, orderId: number) =>
  client.post<OrderDetails>(RestPath.ORDER_CANCEL, { orderID: orderId, studentPartyID: partyId });

describe('POST order: checking out the same items again reuses the unpaid order', () => {
  it('answers the open order for the same cart, and places a new one for other items', async () => {
    const { client, partyId } = await learner(0);
    const first = await kit.place(client, partyId, [COURSE_A, COURSE_B]);
    const again = await kit.place(client, partyId, [COURSE_B, COURSE_A]);
    expect(again.orderID).toBe(first.orderID);
    const other = await kit.place(client, partyId, [COURSE_A]);
    expect(other.orderID).not.toBe(first.orderID);
    const coupon = await kit.place(client, partyId, [COURSE_A, COURSE_B], 'welcome10');
    expect(coupon.orderID).not.toBe(first.orderID);
    expect(await ordersOf(partyId)).toHaveLength(3);
  });

  it('makes one order of two concurrent clicks', async () => {
    const { client, partyId } = await learner(1);
    const [a, b] = await Promise.all([
      kit.place(client, partyId, [COURSE_A]),
      kit.place(client, partyId, [COURSE_A]),
    ]);
    expect(a.orderID).toBe(b.orderID);
    expect(await ordersOf(partyId)).toHaveLength(1);
  });

  it('reuses a Failed order (it may be paid again) but never a cancelled one', async () => {
    const { order, providerOrderId, client, partyId } = await kit.started(2, [COURSE_A]);
    await kit.webhook(
      'payment.failed',
      { id: 'pay_mh_fail1', order_id: providerOrderId, amount: 1_199_900, error_description: 'Declined' },
      { eventId: 'evt_mh_fail1' },
    );
    expect((await kit.place(client, partyId, [COURSE_A])).orderID).toBe(order.orderID);
    await cancel(client, partyId, order.orderID);
    expect((await kit.place(client, partyId, [COURSE_A])).orderID).not.toBe(order.orderID);
  });
});

describe('POST order/cancel: the learner closes an unpaid order of theirs', () => {
  it('cancels an own Initiated order once; it can no longer be paid', async () => {
    const { client, partyId } = await learner(3);
    const order = await kit.place(client, partyId, [COURSE_A]);
    const cancelled = await cancel(client, partyId, order.orderID);
    expect(cancelled.body.responseObject).toMatchObject({
      orderID: order.orderID,
      paymentStatus: 'Cancelled',
    });
    expect((await kit.orderRow(order.orderID))?.cancelledAt).toBeInstanceOf(Date);
    // Cancelling again answers the order as it is.
    expect((await cancel(client, partyId, order.orderID)).body.responseObject?.paymentStatus).toBe(
      'Cancelled',
    );
    const pay = await client.post(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
      totalOrderPrice: order.totalOrderPrice,
    });
    expect(pay.body.reasonCode).toBe(ReasonCode.ORDER_NOT_PAYABLE);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    const offline = await ops.post(RestPath.OFFLINE_PAYMENT, {
      orderID: order.orderID,
      reference: 'NEFT-MH-1',
    });
    expect(offline.body.reasonCode).toBe(ReasonCode.ORDER_NOT_PAYABLE);
  });

  it("refuses another learner's order, someone else's party, staff, and a paid order", async () => {
    const { client, partyId } = await learner(4);
    const order = await kit.place(client, partyId, [COURSE_A]);
    const stranger = await learner(5);
    expect((await cancel(stranger.client, stranger.partyId, order.orderID)).status).toBe(403);
    expect((await cancel(stranger.client, partyId, order.orderID)).status).toBe(403);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    expect((await cancel(ops, partyId, order.orderID)).status).toBe(403);
    expect((await kit.orderRow(order.orderID))?.paymentStatus).toBe('Initiated');

    await ops.post(RestPath.OFFLINE_PAYMENT, { orderID: order.orderID, reference: 'NEFT-MH-2' });
    expect((await cancel(client, partyId, order.orderID)).body.reasonCode).toBe(
      ReasonCode.ORDER_ALREADY_PAID,
    );
  });

  it('records a verified payment for a cancelled order as refund-needed and does not mark it paid', async () => {
    const { client, partyId, order, providerOrderId } = await kit.started(6, [COURSE_A]);
    await cancel(client, partyId, order.orderID);
    const result = await kit.callback(kit.successFields(providerOrderId, 'pay_mh_late1'));
    expect(result?.orderID).toBe(order.orderID);
    expect(await kit.orderRow(order.orderID)).toMatchObject({ paymentStatus: 'Cancelled', paidAt: null });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(0);
    const webhook = await kit.webhook(
      'payment.captured',
      { id: 'pay_mh_late1', order_id: providerOrderId, amount: 1_199_900 },
      { eventId: 'evt_mh_late1' },
    );
    expect(webhook.statusCode).toBe(200);
    expect((await kit.eventsOf(order.orderID)).map((event) => [event.outcome, event.detail])).toEqual([
      ['DUPLICATE_PAYMENT', 'ORDER_CANCELLED'],
      ['DUPLICATE_PAYMENT', 'ORDER_CANCELLED'],
    ]);
    expect((await kit.orderRow(order.orderID))?.paymentStatus).toBe('Cancelled');
  });
});

describe('payments for products the learner already owns', () => {
  it('refuses Make Payment and an unconfirmed offline payment; a confirmed one is recorded', async () => {
    const { client, partyId } = await learner(7);
    const older = await kit.place(client, partyId, [COURSE_A]);
    const newer = await kit.place(client, partyId, [COURSE_A, COURSE_B]);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    await ops.post(RestPath.OFFLINE_PAYMENT, { orderID: newer.orderID, reference: 'NEFT-MH-3' });

    const pay = await client.post(RestPath.DO_PAYMENT, {
      orderID: older.orderID,
      studentPartyID: partyId,
      totalOrderPrice: older.totalOrderPrice,
    });
    expect(pay.body.reasonCode).toBe(ReasonCode.ALREADY_ENROLLED);
    const refused = await ops.post(RestPath.OFFLINE_PAYMENT, {
      orderID: older.orderID,
      reference: 'NEFT-MH-4',
    });
    expect(refused.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ORDER_PRODUCTS_OWNED });
    expect((await kit.orderRow(older.orderID))?.paymentStatus).toBe('Initiated');

    const confirmed = await ops.post<OrderDetails>(RestPath.OFFLINE_PAYMENT, {
      orderID: older.orderID,
      reference: 'NEFT-MH-4',
      confirm: true,
    });
    expect(confirmed.body.responseObject?.paymentStatus).toBe('Paid');
    const [event] = await kit.eventsOf(older.orderID);
    expect(event?.detail).toContain(`products ${COURSE_A} already owned`);
  });

  it('records a provider payment for products bought meanwhile as refund-needed and enrols nothing twice', async () => {
    const first = await kit.started(8, [COURSE_A]);
    const { client, partyId } = first;
    const second = await kit.place(client, partyId, [COURSE_A, COURSE_B]);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    await ops.post(RestPath.OFFLINE_PAYMENT, { orderID: second.orderID, reference: 'NEFT-MH-5' });

    const result = await kit.callback(kit.successFields(first.providerOrderId, 'pay_mh_owned1'));
    expect(result?.orderID).toBe(first.order.orderID);
    expect(await kit.orderRow(first.order.orderID)).toMatchObject({
      paymentStatus: 'Cancelled',
      paidAt: null,
    });
    expect(await kit.enrolmentsOf(first.order.orderID)).toHaveLength(0);
    expect((await kit.eventsOf(first.order.orderID)).map((event) => [event.outcome, event.detail])).toEqual([
      ['DUPLICATE_PAYMENT', 'PRODUCTS_OWNED'],
    ]);
  });
});

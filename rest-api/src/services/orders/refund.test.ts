import { type OrderDetails, ReasonCode, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;
const learnerNo = loadLearner;

// Migrating and seeding a fresh database takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

// Catalogue price in paise (seed): 3008 ₹11,999.
const COURSE_A = 3008;

describe('POST refund (staff only)', () => {
  it('records a refund of a paid order once, ends its access, and refuses unpaid orders and learners', async () => {
    const { email, partyId } = learnerNo(11);
    const client = await kit.signedIn(email);
    const order = await kit.place(client, partyId, [COURSE_A]);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    const body = { orderID: order.orderID, note: 'E-mail request 2026-11-21, approved by ops' };
    expect((await ops.post(RestPath.REFUND, body)).body.reasonCode).toBe(ReasonCode.ORDER_NOT_REFUNDABLE);
    await ops.post(RestPath.OFFLINE_PAYMENT, { orderID: order.orderID, reference: 'NEFT-REFUND-1' });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(1);

    expect((await client.post(RestPath.REFUND, body)).status).toBe(403);
    const refunded = await ops.post<OrderDetails>(RestPath.REFUND, body);
    expect(refunded.body.responseObject?.paymentStatus).toBe('Refunded');
    expect(await kit.orderRow(order.orderID)).toMatchObject({ refundNote: body.note });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(0);
    expect((await ops.post(RestPath.REFUND, body)).body.reasonCode).toBe(ReasonCode.ORDER_NOT_REFUNDABLE);
    expect((await kit.eventsOf(order.orderID)).filter((event) => event.outcome === 'REFUNDED')).toHaveLength(
      1,
    );
    // A refunded order is settled: it cannot be paid again.
    const retry = await client.post(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
      totalOrderPrice: order.totalOrderPrice,
    });
    expect(retry.body.reasonCode).toBe(ReasonCode.ORDER_NOT_PAYABLE);
  });
});

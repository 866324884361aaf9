import { RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_LEARNERS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture } from './checkout.fixture';

let api: TestRestApi;

// Razorpay configured, its API unreachable (nothing listens on port 9).
beforeAll(async () => {
  api = await createTestRestApi({
    RAZORPAY_KEY_ID: 'rzp_test_down',
    RAZORPAY_KEY_SECRET: 'secret-down',
    RAZORPAY_API_URL: 'http://127.0.0.1:9/v1',
  });
}, 60_000);
afterAll(() => api?.close());

describe('with Razorpay configured and down', () => {
  it('answers PAYMENT_PROVIDER_FAILED, keeps the order payable, and serves no sandbox page', async () => {
    const kit = new CheckoutFixture(api);
    const learner = LOAD_LEARNERS[0];
    if (!learner) throw new Error('no load learner');
    const client = await kit.signedIn(learner.email);
    const order = await kit.place(client, learner.partyId, [3008]);
    const response = await client.post(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: learner.partyId,
      totalOrderPrice: order.totalOrderPrice,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: 'PAYMENT_PROVIDER_FAILED' });
    expect(await kit.orderRow(order.orderID)).toMatchObject({
      paymentStatus: 'Initiated',
      provider: null,
      providerOrderId: null,
    });
    const sandbox = await api.app.inject({ method: 'GET', url: RestPath.SANDBOX_CHECKOUT });
    expect(sandbox.statusCode).toBe(404);
  });
});

import { type PaymentStatusCheckResult, ReasonCode, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from './checkout.fixture';
import { PaytmFixture, WALLET_COURSE } from './paytm.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;
let paytm: PaytmFixture;
let ops: RestTestClient;

// The notifications and webhooks wait ten minutes: the outcome stays unknown until staff ask.
beforeAll(async () => {
  api = await createTestRestApi({ SANDBOX_WEBHOOK_DELAY_MS: '600000' });
  kit = new CheckoutFixture(api);
  paytm = new PaytmFixture(api, kit);
  ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

const check = async (orderID: number, client = ops) =>
  (await client.post<PaymentStatusCheckResult>(RestPath.PAYMENT_STATUS_CHECK, { orderID })).body;

/** A card order the sandbox's page paid or failed, whose callback never came back. */
const cardOutcome = async (learner: number, action: 'pay' | 'fail') => {
  const started = await kit.started(learner, [WALLET_COURSE]);
  const page = await paytm.form(`${RestPath.SANDBOX_CHECKOUT}/${action}`, {
    order_id: started.providerOrderId,
    callback_url: '/payment/callback',
  });
  expect(page.statusCode).toBe(200);
  return started;
};

describe('Staff status check (payments whose outcome is unknown)', () => {
  it('asks Paytm, pays the order once, and answers the report row', async () => {
    const { order, handoff } = await paytm.walletOrder(30);
    await paytm.outcome(handoff, 'pay');
    expect(await kit.orderRow(order.orderID)).toMatchObject({ paymentStatus: 'Initiated' });
    const first = await check(order.orderID);
    expect(first.responseObject).toMatchObject({
      orderID: order.orderID,
      askedProvider: 'SANDBOX_PAYTM',
      outcome: 'PAID',
      row: { orderID: order.orderID, paymentStatus: 'Paid', provider: 'SANDBOX_PAYTM' },
    });
    expect((await check(order.orderID)).responseObject?.outcome).toBe('ALREADY_PAID');
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(1);
  });

  it('asks the card provider, and two staff asking at once fulfil one time', async () => {
    const { order } = await cardOutcome(31, 'pay');
    const admin = await kit.signedIn(DEMO_ACCOUNTS.admin.email);
    const answers = await Promise.all([check(order.orderID), check(order.orderID, admin)]);
    expect(answers.map((answer) => answer.responseObject?.outcome).sort()).toEqual(['ALREADY_PAID', 'PAID']);
    expect(answers[0]?.responseObject).toMatchObject({
      askedProvider: 'SANDBOX',
      row: { paymentStatus: 'Paid' },
    });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(1);
    const fulfilled = (await kit.eventsOf(order.orderID)).filter((event) => event.outcome === 'FULFILLED');
    expect(fulfilled).toHaveLength(1);
  });

  it('marks a failed card payment failed, and says when nobody could be asked', async () => {
    const { order } = await cardOutcome(32, 'fail');
    expect((await check(order.orderID)).responseObject).toMatchObject({
      askedProvider: 'SANDBOX',
      outcome: 'FAILED',
      row: { paymentStatus: 'Failed' },
    });
    // Placed, never handed to a provider: nothing to ask.
    const { email, partyId } = loadLearner(33);
    const placed = await kit.place(await kit.signedIn(email), partyId, [WALLET_COURSE]);
    expect((await check(placed.orderID)).responseObject).toMatchObject({
      askedProvider: null,
      outcome: null,
    });
    expect((await check(999_999_999)).reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('is for the roles that see payments only', async () => {
    const { client, order } = await paytm.walletOrder(34);
    expect((await client.post(RestPath.PAYMENT_STATUS_CHECK, { orderID: order.orderID })).status).toBe(403);
    const sysops = await kit.signedIn(DEMO_ACCOUNTS.sysops.email);
    expect((await sysops.post(RestPath.PAYMENT_STATUS_CHECK, { orderID: order.orderID })).status).toBe(403);
  });
});

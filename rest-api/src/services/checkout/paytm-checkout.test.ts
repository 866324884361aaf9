import { type PaymentCallbackResult, type PaymentHandoff, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paytmChecksum } from '../../providers/payments/paytm-checksum';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from './checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

// A long notification delay: each test sends the notification itself, when it wants it.
beforeAll(async () => {
  api = await createTestRestApi({ SANDBOX_WEBHOOK_DELAY_MS: '600000' });
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

// In every load learner's cart (seed): 3008 ₹11,999.
const COURSE = 3008;

const form = (url: string, fields: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const hiddenFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1] ?? '',
      (match[2] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    ]),
  );

/** A learner's order handed to the wallet: Paytm's order id and token, as /checkout-paytm gets them. */
const walletOrder = async (learner: number) => {
  const { email, partyId } = loadLearner(learner);
  const client = await kit.signedIn(email);
  const order = await kit.place(client, partyId, [COURSE]);
  const response = await client.post<PaymentHandoff>(RestPath.DO_PAYMENT, {
    orderID: order.orderID,
    studentPartyID: partyId,
    totalOrderPrice: order.totalOrderPrice,
    paymentMethod: 'WALLET',
  });
  const handoff = response.body.responseObject;
  if (!handoff?.txnToken) throw new Error(`wallet refused: ${JSON.stringify(response.body)}`);
  return { client, partyId, order, handoff };
};

/** The sandbox page's outcome: the signed fields it posts to the callback. */
const sandboxOutcome = async (handoff: PaymentHandoff, action: 'pay' | 'fail' | 'pending', mode = 'PPI') => {
  const page = await form(`${RestPath.SANDBOX_PAYTM}/${action}`, {
    mid: handoff.mid,
    orderId: handoff.razorpayOrderID,
    txnToken: handoff.txnToken ?? '',
    mode,
  });
  expect(page.statusCode).toBe(200);
  return hiddenFields(page.body);
};

const callback = async (fields: Record<string, string>) =>
  (await api.client().post<PaymentCallbackResult>(RestPath.PAYTM_CALLBACK, fields)).body.responseObject;
const notify = (fields: Record<string, string>) => form(RestPath.PAYTM_NOTIFICATION, fields);

describe('Paytm through the sandbox', () => {
  it('hands off a Paytm transaction: MID, an order id per attempt, a txnToken and its payment page', async () => {
    const { order, handoff } = await walletOrder(0);
    expect(handoff).toMatchObject({
      paymentMethod: 'WALLET',
      website: 'SANDBOX_PAYTM',
      mid: api.config.payments.sandbox.paytmMid,
      callbackUrl: expect.stringMatching(/\/payment\/paytm\/callback$/),
    });
    expect(handoff.razorpayOrderID).toMatch(new RegExp(`^FINX${order.orderID}T[0-9a-z]+$`));
    expect(handoff.checkoutUrl).toContain(`${RestPath.SANDBOX_PAYTM}?mid=`);
    const page = await form(RestPath.SANDBOX_PAYTM, {
      mid: handoff.mid,
      orderId: handoff.razorpayOrderID,
      txnToken: handoff.txnToken ?? '',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="paytm-pay-card"');
    expect(page.body).toContain('data-testid="paytm-pay-wallet"');
    expect(page.body).toContain('₹11,999.00');
    // A token of another attempt (or none) opens nothing.
    const forged = await form(RestPath.SANDBOX_PAYTM, {
      mid: handoff.mid,
      orderId: handoff.razorpayOrderID,
      txnToken: 'x.y',
    });
    expect(forged.statusCode).toBe(404);
    // The coupon locks as it does once a card payment started.
    expect(await kit.orderRow(order.orderID)).toMatchObject({
      provider: 'SANDBOX_PAYTM',
      paymentStatus: 'Initiated',
    });
  });

  it('pays exactly once: callback, notification, and both replayed, fulfil one time', async () => {
    const { order, handoff } = await walletOrder(1);
    const fields = await sandboxOutcome(handoff, 'pay');
    expect(fields).toMatchObject({
      STATUS: 'TXN_SUCCESS',
      TXNAMOUNT: '11999.00',
      ORDERID: handoff.razorpayOrderID,
    });
    expect(await callback(fields)).toEqual({ orderID: order.orderID, outcome: 'PAID' });
    expect((await notify(fields)).statusCode).toBe(200);
    expect(await callback(fields)).toEqual({ orderID: order.orderID, outcome: 'ALREADY_PAID' });
    expect((await notify(fields)).statusCode).toBe(200);
    expect(await kit.orderRow(order.orderID)).toMatchObject({
      paymentStatus: 'Paid',
      provider: 'SANDBOX_PAYTM',
      providerPaymentId: fields.TXNID,
    });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(1);
    const outcomes = (await kit.eventsOf(order.orderID)).map((event) => event.outcome).sort();
    expect(outcomes).toEqual(['ALREADY_PAID', 'FULFILLED', 'INITIATED']);
  });

  it('fulfils once when the callback and the notification race', async () => {
    const { order, handoff } = await walletOrder(2);
    const fields = await sandboxOutcome(handoff, 'pay', 'CC');
    const [answer, notified] = await Promise.all([callback(fields), notify(fields), notify(fields)]);
    expect(['PAID', 'ALREADY_PAID']).toContain(answer?.outcome);
    expect(notified.statusCode).toBe(200);
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(1);
    const fulfilled = (await kit.eventsOf(order.orderID)).filter((event) => event.outcome === 'FULFILLED');
    expect(fulfilled).toHaveLength(1);
  });

  it('refuses a tampered amount or status, a forged checksum, and another merchant', async () => {
    const { order, handoff } = await walletOrder(3);
    const fields = await sandboxOutcome(handoff, 'pay');
    expect(await callback({ ...fields, TXNAMOUNT: '1.00' })).toEqual({
      orderID: order.orderID,
      outcome: 'REJECTED',
    });
    expect((await notify({ ...fields, CHECKSUMHASH: 'AAAA' })).statusCode).toBe(400);
    const key = api.config.payments.sandbox.paytmMerchantKey;
    // Signed with the right key but for another MID: not ours.
    const { CHECKSUMHASH: _hash, ...unsigned } = fields;
    const otherMid = { ...unsigned, MID: 'SOMEONEELSE000000001' };
    expect(await callback({ ...otherMid, CHECKSUMHASH: await paytmChecksum(otherMid, key) })).toMatchObject({
      outcome: 'REJECTED',
    });
    // Signed correctly for a smaller amount (a key leak, or a Paytm mix-up): recorded, not fulfilled.
    const cheap = { ...unsigned, TXNAMOUNT: '1.00' };
    expect(await callback({ ...cheap, CHECKSUMHASH: await paytmChecksum(cheap, key) })).toMatchObject({
      outcome: 'REJECTED',
    });
    expect(await kit.orderRow(order.orderID)).toMatchObject({ paymentStatus: 'Initiated' });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(0);
    const rejected = (await kit.eventsOf(order.orderID)).filter((event) => event.outcome === 'REJECTED');
    expect(rejected.map((event) => event.detail).sort()).toEqual([
      'AMOUNT_MISMATCH',
      'MALFORMED',
      'SIGNATURE_INVALID',
      'SIGNATURE_INVALID',
    ]);
    // The genuine callback still pays afterwards.
    expect(await callback(fields)).toMatchObject({ outcome: 'PAID' });
  });

  it('marks a declined payment Failed, and a new attempt pays the same order', async () => {
    const { client, partyId, order, handoff } = await walletOrder(4);
    expect(await callback(await sandboxOutcome(handoff, 'fail'))).toEqual({
      orderID: order.orderID,
      outcome: 'FAILED',
    });
    expect(await kit.orderRow(order.orderID)).toMatchObject({ paymentStatus: 'Failed' });
    const again = await client.post<PaymentHandoff>(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
      totalOrderPrice: order.totalOrderPrice,
      paymentMethod: 'WALLET',
    });
    const retry = again.body.responseObject;
    expect(retry?.razorpayOrderID).not.toBe(handoff.razorpayOrderID);
    if (!retry) throw new Error('no retry');
    expect(await callback(await sandboxOutcome(retry, 'pay'))).toMatchObject({ outcome: 'PAID' });
  });

  it('settles a PENDING callback by the status query, and the status route answers it later too', async () => {
    const { client, order, handoff } = await walletOrder(5);
    const fields = await sandboxOutcome(handoff, 'pending');
    expect(fields.STATUS).toBe('PENDING');
    expect(await callback(fields)).toEqual({ orderID: order.orderID, outcome: 'PAID' });
    const events = await kit.eventsOf(order.orderID);
    expect(events.find((event) => event.source === 'STATUS')?.outcome).toBe('FULFILLED');
    const status = await client.post<PaymentCallbackResult>(RestPath.PAYTM_STATUS, {
      orderID: order.orderID,
    });
    expect(status.body.responseObject).toEqual({ orderID: order.orderID, outcome: 'ALREADY_PAID' });
    // Another learner may not ask about it.
    const other = await kit.signedIn(loadLearner(6).email);
    expect((await other.post(RestPath.PAYTM_STATUS, { orderID: order.orderID })).status).toBe(403);
  });

  it('keeps a wallet payment for an order a card payment already paid, for a refund', async () => {
    const { client, order, handoff } = await walletOrder(7);
    const card = await kit.handoff(client, order);
    expect(card.paymentMethod).toBe('CARD');
    expect((await kit.callback(kit.successFields(card.razorpayOrderID, 'pay_card_1')))?.outcome).toBe('PAID');
    // The learner had also paid in a Paytm tab: Paytm's signed success arrives for a paid order.
    const fields: Record<string, string> = {
      MID: handoff.mid,
      ORDERID: handoff.razorpayOrderID,
      TXNID: '20260000000000000000001',
      TXNAMOUNT: '11999.00',
      CURRENCY: 'INR',
      STATUS: 'TXN_SUCCESS',
      RESPCODE: '01',
      RESPMSG: 'Txn Success',
    };
    const key = api.config.payments.sandbox.paytmMerchantKey;
    const signed = { ...fields, CHECKSUMHASH: await paytmChecksum(fields, key) };
    expect(await callback(signed)).toEqual({ orderID: order.orderID, outcome: 'ALREADY_PAID' });
    expect(await kit.orderRow(order.orderID)).toMatchObject({
      provider: 'SANDBOX',
      providerPaymentId: 'pay_card_1',
    });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(1);
    const duplicate = (await kit.eventsOf(order.orderID)).find(
      (event) => event.providerPaymentId === fields.TXNID,
    );
    expect(duplicate?.outcome).toBe('DUPLICATE_PAYMENT');
  });
});

describe('Paytm routes refuse what cannot be Paytm', () => {
  it('answers 400 for a notification with text the database cannot store, or too many fields', async () => {
    expect((await notify({ ORDERID: 'FINX1Tx', RESPMSG: 'a\u0000b' })).statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`F${i}`, 'x']));
    expect((await notify(many)).statusCode).toBe(400);
    // A notification for no order of ours is refused and recorded.
    expect((await notify({ ORDERID: 'FINX1Tx', STATUS: 'TXN_SUCCESS', CHECKSUMHASH: 'x' })).statusCode).toBe(
      400,
    );
  });
});

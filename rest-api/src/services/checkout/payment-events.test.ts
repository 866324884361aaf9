import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart';
import { DEMO_COUPONS } from '../../db/seed';
import { paymentSignature } from '../../providers/payments/signature';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture } from './checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

// Migrating and seeding a fresh database takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

// In every load learner's cart (seed): 3008 ₹11,999 and 3003 ₹2,999.
const COURSE_A = 3008;
const COURSE_B = 3003;

const startedOrder = (learner: number, products = [COURSE_A], coupon?: string) =>
  kit.started(learner, products, coupon);

const unchanged = async (orderId: number) => {
  expect(await kit.orderRow(orderId)).toMatchObject({
    paymentStatus: 'Initiated',
    providerPaymentId: null,
    paidAt: null,
  });
  expect(await kit.enrolmentsOf(orderId)).toHaveLength(0);
  expect(await kit.redemptionsOf(orderId)).toHaveLength(0);
};

describe('POST Payment/callback: the signature is the authentication', () => {
  it('rejects a forged signature, an unknown order and a signature for another payment; nothing changes', async () => {
    const { order, providerOrderId } = await startedOrder(0);
    const forged = await kit.callback({
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: 'pay_forged1',
      razorpay_signature: paymentSignature('not-the-secret', providerOrderId, 'pay_forged1'),
    });
    expect(forged).toEqual({ orderID: order.orderID, outcome: 'REJECTED' });
    const swapped = kit.successFields(providerOrderId, 'pay_genuine1');
    expect(await kit.callback({ ...swapped, razorpay_payment_id: 'pay_other1' })).toMatchObject({
      outcome: 'REJECTED',
    });
    expect(await kit.callback(kit.successFields('order_sbx_nosuchorder', 'pay_x'))).toEqual({
      orderID: null,
      outcome: 'REJECTED',
    });
    await unchanged(order.orderID);
    const events = await kit.eventsOf(order.orderID);
    expect(events.map((event) => [event.outcome, event.signatureValid, event.eventKey])).toEqual([
      ['REJECTED', false, null],
      ['REJECTED', false, null],
    ]);
    // The forged attempt claimed no key: the genuine callback for that payment id still fulfils.
    expect((await kit.callback(swapped))?.outcome).toBe('PAID');
  });

  it('fulfils a valid callback once; a replay answers ALREADY_PAID and changes nothing', async () => {
    const { order, providerOrderId, partyId } = await startedOrder(
      1,
      [COURSE_A, COURSE_B],
      DEMO_COUPONS.welcome10,
    );
    const fields = kit.successFields(providerOrderId, 'pay_replay1');
    expect(await kit.callback(fields)).toEqual({ orderID: order.orderID, outcome: 'PAID' });
    const paid = await kit.orderRow(order.orderID);
    expect(paid).toMatchObject({ paymentStatus: 'Paid', providerPaymentId: 'pay_replay1' });
    expect(await kit.callback(fields)).toEqual({ orderID: order.orderID, outcome: 'ALREADY_PAID' });
    expect(await kit.orderRow(order.orderID)).toEqual(paid);
    expect((await kit.enrolmentsOf(order.orderID)).map((row) => row.productId).sort()).toEqual([3003, 3008]);
    expect(await kit.redemptionsOf(order.orderID)).toEqual([
      expect.objectContaining({ couponCode: 'WELCOME10', partyId, discountPaise: 50_000 }),
    ]);
    // The purchased products leave the cart.
    const cart = await api.db.select().from(cartItems).where(eq(cartItems.partyId, partyId));
    expect(cart.map((row) => row.productId)).not.toEqual(expect.arrayContaining([COURSE_A]));
    expect(cart.map((row) => row.productId)).not.toContain(COURSE_B);
    const events = await kit.eventsOf(order.orderID);
    expect(events.filter((event) => event.outcome === 'FULFILLED')).toHaveLength(1);
  });

  it('records an error callback as FAILED without touching the order', async () => {
    const { order, providerOrderId } = await startedOrder(2);
    const result = await kit.callback({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ order_id: providerOrderId, payment_id: 'pay_failed1' }),
    });
    expect(result).toEqual({ orderID: order.orderID, outcome: 'FAILED' });
    await unchanged(order.orderID);
    expect((await kit.eventsOf(order.orderID)).map((event) => event.outcome)).toEqual(['FAILED']);
  });
});

describe('POST Payment/webhook: raw-body signature, dedupe, amount check', () => {
  it('answers 400 to a bad signature and changes nothing', async () => {
    const { order, providerOrderId } = await startedOrder(3);
    const response = await kit.webhook(
      'payment.captured',
      { id: 'pay_badsig1', order_id: providerOrderId, amount: 1_199_900, status: 'captured' },
      { signature: 'f'.repeat(64), eventId: 'evt_badsig1' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'fail', reasonCode: 'PAYMENT_SIGNATURE_INVALID' });
    await unchanged(order.orderID);
    expect((await kit.eventsOf(order.orderID)).map((e) => [e.outcome, e.signatureValid])).toEqual([
      ['REJECTED', false],
    ]);
  });

  it('refuses to fulfil when the amount or currency differs from the order, answering 200', async () => {
    const { order, providerOrderId } = await startedOrder(4);
    const response = await kit.webhook(
      'payment.captured',
      { id: 'pay_short1', order_id: providerOrderId, amount: 100, status: 'captured' },
      { eventId: 'evt_short1' },
    );
    expect(response.statusCode).toBe(200);
    const dollars = await kit.webhook(
      'payment.captured',
      { id: 'pay_usd1', order_id: providerOrderId, amount: 1_199_900, currency: 'USD' },
      { eventId: 'evt_usd1' },
    );
    expect(dollars.statusCode).toBe(200);
    await unchanged(order.orderID);
    expect((await kit.eventsOf(order.orderID)).map((e) => [e.outcome, e.detail, e.signatureValid])).toEqual([
      ['REJECTED', 'AMOUNT_MISMATCH', true],
      ['REJECTED', 'AMOUNT_MISMATCH', true],
    ]);
  });

  it('marks an order Failed only on a signed payment.failed, registers nothing, and allows a retry', async () => {
    const { client, order, providerOrderId } = await startedOrder(5);
    const failed = await kit.webhook(
      'payment.failed',
      { id: 'pay_fail1', order_id: providerOrderId, amount: 1_199_900, error_description: 'Card declined' },
      { eventId: 'evt_fail1' },
    );
    expect(failed.statusCode).toBe(200);
    expect(await kit.orderRow(order.orderID)).toMatchObject({
      paymentStatus: 'Failed',
      failureReason: 'Card declined',
    });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(0);
    // A duplicate delivery is acknowledged and ignored.
    const duplicate = await kit.webhook(
      'payment.failed',
      { id: 'pay_fail1', order_id: providerOrderId, amount: 1_199_900 },
      { eventId: 'evt_fail1' },
    );
    expect(duplicate.statusCode).toBe(200);

    // The learner tries again on the same provider order and succeeds.
    expect((await kit.handoff(client, order)).razorpayOrderID).toBe(providerOrderId);
    expect((await kit.callback(kit.successFields(providerOrderId, 'pay_retry1')))?.outcome).toBe('PAID');
    // A late failure report never un-pays an order.
    await kit.webhook(
      'payment.failed',
      { id: 'pay_fail2', order_id: providerOrderId },
      { eventId: 'evt_fail2' },
    );
    expect((await kit.orderRow(order.orderID))?.paymentStatus).toBe('Paid');
  });

  it('fulfils exactly once when callbacks and webhooks race', async () => {
    const WEBHOOKS = 8;
    const { order, providerOrderId, partyId } = await startedOrder(
      6,
      [COURSE_A, COURSE_B],
      DEMO_COUPONS.flat200,
    );
    const paymentId = 'pay_race1';
    const amount = (await kit.orderRow(order.orderID))?.totalOrderPaise;
    const fields = kit.successFields(providerOrderId, paymentId);
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => kit.callback(fields)),
      ...Array.from({ length: WEBHOOKS }, (_, i) =>
        kit.webhook(
          i === 0 ? 'payment.captured' : 'order.paid',
          { id: paymentId, order_id: providerOrderId, amount, status: 'captured' },
          { eventId: `evt_race${i}` },
        ),
      ),
    ]);
    const callbacks = results.slice(0, 3) as Awaited<ReturnType<typeof kit.callback>>[];
    const webhooks = results.slice(3) as Awaited<ReturnType<typeof kit.webhook>>[];
    // Every delivery is acknowledged: one that deadlocked on the order row would answer 500 and lose its event.
    expect(webhooks.map((response) => response.statusCode)).toEqual(Array(WEBHOOKS).fill(200));
    expect(callbacks.map((result) => result?.outcome).sort()).toEqual(
      expect.arrayContaining(['ALREADY_PAID']),
    );
    expect(callbacks.filter((result) => result?.outcome === 'PAID').length).toBeLessThanOrEqual(1);

    expect(await kit.orderRow(order.orderID)).toMatchObject({
      paymentStatus: 'Paid',
      providerPaymentId: paymentId,
    });
    const events = await kit.eventsOf(order.orderID);
    expect(events.filter((event) => event.outcome === 'FULFILLED')).toHaveLength(1);
    expect(events).toHaveLength(1 + WEBHOOKS); // one callback key, one per webhook event id
    const enrolled = await kit.enrolmentsOf(order.orderID);
    expect(enrolled.map((row) => row.productId).sort()).toEqual([3003, 3008]);
    expect(await kit.redemptionsOf(order.orderID)).toHaveLength(1);
    const left = await api.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.partyId, partyId), eq(cartItems.productId, COURSE_A)));
    expect(left).toHaveLength(0);
  });

  it('records a second, different payment for a paid order as DUPLICATE_PAYMENT and keeps the first', async () => {
    const { order, providerOrderId } = await startedOrder(7);
    expect((await kit.callback(kit.successFields(providerOrderId, 'pay_first1')))?.outcome).toBe('PAID');
    expect((await kit.callback(kit.successFields(providerOrderId, 'pay_second1')))?.outcome).toBe(
      'ALREADY_PAID',
    );
    expect((await kit.orderRow(order.orderID))?.providerPaymentId).toBe('pay_first1');
    const events = await kit.eventsOf(order.orderID);
    expect(events.find((event) => event.providerPaymentId === 'pay_second1')?.outcome).toBe(
      'DUPLICATE_PAYMENT',
    );
  });
});

import { ReasonCode, RestPath } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyCouponDocument,
  CartDocument,
  CheckoutDocument,
  LearnerHeaderDocument,
  MyLearningDocument,
  MyOrdersDocument,
  OrderDocument,
  StartPaymentDocument,
} from '../../client/src/graphql/generated/graphql';
import { enrolmentsOf, paymentEventsOf } from '../src/harness/database';
import { eventually } from '../src/harness/eventually';
import { loginAs, type Caller } from '../src/harness/login';
import { formOf, payInSandbox } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';

// A load learner of its own on this file's database.
const learnerAccount = LOAD_LEARNERS[6]!;
/** The cheapest paid course (₹999). */
const CHEAP_COURSE = 3022;

describe('gateway payment: sandbox, callback, webhook, exactly once', () => {
  let stack: Stack;
  let learner: Caller;
  const checkout = async (ids?: number[]) =>
    (await learner.data(CheckoutDocument, { productIds: ids?.map(String) ?? null })).checkout;
  const start = async (order: { orderId: number; totalOrderPrice: number }) =>
    (
      await learner.data(StartPaymentDocument, {
        orderId: String(order.orderId),
        totalOrderPrice: order.totalOrderPrice,
      })
    ).startPayment;
  const readOrder = async (id: number) => (await learner.data(OrderDocument, { id: String(id) })).order;
  /** What the learner's pages show: My Learning, My Payment, the header's cart count and the cart. */
  const lists = async () => ({
    myLearning: (await learner.data(MyLearningDocument)).myLearning,
    myOrders: (await learner.data(MyOrdersDocument)).myOrders,
    cartCount: (await learner.data(LearnerHeaderDocument)).learnerHeader.cartCount,
    cart: (await learner.data(CartDocument)).cart.items.map((item) => item.product.productId),
  });

  beforeAll(async () => {
    stack = await startStack();
    learner = await loginAs(stack, learnerAccount.email, { browser: 'learner' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pays in the sandbox over HTTP, lands on /thankyou, and registers once however often the callback comes', async () => {
    const before = await lists();
    const { order } = await checkout();
    const bought = order!.items.map((item) => item.productId);
    expect(bought.length).toBeGreaterThan(1);
    const discounted = (
      await learner.data(ApplyCouponDocument, { orderId: String(order!.orderId), code: 'WELCOME10' })
    ).applyCoupon.order!;
    const { handoff } = await start(discounted);
    expect(handoff).toMatchObject({
      orderId: order!.orderId,
      website: 'SANDBOX',
      totalOrderPrice: discounted.totalOrderPrice,
    });
    expect(new URL(handoff!.checkoutUrl).pathname).toBe(RestPath.SANDBOX_CHECKOUT);
    expect(new URL(handoff!.callbackUrl).pathname).toBe('/payment/callback');

    const autoPost = await payInSandbox(stack, handoff!);
    expect(autoPost.action).toBe(handoff!.callbackUrl);
    expect(Object.keys(autoPost.fields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);

    const callback = await stack.form('/payment/callback', autoPost.fields);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`/thankyou?orderId=${order!.orderId}`);
    const settled = await readOrder(order!.orderId);
    expect(settled).toMatchObject({ paymentStatus: 'PAID', paymentId: autoPost.fields.razorpay_payment_id });

    const after = await lists();
    expect(
      after.myLearning.filter((row) => bought.includes(row.productId)).map((row) => row.orderId),
    ).toEqual(bought.map(() => order!.orderId));
    expect(after.myOrders.find((row) => row.orderId === order!.orderId)?.paymentStatus).toBe('PAID');
    expect(after.cart.filter((productId) => bought.includes(productId))).toEqual([]);
    expect(after.cartCount).toBe(before.cartCount - bought.length);

    // The same callback again (a reload, a double submit), and the sandbox's own signed webhook for the
    // same payment: whichever comes second must find the order paid and register nothing.
    const replay = await stack.form('/payment/callback', autoPost.fields);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(`/thankyou?orderId=${order!.orderId}`);
    const events = await eventually(
      () => paymentEventsOf(stack, order!.orderId),
      (rows) => rows.some((row) => row.source === 'WEBHOOK'),
      { what: `the sandbox webhook of order ${order!.orderId}` },
    );
    expect(events.map((event) => event.source).sort()).toEqual(['CALLBACK', 'WEBHOOK']);
    expect(events.every((event) => event.signature_valid)).toBe(true);
    expect(events.filter((event) => event.outcome === 'FULFILLED')).toHaveLength(1);
    expect(events.map((event) => event.outcome).sort()).toEqual(['ALREADY_PAID', 'FULFILLED']);
    const lateReplay = await stack.form('/payment/callback', autoPost.fields);
    expect(lateReplay.headers.get('location')).toBe(`/thankyou?orderId=${order!.orderId}`);
    expect(await paymentEventsOf(stack, order!.orderId)).toEqual(events);

    expect(await enrolmentsOf(stack, order!.orderId)).toEqual([...bought].sort((a, b) => a - b));
    const again = await lists();
    expect(again.myLearning).toHaveLength(after.myLearning.length);
    expect(again.myOrders).toEqual(after.myOrders);
    const redemptions = await stack.rows(
      sql`select order_id from coupon_redemptions where order_id = ${order!.orderId}`,
    );
    expect(redemptions).toHaveLength(1);
  });

  it('answers the emptied cart with CART_EMPTY', async () => {
    const empty = await checkout();
    expect(empty.order).toBeNull();
    expect(empty.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.CART_EMPTY, 'productIds'],
    ]);
  });

  it('sends a forged signature to /error and leaves the order unpaid', async () => {
    const { order } = await checkout([CHEAP_COURSE]);
    const { handoff } = await start(order!);
    const forged = await stack.form('/payment/callback', {
      razorpay_order_id: handoff!.razorpayOrderId,
      razorpay_payment_id: 'pay_forged000001',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toMatch(/^\/error(\?orderId=\d+)?$/);
    expect((await readOrder(order!.orderId))?.paymentStatus).toBe('INITIATED');
    expect((await lists()).myLearning.map((row) => row.productId)).not.toContain(CHEAP_COURSE);
    expect(await paymentEventsOf(stack, order!.orderId)).toEqual([
      { source: 'CALLBACK', outcome: 'REJECTED', signature_valid: false },
    ]);
  });

  it('sends a failed sandbox payment to /error with nothing registered', async () => {
    const { order } = await checkout([CHEAP_COURSE]);
    const { handoff } = await start(order!);
    const failed = await stack.form(`${RestPath.SANDBOX_CHECKOUT}/fail`, {
      order_id: handoff!.razorpayOrderId,
      callback_url: handoff!.callbackUrl,
    });
    const autoPost = formOf(await failed.text());
    expect(autoPost.fields['error[code]']).toBeTruthy();
    const callback = await stack.form('/payment/callback', autoPost.fields);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`/error?orderId=${order!.orderId}`);
    // Unpaid: the sandbox's payment.failed webhook may or may not have marked it Failed yet.
    expect(['INITIATED', 'FAILED']).toContain((await readOrder(order!.orderId))?.paymentStatus);
    expect((await lists()).myLearning.map((row) => row.productId)).not.toContain(CHEAP_COURSE);
    expect(await enrolmentsOf(stack, order!.orderId)).toEqual([]);

    const dismissed = await stack.form(`${RestPath.SANDBOX_CHECKOUT}/dismiss`, {
      order_id: handoff!.razorpayOrderId,
      callback_url: handoff!.callbackUrl,
    });
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers.get('location')).toMatch(
      new RegExp(`/error\\?orderId=${order!.orderId}&reason=dismissed$`),
    );
  });

  it('passes webhooks on as rest-api answers them', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': 'not-a-signature',
      'x-razorpay-event-id': 'evt_forged_1',
    };
    const direct = await fetch(`${stack.restUrl}${RestPath.PAYMENT_WEBHOOK}`, {
      method: 'POST',
      headers,
      body,
    });
    const viaGateway = await fetch(`${stack.gatewayUrl}/payment/webhook`, { method: 'POST', headers, body });
    expect(viaGateway.status).toBe(direct.status);
    expect(await viaGateway.text()).toBe(await direct.text());
    expect(viaGateway.status).toBeGreaterThanOrEqual(400);
    expect(viaGateway.status).toBeLessThan(500);
  });

  it('pays by Paytm through the gateway: wallet form, its payment page, callback and notification, once', async () => {
    const { order } = await checkout([CHEAP_COURSE]);
    const { handoff } = (
      await learner.data(StartPaymentDocument, {
        orderId: String(order!.orderId),
        totalOrderPrice: order!.totalOrderPrice,
        method: 'WALLET',
      })
    ).startPayment;
    expect(handoff).toMatchObject({
      paymentMethod: 'WALLET',
      website: 'SANDBOX_PAYTM',
      orderId: order!.orderId,
    });
    const page = new URL(handoff!.checkoutUrl);
    expect(page.pathname).toBe(RestPath.SANDBOX_PAYTM);
    expect(new URL(handoff!.callbackUrl).pathname).toBe('/payment/paytm/callback');

    // The wallet form's post (mid, orderId, txnToken), then the page's wallet choice.
    const wallet = { mid: handoff!.mid, orderId: handoff!.razorpayOrderId, txnToken: handoff!.txnToken! };
    const shown = await stack.form(`${page.pathname}${page.search}`, wallet);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('data-testid="paytm-pay-wallet"');
    const paid = await stack.form(`${RestPath.SANDBOX_PAYTM}/pay`, { ...wallet, mode: 'PPI' });
    const autoPost = formOf(await paid.text());
    expect(autoPost.action).toBe(handoff!.callbackUrl);
    expect(autoPost.fields).toMatchObject({ STATUS: 'TXN_SUCCESS', ORDERID: handoff!.razorpayOrderId });

    const callback = await stack.form('/payment/paytm/callback', autoPost.fields);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`/thankyou?orderId=${order!.orderId}`);
    expect(await readOrder(order!.orderId)).toMatchObject({
      paymentStatus: 'PAID',
      provider: 'SANDBOX_PAYTM',
      paymentId: autoPost.fields.TXNID,
    });
    // The sandbox's notification comes through rest-api's own route; a replayed callback changes nothing.
    const replay = await stack.form('/payment/paytm/callback', autoPost.fields);
    expect(replay.headers.get('location')).toBe(`/thankyou?orderId=${order!.orderId}`);
    const events = await eventually(
      () => paymentEventsOf(stack, order!.orderId),
      (rows) => rows.some((row) => row.source === 'WEBHOOK' && row.signature_valid),
      { what: `the sandbox Paytm notification of order ${order!.orderId}` },
    );
    expect(events.filter((event) => event.outcome === 'FULFILLED')).toHaveLength(1);
    expect(await enrolmentsOf(stack, order!.orderId)).toEqual([CHEAP_COURSE]);

    // A notification with a forged checksum, straight from "Paytm" to the gateway: refused.
    const forged = await stack.form('/payment/paytm/notification', {
      ...autoPost.fields,
      CHECKSUMHASH: 'AAAA',
    });
    expect(forged.status).toBe(400);
  });

  it('still lands the browser on /error when rest-api is down', async () => {
    await stack.stopRest();
    const callback = await stack.form('/payment/callback', {
      razorpay_order_id: 'order_x',
      razorpay_signature: 'x',
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/error');
    const page = await stack.form(
      RestPath.SANDBOX_CHECKOUT,
      { order_id: 'order_x' },
      { serverErrorExpected: true },
    );
    expect(page.status).toBe(502);
  });
});

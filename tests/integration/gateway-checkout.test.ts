import { messageFor, ProductId, ReasonCode, RestPath, type OrderDetails } from '@finx/domain';
import { DEV_FIELD_CIPHER_SECRET, FieldCipher } from '@finx/domain/server';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { fetchTransport, RestTestClient } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';
import {
  CHECKOUT,
  LISTS,
  LOGIN,
  READ_ORDER,
  REMOVE,
  APPLY,
  START,
  formOf,
  type Lists,
  type Order,
  type OrderResult,
  type StartResult,
  type UserError,
} from './checkout-operations';

// Load learners of their own: cart tests use [4] and [5], the e2e specs [9] to [11].
const learner = LOAD_LEARNERS[6]!;
const restLearner = LOAD_LEARNERS[7]!;
/** The cheapest paid course (₹999): below FLAT200's ₹1,000 minimum. */
const CHEAP_COURSE = 3022;

describe('gateway checkout and payment', () => {
  let stack: Stack;
  const run = async <T>(query: string, variables?: Record<string, unknown>) => {
    const response = await stack.graphql<T>(query, variables, { cookie: 'learner' });
    expectNoInternalErrors(response);
    expect(response.body.errors).toBeUndefined();
    return response.body.data!;
  };
  const checkout = async (ids?: number[]) =>
    (await run<OrderResult>(CHECKOUT, { ids: ids?.map(String) ?? null })).result;
  const lists = () => run<Lists>(LISTS);
  const readOrder = async (id: number) =>
    (await run<{ order: Order | null }>(READ_ORDER, { id: String(id) })).order;
  const start = async (order: { orderId: number; totalOrderPrice: number }) =>
    (await run<StartResult>(START, { id: String(order.orderId), total: order.totalOrderPrice })).result;

  /** A form post as a browser sends it, without following redirects. */
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await stack.restDb.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    stack = await startStack();
    const login = await stack.graphql(
      LOGIN,
      { input: { username: learner.email, password: 'Demo@1234' } },
      { cookie: 'learner' },
    );
    expect(login.body.data).toEqual({ login: { userErrors: [] } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('orders the whole cart at catalogue prices', async () => {
    const before = await lists();
    const cartIds = before.cart.items.map((item) => Number(item.product.id));
    expect(cartIds.length).toBeGreaterThan(0);
    const { order, userErrors } = await checkout();
    expect(userErrors).toEqual([]);
    expect(order?.id).toBe(`Order:${order?.orderId}`);
    expect(order?.paymentStatus).toBe('INITIATED');
    expect(order?.items.map((item) => item.productId).sort()).toEqual([...cartIds].sort());
    const catalogueSum = order!.items.reduce((sum, item) => sum + item.product!.productPrice, 0);
    expect(order?.items.every((item) => item.price === item.product?.productPrice)).toBe(true);
    expect(order?.totalItemPrice).toBeCloseTo(catalogueSum, 2);
    expect(order?.totalOrderPrice).toBeCloseTo(catalogueSum, 2);
  });

  it('ignores the prices a client sends in the order insert', async () => {
    const rest = new RestTestClient(
      fetchTransport(stack.restUrl),
      new FieldCipher({ secret: DEV_FIELD_CIPHER_SECRET }),
    );
    await rest.loginAs(restLearner.email);
    const response = await rest.post<OrderDetails>(RestPath.ORDER, {
      studentPartyID: restLearner.partyId,
      orderPlacedOn: '01/01/2025',
      totalItemPrice: 1,
      totalOrderPrice: 1,
      paymentStatus: 'Paid',
      orderItemList: [{ itemID: 1, productID: CHEAP_COURSE, couponApplied: 'ZERO', prodctPrice: 1 }],
    });
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject).toMatchObject({
      totalItemPrice: 999,
      totalOrderPrice: 999,
      paymentStatus: 'Initiated',
    });
  });

  it('answers every coupon rule as a userError on code', async () => {
    const { order } = await checkout();
    const id = String(order!.orderId);
    const coupon = async (code: string) => (await run<OrderResult>(APPLY, { id, code })).result;

    const welcome = await coupon('welcome10');
    expect(welcome.userErrors).toEqual([]);
    // 10% capped at ₹500: the cart is worth more than ₹5,000.
    expect(welcome.order).toMatchObject({ couponCode: 'WELCOME10', discount: 500 });
    expect(welcome.order?.totalOrderPrice).toBeCloseTo(order!.totalItemPrice - 500, 2);
    const removed = (await run<OrderResult>(REMOVE, { id })).result;
    expect(removed.order).toMatchObject({
      couponCode: null,
      discount: 0,
      totalOrderPrice: order!.totalItemPrice,
    });

    const refusals: [string, string][] = [
      ['EXPIRED50', ReasonCode.COUPON_EXPIRED],
      ['LIMITED1', ReasonCode.COUPON_EXHAUSTED],
      ['CFXFEAT100', ReasonCode.COUPON_NOT_APPLICABLE],
      ['NO-SUCH-CODE', ReasonCode.COUPON_INVALID],
    ];
    for (const [code, reason] of refusals) {
      const refused = await coupon(code);
      expect(refused.order, code).toBeNull();
      expect(refused.userErrors, code).toEqual([
        { code: reason, field: 'code', message: expect.any(String) },
      ]);
    }

    const cheap = (await checkout([CHEAP_COURSE])).order!;
    const minimum = (await run<OrderResult>(APPLY, { id: String(cheap.orderId), code: 'FLAT200' })).result;
    expect(minimum.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.COUPON_MIN_ORDER, 'code'],
    ]);
    expect((await readOrder(order!.orderId))?.couponCode).toBeNull();
  });

  it('refuses Make Payment at a total the learner was not shown', async () => {
    const { order } = await checkout([CHEAP_COURSE]);
    const refused = await start({ orderId: order!.orderId, totalOrderPrice: 1 });
    expect(refused.handoff).toBeNull();
    expect(refused.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.ORDER_TOTAL_CHANGED, 'totalOrderPrice'],
    ]);
  });

  it('pays in the sandbox over HTTP, lands on /thankyou, and registers once however often the callback comes', async () => {
    const before = await lists();
    const { order } = await checkout();
    const discounted = (await run<OrderResult>(APPLY, { id: String(order!.orderId), code: 'WELCOME10' }))
      .result.order!;
    const { handoff } = await start(discounted);
    expect(handoff).toMatchObject({
      orderId: order!.orderId,
      website: 'SANDBOX',
      totalOrderPrice: discounted.totalOrderPrice,
    });
    expect(new URL(handoff!.checkoutUrl).pathname).toBe(RestPath.SANDBOX_CHECKOUT);
    expect(new URL(handoff!.callbackUrl).pathname).toBe('/payment/callback');

    // The wallet form's post, then the Pay button on the hosted page, both through the gateway.
    const wallet = {
      order_id: handoff!.razorpayOrderId,
      callback_url: handoff!.callbackUrl,
      key_id: handoff!.keyId,
    };
    const page = await post(RestPath.SANDBOX_CHECKOUT, wallet);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const pageHtml = await page.text();
    expect(pageHtml).toContain('data-testid="sandbox-pay"');
    const paid = await post(`${RestPath.SANDBOX_CHECKOUT}/pay`, formOf(pageHtml).fields);
    expect(paid.status).toBe(200);
    const autoPost = formOf(await paid.text());
    expect(autoPost.action).toBe(handoff!.callbackUrl);
    expect(Object.keys(autoPost.fields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);

    const callback = await post('/payment/callback', autoPost.fields);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`/thankyou?orderId=${order!.orderId}`);
    const settled = await readOrder(order!.orderId);
    expect(settled).toMatchObject({ paymentStatus: 'PAID', paymentId: autoPost.fields.razorpay_payment_id });

    const after = await lists();
    const bought = order!.items.map((item) => item.productId);
    expect(
      after.myLearning.filter((row) => bought.includes(row.productId)).map((row) => row.orderId),
    ).toEqual(bought.map(() => order!.orderId));
    expect(after.myOrders.find((row) => row.orderId === order!.orderId)?.paymentStatus).toBe('PAID');
    expect(after.cart.items.filter((item) => bought.includes(Number(item.product.id)))).toEqual([]);
    expect(after.learnerHeader.cartCount).toBe(before.learnerHeader.cartCount - bought.length);

    // The same callback again (a reload, a double submit) and the sandbox's webhook after it.
    const replay = await post('/payment/callback', autoPost.fields);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(`/thankyou?orderId=${order!.orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await lists();
    expect(again.myLearning).toHaveLength(after.myLearning.length);
    expect(again.myOrders).toEqual(after.myOrders);
    const enrolled = await rows(
      sql`select product_id from enrolments where party_id = ${learner.partyId} and order_id = ${order!.orderId}`,
    );
    expect(enrolled).toHaveLength(bought.length);
    const redemptions = await rows(
      sql`select order_id from coupon_redemptions where order_id = ${order!.orderId}`,
    );
    expect(redemptions).toHaveLength(1);
  });

  it('answers an empty cart with CART_EMPTY, and lists FEAT to buy before CFX', async () => {
    const empty = await checkout();
    expect(empty.order).toBeNull();
    expect(empty.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.CART_EMPTY, 'productIds'],
    ]);
    type Row = {
      productId: number;
      status: string;
      completed: string | null;
      unavailableMessage: string | null;
    };
    const { prerequisites } = await run<{ prerequisites: { id: string; rows: Row[] } }>(
      `{ prerequisites(productId: "${ProductId.CFX}") { id rows { productId status completed unavailableMessage } } }`,
    );
    expect(prerequisites.id).toBe(`PrerequisiteTable:${ProductId.CFX}`);
    expect(prerequisites.rows).toEqual([
      { productId: ProductId.FEAT, status: 'Make Payment', completed: null, unavailableMessage: null },
      {
        productId: ProductId.CFX,
        status: 'Make Payment',
        completed: null,
        unavailableMessage: messageFor(ReasonCode.CFX_NEEDS_FEAT),
      },
    ]);
  });

  it('sends a forged signature to /error and leaves the order unpaid', async () => {
    const { order } = await checkout([CHEAP_COURSE]);
    const { handoff } = await start(order!);
    const forged = await post('/payment/callback', {
      razorpay_order_id: handoff!.razorpayOrderId,
      razorpay_payment_id: 'pay_forged000001',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toMatch(/^\/error(\?orderId=\d+)?$/);
    expect((await readOrder(order!.orderId))?.paymentStatus).toBe('INITIATED');
    expect((await lists()).myLearning.map((row) => row.productId)).not.toContain(CHEAP_COURSE);
  });

  it('sends a failed sandbox payment to /error with nothing registered', async () => {
    const { order } = await checkout([CHEAP_COURSE]);
    const { handoff } = await start(order!);
    const failed = await post(`${RestPath.SANDBOX_CHECKOUT}/fail`, {
      order_id: handoff!.razorpayOrderId,
      callback_url: handoff!.callbackUrl,
    });
    const autoPost = formOf(await failed.text());
    expect(autoPost.fields['error[code]']).toBeTruthy();
    const callback = await post('/payment/callback', autoPost.fields);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`/error?orderId=${order!.orderId}`);
    expect((await readOrder(order!.orderId))?.paymentStatus).not.toBe('PAID');
    expect((await lists()).myLearning.map((row) => row.productId)).not.toContain(CHEAP_COURSE);

    const dismissed = await post(`${RestPath.SANDBOX_CHECKOUT}/dismiss`, {
      order_id: handoff!.razorpayOrderId,
      callback_url: handoff!.callbackUrl,
    });
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers.get('location')).toMatch(
      new RegExp(`/error\\?orderId=${order!.orderId}&reason=dismissed$`),
    );
  });

  it('keeps CFX out of the cart and orders until FEAT is attempted; the wishlist takes it', async () => {
    const refused = await checkout([ProductId.CFX]);
    expect(refused.order).toBeNull();
    expect(refused.userErrors.map((error) => error.code)).toEqual([ReasonCode.CFX_NEEDS_FEAT]);
    const cart = await run<{ addToCart: { userErrors: UserError[] } }>(
      `mutation { addToCart(productId: "${ProductId.CFX}") { userErrors { code field message } } }`,
    );
    expect(cart.addToCart.userErrors.map((error) => error.code)).toEqual([ReasonCode.CFX_NEEDS_FEAT]);
    await run(`mutation { removeFromWishlist(productId: "${ProductId.CFX}") { userErrors { code } } }`);
    const wishlist = await run<{ addToWishlist: { userErrors: UserError[] } }>(
      `mutation { addToWishlist(productId: "${ProductId.CFX}") { userErrors { code } } }`,
    );
    expect(wishlist.addToWishlist.userErrors).toEqual([]);
  });

  it('lets staff record an offline payment, and only staff', async () => {
    const { order } = await checkout([3017]);
    const OFFLINE = `mutation ($id: ID!, $ref: String!) { result: recordOfflinePayment(orderId: $id, reference: $ref) {
      order { orderId paymentStatus provider } userErrors { code } } }`;
    const byLearner = await stack.graphql(
      OFFLINE,
      { id: String(order!.orderId), ref: 'NEFT/1' },
      { cookie: 'learner' },
    );
    expect(errorCodes(byLearner)).toEqual(['FORBIDDEN']);
    const admin = await stack.graphql(
      LOGIN,
      { input: { username: DEMO_ACCOUNTS.admin.email, password: 'Demo@1234' } },
      { cookie: 'admin' },
    );
    expect(admin.body.data).toEqual({ login: { userErrors: [] } });
    const recorded = await stack.graphql<{ result: { order: unknown; userErrors: unknown[] } }>(
      OFFLINE,
      { id: String(order!.orderId), ref: 'NEFT/UTR-4471' },
      { cookie: 'admin' },
    );
    expectNoInternalErrors(recorded);
    expect(recorded.body.data?.result).toEqual({
      order: { orderId: order!.orderId, paymentStatus: 'PAID', provider: 'OFFLINE' },
      userErrors: [],
    });
    expect((await lists()).myLearning.map((row) => row.productId)).toContain(3017);

    // Refunds are staff-only too; the refunded order gives no more access and is refunded once.
    const REFUND = `mutation ($id: ID!, $note: String!) { result: recordRefund(orderId: $id, note: $note) {
      order { orderId paymentStatus } userErrors { code } } }`;
    const variables = { id: String(order!.orderId), note: 'Refund approved on e-mail request' };
    expect(errorCodes(await stack.graphql(REFUND, variables, { cookie: 'learner' }))).toEqual(['FORBIDDEN']);
    const refunded = await stack.graphql<{ result: unknown }>(REFUND, variables, { cookie: 'admin' });
    expectNoInternalErrors(refunded);
    expect(refunded.body.data?.result).toEqual({
      order: { orderId: order!.orderId, paymentStatus: 'REFUNDED' },
      userErrors: [],
    });
    expect((await lists()).myLearning.map((row) => row.productId)).not.toContain(3017);
    const again = await stack.graphql<{ result: { userErrors: { code: string }[] } }>(REFUND, variables, {
      cookie: 'admin',
    });
    expect(again.body.data?.result.userErrors.map((error) => error.code)).toEqual([
      ReasonCode.ORDER_NOT_REFUNDABLE,
    ]);
  });

  it('reads no one else’s order and needs a learner', async () => {
    expect(await readOrder(600_001)).toBeNull();
    expect(await readOrder(999_999_999)).toBeNull();
    const visitor = await stack.graphql(READ_ORDER, { id: '600001' }, { cookie: 'visitor' });
    expect(errorCodes(visitor)).toEqual(['UNAUTHENTICATED']);
    const empty = await stack.graphql(CHECKOUT, { ids: ['abc'] }, { cookie: 'learner' });
    expectNoInternalErrors(empty);
    expect(errorCodes(empty)).toEqual(['BAD_USER_INPUT']);
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
  });

  it('still lands the browser on /error when rest-api is down', async () => {
    await stack.stopRest();
    const callback = await post('/payment/callback', {
      razorpay_order_id: 'order_x',
      razorpay_signature: 'x',
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/error');
    const page = await post(RestPath.SANDBOX_CHECKOUT, { order_id: 'order_x' });
    expect(page.status).toBe(502);
  });
});

import { messageFor, ProductId, ReasonCode, RestPath, type OrderDetails } from '@finx/domain';
import { DEV_FIELD_CIPHER_SECRET, FieldCipher } from '@finx/domain/server';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { fetchTransport, RestTestClient } from '@finx/rest-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  AddToWishlistDocument,
  ApplyCouponDocument,
  CartDocument,
  CheckoutDocument,
  MyLearningDocument,
  OrderDocument,
  PrerequisitesDocument,
  RecordOfflinePaymentDocument,
  RecordRefundDocument,
  RemoveCouponDocument,
  RemoveFromWishlistDocument,
  StartPaymentDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Load learners of their own: cart tests use [4] and [5], the e2e specs [9] to [11].
const learnerAccount = LOAD_LEARNERS[6]!;
const restLearner = LOAD_LEARNERS[7]!;
/** The cheapest paid course (₹999): below FLAT200's ₹1,000 minimum. */
const CHEAP_COURSE = 3022;

describe('gateway checkout: orders, coupons, totals, gates, staff payments', () => {
  let stack: Stack;
  let learner: Caller;
  const checkout = async (ids?: number[]) =>
    (await learner.data(CheckoutDocument, { productIds: ids?.map(String) ?? null })).checkout;
  const applyCoupon = async (orderId: number, code: string) =>
    (await learner.data(ApplyCouponDocument, { orderId: String(orderId), code })).applyCoupon;
  const readOrder = async (id: number) => (await learner.data(OrderDocument, { id: String(id) })).order;
  const learning = async () =>
    (await learner.data(MyLearningDocument)).myLearning.map((row) => row.productId);

  beforeAll(async () => {
    stack = await startStack();
    learner = await loginAs(stack, learnerAccount.email, { browser: 'learner' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('orders the whole cart at catalogue prices', async () => {
    const cart = (await learner.data(CartDocument)).cart;
    const catalogue = new Map(cart.items.map((item) => [item.product.productId, item.product.productPrice]));
    expect(catalogue.size).toBeGreaterThan(0);
    const { order, userErrors } = await checkout();
    expect(userErrors).toEqual([]);
    expect(order?.id).toBe(`Order:${order?.orderId}`);
    expect(order?.paymentStatus).toBe('INITIATED');
    expect(order?.items.map((item) => item.productId).sort()).toEqual([...catalogue.keys()].sort());
    for (const item of order!.items)
      expect(item.price, `price of ${item.productId}`).toBe(catalogue.get(item.productId));
    const catalogueSum = [...catalogue.values()].reduce((sum, price) => sum + price, 0);
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
    const welcome = await applyCoupon(order!.orderId, 'welcome10');
    expect(welcome.userErrors).toEqual([]);
    // 10% capped at ₹500: the cart is worth more than ₹5,000.
    expect(welcome.order).toMatchObject({ couponCode: 'WELCOME10', discount: 500 });
    expect(welcome.order?.totalOrderPrice).toBeCloseTo(order!.totalItemPrice - 500, 2);
    const removed = (await learner.data(RemoveCouponDocument, { orderId: String(order!.orderId) }))
      .removeCoupon;
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
      const refused = await applyCoupon(order!.orderId, code);
      expect(refused.order, code).toBeNull();
      expect(refused.userErrors, code).toEqual([
        { code: reason, field: 'code', message: expect.any(String) },
      ]);
    }

    const cheap = (await checkout([CHEAP_COURSE])).order!;
    const minimum = await applyCoupon(cheap.orderId, 'FLAT200');
    expect(minimum.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.COUPON_MIN_ORDER, 'code'],
    ]);
    expect((await readOrder(order!.orderId))?.couponCode).toBeNull();
  });

  it('refuses Make Payment at a total the learner was not shown', async () => {
    const { order } = await checkout([CHEAP_COURSE]);
    const refused = (
      await learner.data(StartPaymentDocument, { orderId: String(order!.orderId), totalOrderPrice: 1 })
    ).startPayment;
    expect(refused.handoff).toBeNull();
    expect(refused.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.ORDER_TOTAL_CHANGED, 'totalOrderPrice'],
    ]);
  });

  it('lists FEAT to buy before CFX, with CFX’s row carrying the FEAT gate', async () => {
    const { prerequisites } = await learner.data(PrerequisitesDocument, { productId: String(ProductId.CFX) });
    expect(prerequisites.id).toBe(`PrerequisiteTable:${ProductId.CFX}`);
    expect(
      prerequisites.rows.map(({ productId, status, completed, unavailableMessage }) => ({
        productId,
        status,
        completed,
        unavailableMessage,
      })),
    ).toEqual([
      { productId: ProductId.FEAT, status: 'Make Payment', completed: null, unavailableMessage: null },
      {
        productId: ProductId.CFX,
        status: 'Make Payment',
        completed: null,
        unavailableMessage: messageFor(ReasonCode.CFX_NEEDS_FEAT),
      },
    ]);
  });

  it('keeps CFX out of the cart and orders until FEAT is attempted; the wishlist takes it', async () => {
    const refused = await checkout([ProductId.CFX]);
    expect(refused.order).toBeNull();
    expect(refused.userErrors.map((error) => error.code)).toEqual([ReasonCode.CFX_NEEDS_FEAT]);
    const productId = String(ProductId.CFX);
    const cart = (await learner.data(AddToCartDocument, { productId })).addToCart;
    expect(cart.userErrors.map((error) => error.code)).toEqual([ReasonCode.CFX_NEEDS_FEAT]);
    await learner.data(RemoveFromWishlistDocument, { productId });
    const wishlist = (await learner.data(AddToWishlistDocument, { productId })).addToWishlist;
    expect(wishlist.userErrors).toEqual([]);
  });

  it('lets staff record an offline payment, and only staff', async () => {
    const { order } = await checkout([3017]);
    const orderId = String(order!.orderId);
    const byLearner = await learner.graphql(RecordOfflinePaymentDocument, { orderId, reference: 'NEFT/1' });
    expect(errorCodes(byLearner)).toEqual(['FORBIDDEN']);
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
    const recorded = (await admin.data(RecordOfflinePaymentDocument, { orderId, reference: 'NEFT/UTR-4471' }))
      .recordOfflinePayment;
    expect(recorded).toMatchObject({
      order: { orderId: order!.orderId, paymentStatus: 'PAID', provider: 'OFFLINE' },
      userErrors: [],
    });
    expect(await learning()).toContain(3017);

    // Refunds are staff-only too; the refunded order gives no more access and is refunded once.
    const variables = { orderId, note: 'Refund approved on e-mail request' };
    expect(errorCodes(await learner.graphql(RecordRefundDocument, variables))).toEqual(['FORBIDDEN']);
    const refunded = (await admin.data(RecordRefundDocument, variables)).recordRefund;
    expect(refunded).toMatchObject({
      order: { orderId: order!.orderId, paymentStatus: 'REFUNDED' },
      userErrors: [],
    });
    expect(await learning()).not.toContain(3017);
    const again = (await admin.data(RecordRefundDocument, variables)).recordRefund;
    expect(again.userErrors.map((error) => error.code)).toEqual([ReasonCode.ORDER_NOT_REFUNDABLE]);
  });

  it('reads no one else’s order and needs a learner', async () => {
    expect(await readOrder(600_001)).toBeNull();
    expect(await readOrder(999_999_999)).toBeNull();
    const visitor = await stack.graphql(OrderDocument, { id: '600001' }, { cookie: 'visitor' });
    expect(errorCodes(visitor)).toEqual(['UNAUTHENTICATED']);
    const notAnId = await learner.graphql(CheckoutDocument, { productIds: ['abc'] });
    expect(errorCodes(notAnId)).toEqual(['BAD_USER_INPUT']);
  });
});

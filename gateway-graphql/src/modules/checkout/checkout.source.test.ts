import {
  PaymentInputMessage,
  ProductId,
  ReasonCode,
  ReasonMessage,
  RestPath,
  type OrderCouponRequest,
  type OrderDetails,
  type OrderRequest,
} from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused, httpError } from '../../upstream/fake-upstream';
import { ADMIN, LEARNER, fakeRequest, restProduct } from '../../test/fake-request';
import { CheckoutSource } from './checkout.source';

const details = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  orderID: 600010,
  studentPartyID: LEARNER.partyId,
  orderPlacedOn: '21/11/2026 10:15:00',
  totalItemPrice: 1500,
  discountPrice: 150,
  totalOrderPrice: 1350,
  couponCode: 'WELCOME10',
  paymentStatus: 'Initiated',
  provider: null,
  paymentID: null,
  paidOn: null,
  orderItemList: [
    {
      itemID: 1,
      productID: 3017,
      productName: 'Banking Basics',
      productType: 'COURSE',
      couponApplied: 'WELCOME10',
      prodctPrice: 1500,
      discountPrice: 150,
    },
  ],
  student: { firstName: 'Priya', lastName: 'Sharma', emailID: LEARNER.email, mobileNo: '9876543210' },
  ...overrides,
});

const checkoutAs = async (viewer = LEARNER) => {
  const request = await fakeRequest(viewer);
  return { ...request, checkout: new CheckoutSource(request.scope) };
};

describe('CheckoutSource', () => {
  it('applies a coupon by the domain rule: trimmed and upper-cased before the payment service sees it', async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream.on('POST', RestPath.ORDER_COUPON, ok({ responseObject: details() }));

    const payload = await checkout.applyCoupon(600010, '  welcome10 ');

    const sent = upstream.callsTo(RestPath.ORDER_COUPON)[0]?.body as OrderCouponRequest;
    expect(sent).toEqual({ orderID: 600010, studentPartyID: LEARNER.partyId, couponCode: 'WELCOME10' });
    expect(payload.userErrors).toEqual([]);
    expect(payload.order).toMatchObject({
      id: 'Order:600010',
      totalItemPrice: 1500,
      discount: 150,
      totalOrderPrice: 1350,
      paymentStatus: 'Initiated',
      items: [{ id: 'OrderItem:600010:3017', price: 1500, discount: 150, couponApplied: 'WELCOME10' }],
      student: { emailId: LEARNER.email },
    });
  });

  it('refuses a coupon code the rule refuses on `code`, without calling the payment service', async () => {
    const { upstream, checkout } = await checkoutAs();
    const tooLong = await checkout.applyCoupon(600010, 'X'.repeat(41));
    const blank = await checkout.applyCoupon(600010, '   ');
    expect(tooLong).toEqual({
      order: null,
      userErrors: [
        { code: 'VALIDATION_FAILED', field: 'code', message: PaymentInputMessage.COUPON_TOO_LONG },
      ],
    });
    expect(blank.userErrors[0]).toMatchObject({
      field: 'code',
      message: PaymentInputMessage.COUPON_REQUIRED,
    });
    expect(upstream.calls).toEqual([]);
  });

  it("puts a coupon refusal on `code` with the server's words unchanged", async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream.on(
      'POST',
      RestPath.ORDER_COUPON,
      refused(ReasonCode.COUPON_EXPIRED, 'This coupon expired on 1 Nov.'),
    );
    const payload = await checkout.applyCoupon(600010, 'EXPIRED50');
    expect(payload).toEqual({
      order: null,
      userErrors: [{ code: 'COUPON_EXPIRED', field: 'code', message: 'This coupon expired on 1 Nov.' }],
    });
  });

  it('answers an empty cart with CART_EMPTY on productIds and places no order', async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream.on(
      'GET',
      RestPath.CART,
      ok({ responseObject: { partyID: LEARNER.partyId, items: [], totalPrice: 0 } }),
    );
    const payload = await checkout.checkout(null);
    expect(payload).toEqual({
      order: null,
      userErrors: [{ code: 'CART_EMPTY', field: 'productIds', message: ReasonMessage.CART_EMPTY }],
    });
    expect(upstream.callsTo(RestPath.ORDER)).toEqual([]);
  });

  it("orders the cart's lines at the prices shown, as the caller's party", async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream
      .on(
        'GET',
        RestPath.CART,
        ok({
          responseObject: {
            partyID: LEARNER.partyId,
            items: [{ product: restProduct(3017, 1500), addedAt: '2026-11-20T10:00:00Z' }],
            totalPrice: 1500,
          },
        }),
      )
      .on('POST', RestPath.ORDER, ok({ responseObject: details({ couponCode: null }) }));

    const payload = await checkout.checkout(null);

    const sent = upstream.callsTo(RestPath.ORDER)[0]!;
    expect(sent.userId).toBe(LEARNER.userId);
    expect(sent.body as OrderRequest).toMatchObject({
      studentPartyID: LEARNER.partyId,
      totalOrderPrice: 1500,
      paymentStatus: 'Initiated',
      orderItemList: [{ itemID: 1, productID: 3017, couponApplied: 'ZERO', prodctPrice: 1500 }],
    });
    expect(payload.order?.orderId).toBe(600010);
  });

  it('puts the FEAT gate and an owned product on productIds', async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream
      .on('GET', RestPath.PRODUCTS_BY_IDS, ok({ responseListObject: [restProduct(ProductId.CFX, 450000)] }))
      .on('POST', RestPath.ORDER, refused(ReasonCode.CFX_NEEDS_FEAT), refused(ReasonCode.ALREADY_ENROLLED));
    const gated = await checkout.checkout([ProductId.CFX]);
    const owned = await checkout.checkout([ProductId.CFX]);
    expect(gated.userErrors).toEqual([
      { code: 'CFX_NEEDS_FEAT', field: 'productIds', message: ReasonMessage.CFX_NEEDS_FEAT },
    ]);
    expect(owned.userErrors[0]).toMatchObject({ code: 'ALREADY_ENROLLED', field: 'productIds' });
    expect((upstream.callsTo(RestPath.ORDER)[0]?.body as OrderRequest).orderItemList[0]?.prodctPrice).toBe(
      450000,
    );
  });

  it('puts a changed total on totalOrderPrice and maps the hand-off', async () => {
    const { upstream, checkout } = await checkoutAs();
    const handoff = {
      mid: 'sandbox',
      totalOrderPrice: 1350,
      currency: 'INR',
      website: 'SANDBOX',
      razorpayOrderID: 'order_sbx_1',
      orderID: 600010,
      callbackUrl: '/payment/callback',
      checkoutUrl: '/sandbox-pay/checkout',
      keyId: 'rzp_test',
      studentName: 'Priya Sharma',
      email: LEARNER.email,
      mobileNo: null,
    };
    upstream.on(
      'POST',
      RestPath.DO_PAYMENT,
      refused(ReasonCode.ORDER_TOTAL_CHANGED),
      ok({ responseObject: handoff }),
    );
    const stale = await checkout.startPayment(600010, 1);
    const started = await checkout.startPayment(600010, 1350);
    expect(stale).toEqual({
      handoff: null,
      userErrors: [
        { code: 'ORDER_TOTAL_CHANGED', field: 'totalOrderPrice', message: ReasonMessage.ORDER_TOTAL_CHANGED },
      ],
    });
    expect(started.handoff).toMatchObject({
      orderId: 600010,
      razorpayOrderId: 'order_sbx_1',
      totalOrderPrice: 1350,
    });
    await expect(checkout.startPayment(600010, -1)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'totalOrderPrice' },
    });
  });

  it("reads someone else's order, and a missing one, as null", async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream.on('GET', RestPath.ORDER, httpError(403, 'FORBIDDEN'), refused(ReasonCode.NOT_FOUND));
    expect(await checkout.order(600001)).toBeNull();
    expect(await checkout.order(999999999)).toBeNull();
  });

  it('checks the staff reference and refund note by the domain rules, trimmed, on their arguments', async () => {
    const { upstream, checkout } = await checkoutAs(ADMIN);
    upstream
      .on('POST', RestPath.OFFLINE_PAYMENT, ok({ responseObject: details({ paymentStatus: 'Paid' }) }))
      .on('POST', RestPath.REFUND, refused(ReasonCode.ORDER_NOT_REFUNDABLE));

    expect((await checkout.recordOffline(600010, 'NEFT#1')).userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'reference', message: PaymentInputMessage.REFERENCE_INVALID },
    ]);
    expect((await checkout.recordRefund(600010, '  ')).userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'note', message: PaymentInputMessage.NOTE_REQUIRED },
    ]);
    expect(upstream.calls).toEqual([]);

    const paid = await checkout.recordOffline(600010, ' UTR-42 ');
    expect(upstream.callsTo(RestPath.OFFLINE_PAYMENT)[0]?.body).toEqual({
      orderID: 600010,
      reference: 'UTR-42',
    });
    expect(paid.order?.paymentStatus).toBe('Paid');
    expect((await checkout.recordRefund(600010, 'card refund')).userErrors).toEqual([
      { code: 'ORDER_NOT_REFUNDABLE', field: 'orderId', message: ReasonMessage.ORDER_NOT_REFUNDABLE },
    ]);
  });

  it('cancels as the signed-in learner and passes a refusal on as a user error', async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream.on(
      'POST',
      RestPath.ORDER_CANCEL,
      ok({ responseObject: details({ paymentStatus: 'Cancelled' }) }),
      refused(ReasonCode.ORDER_ALREADY_PAID),
    );
    expect((await checkout.cancel(600010)).order?.paymentStatus).toBe('Cancelled');
    expect(upstream.callsTo(RestPath.ORDER_CANCEL)[0]?.body).toEqual({
      orderID: 600010,
      studentPartyID: LEARNER.partyId,
    });
    expect((await checkout.cancel(600010)).userErrors).toEqual([
      { code: 'ORDER_ALREADY_PAID', field: 'orderId', message: ReasonMessage.ORDER_ALREADY_PAID },
    ]);
  });

  it('puts a coupon with no use left at payment on the coupon field, and gives a hold back as the learner', async () => {
    const { upstream, checkout } = await checkoutAs();
    upstream
      .on('POST', RestPath.DO_PAYMENT, refused(ReasonCode.COUPON_LIMIT_REACHED))
      .on('POST', RestPath.PAYMENT_ABANDON, ok({ responseObject: details() }));
    expect(await checkout.startPayment(600010, 1350)).toEqual({
      handoff: null,
      userErrors: [
        { code: 'COUPON_LIMIT_REACHED', field: 'code', message: ReasonMessage.COUPON_LIMIT_REACHED },
      ],
    });
    expect((await checkout.abandonPayment(600010)).order?.couponCode).toBe('WELCOME10');
    expect(upstream.callsTo(RestPath.PAYMENT_ABANDON)[0]?.body).toEqual({
      orderID: 600010,
      studentPartyID: LEARNER.partyId,
    });
  });

  it('sends the staff confirmation of an offline payment for products already owned', async () => {
    const { upstream, checkout } = await checkoutAs(ADMIN);
    upstream.on(
      'POST',
      RestPath.OFFLINE_PAYMENT,
      refused(ReasonCode.ORDER_PRODUCTS_OWNED),
      ok({ responseObject: details({ paymentStatus: 'Paid' }) }),
    );
    expect((await checkout.recordOffline(600010, 'UTR-43')).userErrors).toEqual([
      { code: 'ORDER_PRODUCTS_OWNED', field: 'confirm', message: ReasonMessage.ORDER_PRODUCTS_OWNED },
    ]);
    expect((await checkout.recordOffline(600010, 'UTR-43', true)).order?.paymentStatus).toBe('Paid');
    expect(upstream.callsTo(RestPath.OFFLINE_PAYMENT).map((call) => call.body)).toEqual([
      { orderID: 600010, reference: 'UTR-43' },
      { orderID: 600010, reference: 'UTR-43', confirm: true },
    ]);
  });
});

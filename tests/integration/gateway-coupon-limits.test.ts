import { ReasonCode, ReasonMessage, RestPath } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AbandonPaymentDocument,
  ApplyCouponDocument,
  CheckoutDocument,
  CompleteFreeOrderDocument,
  CreateDiscountDocument,
  type DiscountInput,
  DiscountDocument,
  OrderDocument,
  type OrderFieldsFragment,
  PaymentReportDocument,
  RemoveCouponDocument,
  StartPaymentDocument,
} from '../../client/src/graphql/generated/graphql';
import { paymentEventsOf } from '../src/harness/database';
import { errorCodes } from '../src/harness/expect';
import { eventually } from '../src/harness/eventually';
import { loginAs, type Caller } from '../src/harness/login';
import { formOf, payInSandbox } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 25 item 1: a coupon's limits hold at payment, not only when it is applied. Every learner of this
// file's own database is fresh; each test takes load learners no other test here uses.

/** Paid courses without prerequisites (₹999 the cheapest). */
const COURSE = 3022;
const OTHER_COURSES = [3003, 3012];

type Order = OrderFieldsFragment;

describe('coupon limits at payment (issue 25 item 1)', () => {
  let stack: Stack;
  let admin: Caller;
  const learners = new Map<number, Caller>();
  const learner = async (index: number): Promise<Caller> => {
    const known = learners.get(index);
    if (known) return known;
    const account = LOAD_LEARNERS[index]!;
    const caller = await loginAs(stack, account.email, { browser: account.email });
    learners.set(index, caller);
    return caller;
  };

  const coupon = async (
    code: string,
    limits: Pick<DiscountInput, 'maxRedemptions' | 'perLearnerLimit'>,
    amount = 20,
  ) => {
    const input: DiscountInput = {
      code,
      description: `${code}: ${amount}% off`,
      kind: 'PERCENT',
      amount,
      maxDiscountRupees: null,
      minOrderRupees: 0,
      productIds: null,
      validFrom: '2025-01-01',
      validUntil: '2099-12-31',
      active: true,
      ...limits,
    };
    const created = (await admin.data(CreateDiscountDocument, { input })).createDiscount;
    expect(created.userErrors).toEqual([]);
  };
  /** An order of one product with the coupon applied (the apply-time check passes: nothing is paid yet). */
  const orderWith = async (who: Caller, code: string, productId = COURSE): Promise<Order> => {
    const { order } = (await who.data(CheckoutDocument, { productIds: [String(productId)] })).checkout;
    const applied = (await who.data(ApplyCouponDocument, { orderId: String(order!.orderId), code }))
      .applyCoupon;
    expect(applied.userErrors).toEqual([]);
    expect(applied.order?.couponCode).toBe(code);
    return applied.order!;
  };
  const start = async (who: Caller, order: Pick<Order, 'orderId' | 'totalOrderPrice'>) =>
    (
      await who.data(StartPaymentDocument, {
        orderId: String(order.orderId),
        totalOrderPrice: order.totalOrderPrice,
      })
    ).startPayment;
  type Handoff = NonNullable<Awaited<ReturnType<typeof start>>['handoff']>;
  /** Pay on the sandbox's page and bring the signed result back to the callback, as the browser does. */
  const pay = async (handoff: Handoff) => {
    const autoPost = await payInSandbox(stack, handoff);
    const callback = await stack.form('/payment/callback', autoPost.fields);
    expect(callback.status).toBe(303);
    return autoPost.fields;
  };
  const readOrder = async (who: Caller, orderId: number) =>
    (await who.data(OrderDocument, { id: String(orderId) })).order!;
  const redemptions = async (code: string) =>
    (await admin.data(DiscountDocument, { code })).discount!.redemptions;
  /** Paid orders with the coupon, as the staff payment report lists them. */
  const reportedPaid = async (code: string) => {
    const report = (await admin.data(PaymentReportDocument, { page: 1, limit: 50, status: 'PAID' }))
      .paymentReport;
    expect(report.totalRecords).toBeLessThanOrEqual(50);
    return report.rows.filter((row) => row.couponCode === code).length;
  };
  const limitReached = (code: ReasonCode) => [{ code, field: 'code', message: ReasonMessage[code] }];

  beforeAll(async () => {
    stack = await startStack();
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('20 learners who applied a one-use coupon pay at once: one redemption, 19 refused before paying', async () => {
    await coupon('RUSH1', { maxRedemptions: 1, perLearnerLimit: 1 });
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, i) => learner(i)));
    const orders: Order[] = [];
    for (const who of crowd) orders.push(await orderWith(who, 'RUSH1'));

    const started = await Promise.all(crowd.map((who, i) => start(who, orders[i]!)));
    const handoffs = started.flatMap((answer) => (answer.handoff ? [answer.handoff] : []));
    expect(handoffs).toHaveLength(1);
    const refused = started.filter((answer) => !answer.handoff);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.userErrors).toEqual(limitReached(ReasonCode.COUPON_LIMIT_REACHED));

    const paidFields = await pay(handoffs[0]!);
    const winner = started.findIndex((answer) => answer.handoff);
    expect((await readOrder(crowd[winner]!, orders[winner]!.orderId)).paymentStatus).toBe('PAID');
    // The same callback again and the sandbox's webhook: still one redemption.
    await stack.form('/payment/callback', paidFields);
    await eventually(
      () => paymentEventsOf(stack, orders[winner]!.orderId),
      (rows) => rows.some((row) => row.source === 'WEBHOOK'),
      { what: 'the sandbox webhook of the paid order' },
    );
    expect(await redemptions('RUSH1')).toBe(1);
    expect(await reportedPaid('RUSH1')).toBe(1);

    // A refused learner pays without the coupon: removed, the full total, and Make Payment goes through.
    const loser = started.findIndex((answer) => !answer.handoff);
    const who = crowd[loser]!;
    const full = (await who.data(RemoveCouponDocument, { orderId: String(orders[loser]!.orderId) }))
      .removeCoupon;
    expect(full.userErrors).toEqual([]);
    expect(full.order).toMatchObject({ couponCode: null, discount: 0, totalOrderPrice: 999 });
    const again = await start(who, full.order!);
    expect(again.userErrors).toEqual([]);
    await pay(again.handoff!);
    expect(await readOrder(who, full.order!.orderId)).toMatchObject({
      paymentStatus: 'PAID',
      couponCode: null,
    });
    expect(await redemptions('RUSH1')).toBe(1);
    expect(await reportedPaid('RUSH1')).toBe(1);
  });

  it('three learners apply one after another, then pay: the first pays, the next two are refused', async () => {
    await coupon('QUEUE1', { maxRedemptions: 1, perLearnerLimit: 1 });
    const queue = [await learner(20), await learner(21), await learner(22)];
    const orders: Order[] = [];
    for (const who of queue) orders.push(await orderWith(who, 'QUEUE1'));

    const first = await start(queue[0]!, orders[0]!);
    expect(first.userErrors).toEqual([]);
    await pay(first.handoff!);
    for (const i of [1, 2]) {
      const refused = await start(queue[i]!, orders[i]!);
      expect(refused.handoff).toBeNull();
      expect(refused.userErrors).toEqual(limitReached(ReasonCode.COUPON_LIMIT_REACHED));
      expect((await readOrder(queue[i]!, orders[i]!.orderId)).paymentStatus).toBe('INITIATED');
    }
    expect(await redemptions('QUEUE1')).toBe(1);
    expect(await reportedPaid('QUEUE1')).toBe(1);
  });

  it('one learner with three orders and a once-per-learner coupon pays the discount once', async () => {
    await coupon('ONCEEACH', { maxRedemptions: null, perLearnerLimit: 1 });
    const who = await learner(23);
    const orders: Order[] = [];
    for (const productId of [COURSE, ...OTHER_COURSES])
      orders.push(await orderWith(who, 'ONCEEACH', productId));

    const started = await Promise.all(orders.map((order) => start(who, order)));
    const handoffs = started.flatMap((answer) => (answer.handoff ? [answer.handoff] : []));
    expect(handoffs).toHaveLength(1);
    for (const answer of started.filter((candidate) => !candidate.handoff))
      expect(answer.userErrors).toEqual(limitReached(ReasonCode.COUPON_LEARNER_LIMIT_REACHED));
    await pay(handoffs[0]!);
    for (const [i, order] of orders.entries()) {
      if (started[i]!.handoff) continue;
      expect((await start(who, order)).userErrors).toEqual(
        limitReached(ReasonCode.COUPON_LEARNER_LIMIT_REACHED),
      );
    }
    expect(await redemptions('ONCEEACH')).toBe(1);
    expect(await reportedPaid('ONCEEACH')).toBe(1);
  });

  it('a failed payment gives its hold back: another learner pays, and the first pays without the coupon', async () => {
    await coupon('FAILBACK', { maxRedemptions: 1, perLearnerLimit: 1 });
    const [first, second] = [await learner(24), await learner(25)];
    const [mine, theirs] = [await orderWith(first, 'FAILBACK'), await orderWith(second, 'FAILBACK')];

    const held = await start(first, mine);
    expect(held.userErrors).toEqual([]);
    expect((await start(second, theirs)).userErrors).toEqual(limitReached(ReasonCode.COUPON_LIMIT_REACHED));

    const failed = await stack.form(`${RestPath.SANDBOX_CHECKOUT}/fail`, {
      order_id: held.handoff!.razorpayOrderId,
      callback_url: held.handoff!.callbackUrl,
    });
    await stack.form('/payment/callback', formOf(await failed.text()).fields);
    await eventually(
      () => readOrder(first, mine.orderId),
      (order) => order.paymentStatus === 'FAILED',
      { what: 'the signed payment.failed webhook' },
    );

    const retaken = await start(second, theirs);
    expect(retaken.userErrors).toEqual([]);
    await pay(retaken.handoff!);
    expect(await redemptions('FAILBACK')).toBe(1);

    // The first learner's retry finds no use left. Its provider order fixes the amount, so the coupon
    // cannot come off that order: the same course ordered again, without it, is paid.
    expect((await start(first, mine)).userErrors).toEqual(limitReached(ReasonCode.COUPON_LIMIT_REACHED));
    const locked = (await first.data(RemoveCouponDocument, { orderId: String(mine.orderId) })).removeCoupon;
    expect(locked.order).toBeNull();
    expect(locked.userErrors).toHaveLength(1);
    const { order: plain } = (await first.data(CheckoutDocument, { productIds: [String(COURSE)] })).checkout;
    expect(plain).toMatchObject({ couponCode: null, totalOrderPrice: 999 });
    await pay((await start(first, plain!)).handoff!);
    expect((await readOrder(first, plain!.orderId)).paymentStatus).toBe('PAID');
    expect(await redemptions('FAILBACK')).toBe(1);
    expect(await reportedPaid('FAILBACK')).toBe(1);
  });

  it('a dismissed payment gives its hold back when the learner is back on /error', async () => {
    await coupon('CLOSED1', { maxRedemptions: 1, perLearnerLimit: 1 });
    const [first, second] = [await learner(26), await learner(27)];
    const [mine, theirs] = [await orderWith(first, 'CLOSED1'), await orderWith(second, 'CLOSED1')];
    expect((await start(first, mine)).userErrors).toEqual([]);
    expect((await start(second, theirs)).userErrors).toEqual(limitReached(ReasonCode.COUPON_LIMIT_REACHED));

    // Only the order's own learner can give its hold back.
    const stranger = await second.graphql(AbandonPaymentDocument, { orderId: String(mine.orderId) });
    expect(errorCodes(stranger)).toEqual(['FORBIDDEN']);
    expect((await start(second, theirs)).userErrors).toEqual(limitReached(ReasonCode.COUPON_LIMIT_REACHED));

    const back = (await first.data(AbandonPaymentDocument, { orderId: String(mine.orderId) })).abandonPayment;
    expect(back.userErrors).toEqual([]);
    expect(back.order).toMatchObject({ paymentStatus: 'INITIATED', couponCode: 'CLOSED1' });
    const retaken = await start(second, theirs);
    expect(retaken.userErrors).toEqual([]);
    await pay(retaken.handoff!);
    expect(await redemptions('CLOSED1')).toBe(1);
    expect(await reportedPaid('CLOSED1')).toBe(1);
  });

  it('an expired hold gives the use back; a payment arriving after that is refunded, never counted twice', async () => {
    await coupon('LATE1', { maxRedemptions: 1, perLearnerLimit: 1 });
    const [first, second] = [await learner(28), await learner(29)];
    const [mine, theirs] = [await orderWith(first, 'LATE1'), await orderWith(second, 'LATE1')];
    const held = await start(first, mine);
    expect(held.userErrors).toEqual([]);
    expect((await start(second, theirs)).userErrors).toEqual(limitReached(ReasonCode.COUPON_LIMIT_REACHED));

    await stack.restDb.execute(
      sql`update coupon_reservations set expires_at = now() - interval '1 minute' where order_id = ${mine.orderId}`,
    );
    const retaken = await start(second, theirs);
    expect(retaken.userErrors).toEqual([]);
    await pay(retaken.handoff!);

    // The first learner pays on the page left open: the money is not taken for the coupon's price.
    await pay(held.handoff!);
    expect((await readOrder(first, mine.orderId)).paymentStatus).toBe('CANCELLED');
    const events = await paymentEventsOf(stack, mine.orderId);
    expect(events).toContainEqual(
      expect.objectContaining({ source: 'CALLBACK', outcome: 'DUPLICATE_PAYMENT', signature_valid: true }),
    );
    const [detail] = await stack.rows<{ detail: string }>(
      sql`select detail from payment_events where order_id = ${mine.orderId} and source = 'CALLBACK'`,
    );
    expect(detail?.detail).toBe('COUPON_LIMIT_REACHED');
    expect(await redemptions('LATE1')).toBe(1);
    expect(await reportedPaid('LATE1')).toBe(1);
  });

  it('a free order by a 100% coupon takes its use at registration: two at once, one registered', async () => {
    await coupon('FREE1', { maxRedemptions: 1, perLearnerLimit: 1 }, 100);
    const pair = [await learner(30), await learner(31)];
    const orders = await Promise.all(pair.map((who) => orderWith(who, 'FREE1')));
    expect(orders.map((order) => order.totalOrderPrice)).toEqual([0, 0]);
    const answers = await Promise.all(
      pair.map(
        async (who, i) =>
          (await who.data(CompleteFreeOrderDocument, { orderId: String(orders[i]!.orderId) }))
            .completeFreeOrder,
      ),
    );
    expect(answers.filter((answer) => answer.order?.paymentStatus === 'PAID')).toHaveLength(1);
    expect(answers.filter((answer) => !answer.order).map((answer) => answer.userErrors)).toEqual([
      limitReached(ReasonCode.COUPON_LIMIT_REACHED),
    ]);
    expect(await redemptions('FREE1')).toBe(1);
    expect(await reportedPaid('FREE1')).toBe(1);
  });
});

import { ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CancelOrderDocument,
  CheckoutDocument,
  MyOrdersDocument,
  OrderDocument,
  RecordOfflinePaymentDocument,
  StartPaymentDocument,
} from '../../client/src/graphql/generated/graphql';
import { enrolmentsOf, paymentEventsOf } from '../src/harness/database';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { payInSandbox } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';

// Load learners no other gateway test or e2e spec uses.
const buyerAccount = LOAD_LEARNERS[12]!;
const strangerAccount = LOAD_LEARNERS[13]!;
const ownerAccount = LOAD_LEARNERS[14]!;
// Catalogue (seed): 3008 ₹11,999, 3003 ₹2,999, 3022 ₹999.
const COURSE_A = 3008;
const COURSE_B = 3003;
const CHEAP_COURSE = 3022;

describe('gateway money hygiene (issue 10): one open order per cart, cancel, no paying twice', () => {
  let stack: Stack;
  let buyer: Caller;
  let stranger: Caller;
  let owner: Caller;
  let ops: Caller;
  const checkout = async (caller: Caller, ids: number[]) =>
    (await caller.data(CheckoutDocument, { productIds: ids.map(String) })).checkout;
  const start = async (caller: Caller, order: { orderId: number; totalOrderPrice: number }) =>
    (
      await caller.data(StartPaymentDocument, {
        orderId: String(order.orderId),
        totalOrderPrice: order.totalOrderPrice,
      })
    ).startPayment;
  const offline = async (orderId: number, reference: string, confirm?: boolean) =>
    (
      await ops.data(RecordOfflinePaymentDocument, {
        orderId: String(orderId),
        reference,
        ...(confirm === undefined ? {} : { confirm }),
      })
    ).recordOfflinePayment;

  beforeAll(async () => {
    stack = await startStack();
    buyer = await loginAs(stack, buyerAccount.email, { browser: 'buyer' });
    stranger = await loginAs(stack, strangerAccount.email, { browser: 'stranger' });
    owner = await loginAs(stack, ownerAccount.email, { browser: 'owner' });
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the same open order to two checkouts of the same items, also when they race', async () => {
    const first = await checkout(buyer, [COURSE_A]);
    const second = await checkout(buyer, [COURSE_A]);
    expect(second.order?.orderId).toBe(first.order?.orderId);
    const raced = await Promise.all([checkout(buyer, [COURSE_B]), checkout(buyer, [COURSE_B])]);
    expect(raced[0].order?.orderId).toBe(raced[1].order?.orderId);
    expect(raced[0].order?.orderId).not.toBe(first.order?.orderId);
    const mine = (await buyer.data(MyOrdersDocument)).myOrders;
    expect(mine.map((row) => row.orderId).sort()).toEqual(
      [first.order!.orderId, raced[0].order!.orderId].sort(),
    );
  });

  it("cancels the learner's own open order only; a cancelled order cannot be paid", async () => {
    const { order } = await checkout(buyer, [CHEAP_COURSE]);
    const orderId = String(order!.orderId);
    const { handoff } = await start(buyer, order!);

    const byStranger = await stranger.graphql(CancelOrderDocument, { orderId });
    expect(errorCodes(byStranger)).toEqual(['FORBIDDEN']);
    expect((await buyer.data(OrderDocument, { id: orderId })).order?.paymentStatus).toBe('INITIATED');

    const cancelled = (await buyer.data(CancelOrderDocument, { orderId })).cancelOrder;
    expect(cancelled).toMatchObject({
      userErrors: [],
      order: { orderId: order!.orderId, paymentStatus: 'CANCELLED' },
    });
    const retry = await start(buyer, order!);
    expect(retry.handoff).toBeNull();
    expect(retry.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.ORDER_NOT_PAYABLE, 'orderId'],
    ]);
    const staff = await offline(order!.orderId, 'NEFT-HYGIENE-1');
    expect(staff.userErrors.map((error) => error.code)).toEqual([ReasonCode.ORDER_NOT_PAYABLE]);

    // The payment page was already open: the money that still arrives is recorded for a refund and
    // the order stays cancelled, registering nothing.
    const autoPost = await payInSandbox(stack, handoff!);
    const callback = await stack.form('/payment/callback', autoPost.fields);
    expect(callback.status).toBe(303);
    expect((await buyer.data(OrderDocument, { id: orderId })).order?.paymentStatus).toBe('CANCELLED');
    expect(await enrolmentsOf(stack, order!.orderId)).toEqual([]);
    expect((await paymentEventsOf(stack, order!.orderId))[0]).toMatchObject({
      source: 'CALLBACK',
      outcome: 'DUPLICATE_PAYMENT',
    });
    // Checking out the same course again places a new order.
    expect((await checkout(buyer, [CHEAP_COURSE])).order?.orderId).not.toBe(order!.orderId);
  });

  it('refuses an offline payment for products the learner owns unless staff confirm it', async () => {
    const older = (await checkout(owner, [CHEAP_COURSE])).order!;
    const newer = (await checkout(owner, [CHEAP_COURSE, COURSE_B])).order!;
    expect((await offline(newer.orderId, 'NEFT-HYGIENE-2')).order?.paymentStatus).toBe('PAID');

    const refused = await offline(older.orderId, 'NEFT-HYGIENE-3');
    expect(refused.order).toBeNull();
    expect(refused.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.ORDER_PRODUCTS_OWNED, 'confirm'],
    ]);
    expect((await owner.data(OrderDocument, { id: String(older.orderId) })).order?.paymentStatus).toBe(
      'INITIATED',
    );
    // The learner cannot pay it again either.
    expect((await start(owner, older)).userErrors.map((error) => error.code)).toEqual([
      ReasonCode.ALREADY_ENROLLED,
    ]);

    const confirmed = await offline(older.orderId, 'NEFT-HYGIENE-3', true);
    expect(confirmed).toMatchObject({ userErrors: [], order: { paymentStatus: 'PAID' } });
  });
});

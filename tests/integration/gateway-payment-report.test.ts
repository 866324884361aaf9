import { RestPath } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckPaymentNowDocument,
  CheckoutDocument,
  MyOrdersDocument,
  PaymentReportDocument,
  type PaymentReportQueryVariables,
  RecordRefundDocument,
  StartPaymentDocument,
} from '../../client/src/graphql/generated/graphql';
import { enrolmentsOf } from '../src/harness/database';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// A load learner no other gateway test or e2e spec uses.
const learnerAccount = LOAD_LEARNERS[8]!;
// Another, who pays by Paytm and loses the callback (the staff status check and a Paytm refund).
const payerAccount = LOAD_LEARNERS[27]!;

describe('gateway paymentReport (staff /my-orders)', () => {
  let stack: Stack;
  let learner: Caller;
  let ops: Caller;
  const orderIds: number[] = [];
  const report = async (variables: Partial<PaymentReportQueryVariables>) =>
    (await ops.data(PaymentReportDocument, { page: 1, limit: 10, ...variables })).paymentReport;

  beforeAll(async () => {
    // Paytm's notification waits ten minutes: a payment's outcome stays unknown until staff ask.
    stack = await startStack({ restEnv: { SANDBOX_WEBHOOK_DELAY_MS: '600000' } });
    learner = await loginAs(stack, learnerAccount.email, { browser: 'learner' });
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
    // Two orders on known India-time days: 1 March late evening, and 3 March.
    const placedOn = ['2024-03-01T22:00:00+05:30', '2024-03-03T09:00:00+05:30'];
    for (const [i, productId] of [3008, 3003].entries()) {
      const { order } = (await learner.data(CheckoutDocument, { productIds: [String(productId)] })).checkout;
      await stack.restDb.execute(
        sql`update orders set placed_at = ${placedOn[i]}::timestamptz where order_id = ${order!.orderId}`,
      );
      orderIds.push(order!.orderId);
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows ops every learner’s orders with the learner, filtered by status, dates and search', async () => {
    const mine = await report({ search: learnerAccount.email });
    expect(mine.totalRecords).toBe(2);
    expect(mine.rows.map((row) => row.orderId)).toEqual([orderIds[1], orderIds[0]]);
    expect(mine.rows[0]).toMatchObject({
      id: `PaymentReportRow:${orderIds[1]}`,
      paymentStatus: 'INITIATED',
      studentName: `${learnerAccount.firstName} ${learnerAccount.lastName}`,
      emailId: learnerAccount.email,
    });

    const firstDay = await report({
      search: learnerAccount.email,
      fromDate: '2024-03-01',
      toDate: '2024-03-01',
    });
    expect(firstDay.rows.map((row) => row.orderId)).toEqual([orderIds[0]]);
    expect((await report({ search: learnerAccount.email, status: 'PAID' })).totalRecords).toBe(0);

    // The seeded paid order of the demo learner, found by its order id.
    const seeded = await report({ status: 'PAID', search: '600001' });
    expect(seeded.rows).toEqual([
      expect.objectContaining({ orderId: 600001, emailId: DEMO_ACCOUNTS.learner.email }),
    ]);
  });

  it('pages on the server and counts all matches', async () => {
    const first = await report({ search: learnerAccount.email, limit: 1 });
    const second = await report({ search: learnerAccount.email, limit: 1, page: 2 });
    expect([first.totalRecords, second.totalRecords]).toEqual([2, 2]);
    expect([...first.rows, ...second.rows].map((row) => row.orderId)).toEqual([orderIds[1], orderIds[0]]);
  });

  it('refuses a learner and a page larger than the service allows', async () => {
    const byLearner = await learner.graphql(PaymentReportDocument, { page: 1, limit: 10 });
    expect(errorCodes(byLearner)).toEqual(['FORBIDDEN']);
    const tooMany = await ops.graphql(PaymentReportDocument, { page: 1, limit: 500 });
    expect(tooMany.body.data ?? null).toBeNull();
    expect(errorCodes(tooMany)).toEqual(['BAD_USER_INPUT']);
  });

  it('lets staff ask Paytm about a payment whose outcome is unknown, then refunds it through Paytm once', async () => {
    const payer = await loginAs(stack, payerAccount.email, { browser: 'payer' });
    const { order } = (await payer.data(CheckoutDocument, { productIds: ['3022'] })).checkout;
    const orderId = String(order!.orderId);
    const { handoff } = (
      await payer.data(StartPaymentDocument, {
        orderId,
        totalOrderPrice: order!.totalOrderPrice,
        method: 'WALLET',
      })
    ).startPayment;
    // The learner paid on Paytm's page, and the browser never came back with the callback.
    const wallet = { mid: handoff!.mid, orderId: handoff!.razorpayOrderId, txnToken: handoff!.txnToken! };
    expect((await stack.form(`${RestPath.SANDBOX_PAYTM}/pay`, { ...wallet, mode: 'PPI' })).status).toBe(200);
    expect((await report({ search: orderId })).rows[0]?.paymentStatus).toBe('INITIATED');

    // The learner may not ask in staff's place: refused in the gateway, nothing sent upstream.
    const byLearner = await stack.restRequestsDuring(() =>
      payer.graphql(CheckPaymentNowDocument, { orderId }),
    );
    expect(errorCodes(byLearner.result)).toEqual(['FORBIDDEN']);
    expect(byLearner.requests).toEqual([]);

    const checked = (await ops.data(CheckPaymentNowDocument, { orderId })).checkPaymentNow;
    expect(checked).toMatchObject({
      askedProvider: 'SANDBOX_PAYTM',
      outcome: 'PAID',
      userErrors: [],
      row: { id: `PaymentReportRow:${orderId}`, paymentStatus: 'PAID', provider: 'SANDBOX_PAYTM' },
    });
    expect((await ops.data(CheckPaymentNowDocument, { orderId })).checkPaymentNow.outcome).toBe(
      'ALREADY_PAID',
    );
    expect(await enrolmentsOf(stack, order!.orderId)).toEqual([3022]);

    // The refund goes back through Paytm, under the order's refId, once.
    const note = 'E-mail request, approved by ops';
    const refunded = (await ops.data(RecordRefundDocument, { orderId, note })).recordRefund;
    expect(refunded).toMatchObject({ order: { paymentStatus: 'REFUNDED' }, userErrors: [] });
    const again = (await ops.data(RecordRefundDocument, { orderId, note })).recordRefund;
    expect(again.userErrors.map((error) => error.code)).toEqual(['ORDER_NOT_REFUNDABLE']);
    const refunds = await stack.rows<{ outcome: string; ref_id: string; amount: string }>(
      sql`select outcome, payload->>'refId' as ref_id, payload->>'refundAmount' as amount
          from payment_events where order_id = ${order!.orderId} and source = 'REFUND'`,
    );
    expect(refunds).toEqual([{ outcome: 'REFUNDED', ref_id: `FINXR${orderId}`, amount: '999.00' }]);
    expect(await enrolmentsOf(stack, order!.orderId)).toEqual([]);
    const mine = (await payer.data(MyOrdersDocument, {})).myOrders;
    expect(mine.find((row) => row.orderId === order!.orderId)?.paymentStatus).toBe('REFUNDED');
  });
});

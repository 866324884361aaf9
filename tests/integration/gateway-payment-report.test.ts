import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutDocument,
  PaymentReportDocument,
  type PaymentReportQueryVariables,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// A load learner no other gateway test or e2e spec uses.
const learnerAccount = LOAD_LEARNERS[8]!;

describe('gateway paymentReport (staff /my-orders)', () => {
  let stack: Stack;
  let learner: Caller;
  let ops: Caller;
  const orderIds: number[] = [];
  const report = async (variables: Partial<PaymentReportQueryVariables>) =>
    (await ops.data(PaymentReportDocument, { page: 1, limit: 10, ...variables })).paymentReport;

  beforeAll(async () => {
    stack = await startStack();
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
});

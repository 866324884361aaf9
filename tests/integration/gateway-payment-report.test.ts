import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';
import { CHECKOUT, LOGIN, type OrderResult } from './checkout-operations';

// A load learner no other gateway test or e2e spec uses.
const learner = LOAD_LEARNERS[8]!;

const REPORT = `query ($status: PaymentStatus, $fromDate: String, $toDate: String, $search: String,
  $page: Int!, $limit: Int!) {
  paymentReport(status: $status, fromDate: $fromDate, toDate: $toDate, search: $search, page: $page,
    limit: $limit) {
    totalRecords
    rows { __typename id orderId placedOn paymentStatus productNames totalOrderPrice studentPartyId studentName emailId }
  }
}`;

interface Report {
  paymentReport: {
    totalRecords: number;
    rows: { id: string; orderId: number; paymentStatus: string; studentName: string; emailId: string }[];
  };
}

describe('gateway paymentReport (staff /my-orders)', () => {
  let stack: Stack;
  const orderIds: number[] = [];
  const signIn = async (email: string, cookie: string) => {
    const login = await stack.graphql(
      LOGIN,
      { input: { username: email, password: 'Demo@1234' } },
      { cookie },
    );
    expect(login.body.data).toEqual({ login: { userErrors: [] } });
  };
  const report = async (variables: Record<string, unknown>) => {
    const response = await stack.graphql<Report>(
      REPORT,
      { page: 1, limit: 10, ...variables },
      { cookie: 'ops' },
    );
    expectNoInternalErrors(response);
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.paymentReport;
  };

  beforeAll(async () => {
    stack = await startStack();
    await signIn(learner.email, 'learner');
    await signIn(DEMO_ACCOUNTS.ops.email, 'ops');
    // Two orders on known India-time days: 1 March late evening, and 3 March.
    const placedOn = ['2024-03-01T22:00:00+05:30', '2024-03-03T09:00:00+05:30'];
    for (const [i, productId] of [3008, 3003].entries()) {
      const response = await stack.graphql<OrderResult>(
        CHECKOUT,
        { ids: [String(productId)] },
        { cookie: 'learner' },
      );
      const orderId = response.body.data!.result.order!.orderId;
      await stack.restDb.execute(
        sql`update orders set placed_at = ${placedOn[i]}::timestamptz where order_id = ${orderId}`,
      );
      orderIds.push(orderId);
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows ops every learner’s orders with the learner, filtered by status, dates and search', async () => {
    const mine = await report({ search: learner.email });
    expect(mine.totalRecords).toBe(2);
    expect(mine.rows.map((row) => row.orderId)).toEqual([orderIds[1], orderIds[0]]);
    expect(mine.rows[0]).toMatchObject({
      __typename: 'PaymentReportRow',
      id: `PaymentReportRow:${orderIds[1]}`,
      paymentStatus: 'INITIATED',
      studentName: `${learner.firstName} ${learner.lastName}`,
      emailId: learner.email,
    });

    const firstDay = await report({ search: learner.email, fromDate: '2024-03-01', toDate: '2024-03-01' });
    expect(firstDay.rows.map((row) => row.orderId)).toEqual([orderIds[0]]);
    expect((await report({ search: learner.email, status: 'PAID' })).totalRecords).toBe(0);

    // The seeded paid order of the demo learner, found by its order id.
    const seeded = await report({ status: 'PAID', search: '600001' });
    expect(seeded.rows).toEqual([
      expect.objectContaining({ orderId: 600001, emailId: DEMO_ACCOUNTS.learner.email }),
    ]);
  });

  it('pages on the server and counts all matches', async () => {
    const first = await report({ search: learner.email, limit: 1 });
    const second = await report({ search: learner.email, limit: 1, page: 2 });
    expect([first.totalRecords, second.totalRecords]).toEqual([2, 2]);
    expect([...first.rows, ...second.rows].map((row) => row.orderId)).toEqual([orderIds[1], orderIds[0]]);
  });

  it('refuses a learner and a page larger than the service allows', async () => {
    const byLearner = await stack.graphql(REPORT, { page: 1, limit: 10 }, { cookie: 'learner' });
    expect(errorCodes(byLearner)).toEqual(['FORBIDDEN']);
    const tooMany = await stack.graphql(REPORT, { page: 1, limit: 500 }, { cookie: 'ops' });
    expectNoInternalErrors(tooMany);
    expect(tooMany.body.data ?? null).toBeNull();
    expect(errorCodes(tooMany)).toEqual(['BAD_USER_INPUT']);
  });
});

import { type PaymentReportRow, RestPath } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;
let ops: RestTestClient;
// Three orders of one load learner, placed on known India-time days (the seed's orders are elsewhere).
const learner = loadLearner(0);
const placed: number[] = [];

beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
  const client = await kit.signedIn(learner.email);
  const days = ['2024-03-01T23:30:00+05:30', '2024-03-02T00:15:00+05:30', '2024-03-05T12:00:00+05:30'];
  for (const [i, at] of days.entries()) {
    const order = await kit.place(client, learner.partyId, [[3008, 3003, 3022][i] ?? 3008]);
    await api.db
      .update(orders)
      .set({ placedAt: new Date(at) })
      .where(eq(orders.orderId, order.orderID));
    placed.push(order.orderID);
  }
  ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

const report = async (query: Record<string, string | number>, client = ops) => {
  const response = await client.get<never, PaymentReportRow>(RestPath.PAYMENT_REPORT, { query });
  return { status: response.status, body: response.body };
};

describe('GET order/report: the staff payment report', () => {
  it('is for admin and ops only', async () => {
    const learnerClient = await kit.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await report({ page: 1, limit: 10 }, learnerClient)).status).toBe(403);
    const admin = await kit.signedIn(DEMO_ACCOUNTS.admin.email);
    expect((await report({ page: 1, limit: 10 }, admin)).body.status).toBe('success');
  });

  it('shows every learner with name and e-mail, newest first', async () => {
    const { body } = await report({
      status: 'Paid',
      search: DEMO_ACCOUNTS.learner.email,
      page: 1,
      limit: 10,
    });
    expect(body.totalRecords).toBe(1);
    expect(body.responseListObject?.[0]).toMatchObject({
      orderID: DEMO_PURCHASES.learnerPaid.orderId,
      studentPartyID: DEMO_ACCOUNTS.learner.partyId,
      studentName: `${DEMO_ACCOUNTS.learner.firstName} ${DEMO_ACCOUNTS.learner.lastName}`,
      emailID: DEMO_ACCOUNTS.learner.email,
      paymentStatus: 'Paid',
      totalOrderPrice: 4_999,
      paymentID: 'pay_sbx_seed600001',
    });
  });

  it('filters by placed date in India time, by name and by order id', async () => {
    const ids = async (query: Record<string, string>) =>
      (await report({ search: learner.email, page: 1, limit: 50, ...query })).body.responseListObject?.map(
        (row) => row.orderID,
      );
    // 23:30 on 1 March India time is still 1 March, though it is 18:00 UTC.
    expect(await ids({ fromDate: '2024-03-01', toDate: '2024-03-01' })).toEqual([placed[0]]);
    expect(await ids({ fromDate: '2024-03-02' })).toEqual([placed[2], placed[1]]);
    expect(await ids({ toDate: '2024-03-02' })).toEqual([placed[1], placed[0]]);
    expect(await ids({ status: 'Paid' })).toEqual([]);
    const byName = await report({ search: learner.lastName.toLowerCase(), page: 1, limit: 50 });
    expect(byName.body.totalRecords).toBe(3);
    const byId = await report({ search: String(placed[1]), page: 1, limit: 50 });
    expect(byId.body.responseListObject?.map((row) => row.orderID)).toEqual([placed[1]]);
    // A wildcard typed into the search is a character, not "anything".
    expect((await report({ search: '%', page: 1, limit: 50 })).body.totalRecords).toBe(0);
  });

  it('pages in the query and counts every match', async () => {
    const first = await report({ search: learner.email, page: 1, limit: 2 });
    const second = await report({ search: learner.email, page: 2, limit: 2 });
    expect(first.body.totalRecords).toBe(3);
    expect(second.body.totalRecords).toBe(3);
    expect(first.body.responseListObject?.map((row) => row.orderID)).toEqual([placed[2], placed[1]]);
    expect(second.body.responseListObject?.map((row) => row.orderID)).toEqual([placed[0]]);
  });

  it('sorts by placed date or amount, either way, as the grid asks', async () => {
    const rows = async (query: Record<string, string>) =>
      (await report({ search: learner.email, page: 1, limit: 50, ...query })).body.responseListObject ?? [];
    expect((await rows({ order: 'asc' })).map((row) => row.orderID)).toEqual(placed);
    const amounts = (await rows({ sort: 'AMOUNT' })).map((row) => row.totalOrderPrice);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const rising = (await rows({ sort: 'AMOUNT', order: 'asc' })).map((row) => row.totalOrderPrice);
    expect(rising).toEqual([...amounts].reverse());
  });

  it('refuses bad filters with 400, never 500', async () => {
    const bad: Record<string, string | number>[] = [
      { limit: 51 },
      { page: 0 },
      { status: 'Pending' },
      { sort: 'email' },
      { order: 'up' },
      { fromDate: '2024-02-30' },
      { fromDate: '2024-03-05', toDate: '2024-03-01' },
    ];
    for (const query of bad) {
      expect((await report({ page: 1, limit: 10, ...query })).status).toBe(400);
    }
  });
});

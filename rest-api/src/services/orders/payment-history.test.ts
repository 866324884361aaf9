import { type PaymentHistoryRow, ReasonCode, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

// Migrating and seeding a fresh database takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

// Catalogue price in paise (seed): 3003 ₹2,999.
const COURSE_B = 3003;

const historyOf = (client: Awaited<ReturnType<CheckoutFixture['signedIn']>>, partyID: number) =>
  client.get<never, PaymentHistoryRow>(RestPath.PAYMENT_HISTORY, { query: { partyID } });

describe('GET payment history (My Payment): a learner reads their own orders only', () => {
  // The demo learner's seeded orders: what another learner must never see.
  const other = DEMO_ACCOUNTS.learner;
  const othersOrders = [DEMO_PURCHASES.learnerPending.orderId, DEMO_PURCHASES.learnerPaid.orderId];

  it("refuses a learner asking with another learner's party id, and shows none of their orders", async () => {
    const { email, partyId } = loadLearner(12);
    const client = await kit.signedIn(email);
    const own = await kit.place(client, partyId, [COURSE_B]);

    const refused = await historyOf(client, other.partyId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.FORBIDDEN });
    expect(refused.body.responseListObject ?? []).toEqual([]);
    for (const orderId of othersOrders) expect(JSON.stringify(refused.body)).not.toContain(String(orderId));

    // Their own party id answers their own order, and only theirs.
    const mine = await historyOf(client, partyId);
    expect(mine.body.responseListObject?.map((row) => row.orderID)).toEqual([own.orderID]);
  });

  it("lets the learner and staff read the learner's history", async () => {
    const learner = await kit.signedIn(other.email);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    for (const client of [learner, ops]) {
      const history = await historyOf(client, other.partyId);
      expect(history.body.responseListObject?.map((row) => row.orderID)).toEqual(othersOrders);
    }
  });
});

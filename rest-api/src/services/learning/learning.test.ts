import {
  type Enrolment,
  type PaymentHistoryRow,
  type PrerequisiteTable,
  ProductId,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationLoans } from '../../db/schema/education-loan';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;
const learnerNo = loadLearner;

// Migrating and seeding a fresh database takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

describe('My Learning, My Payment and prerequisites', () => {
  it('shows the seeded purchase, the pending order, and the prerequisite rows', async () => {
    const demo = await kit.signedIn(DEMO_ACCOUNTS.learner.email);
    const partyID = DEMO_ACCOUNTS.learner.partyId;
    const history = await demo.get<never, PaymentHistoryRow>(RestPath.PAYMENT_HISTORY, {
      query: { partyID },
    });
    expect(history.body.responseListObject?.map((row) => [row.orderID, row.paymentStatus])).toEqual([
      [DEMO_PURCHASES.learnerPending.orderId, 'Initiated'],
      [DEMO_PURCHASES.learnerPaid.orderId, 'Paid'],
    ]);
    const learning = await demo.get<never, Enrolment>(RestPath.ENROLMENTS, { query: { partyID } });
    expect(learning.body.responseListObject).toEqual([
      expect.objectContaining({
        productID: DEMO_PURCHASES.learnerPaid.productId,
        productName: 'Retail Banking Operations: Branch to Back Office',
        productType: 'COURSE',
        orderID: DEMO_PURCHASES.learnerPaid.orderId,
        completed: false,
      }),
    ]);
    const none = await demo.get<PrerequisiteTable>(RestPath.PREREQUISITES, {
      query: { partyID, productID: ProductId.CFX },
    });
    expect(none.body.responseObject?.rows.map((row) => row.status)).toEqual(['Make Payment', 'Make Payment']);
    // FEAT is payable now; CFX is not until FEAT is attempted, and the table says so (the server's gate).
    expect(none.body.responseObject?.rows.map((row) => row.unavailableReason)).toEqual([
      null,
      ReasonCode.CFX_NEEDS_FEAT,
    ]);
    expect((await demo.get(RestPath.ENROLMENTS, { query: { partyID: learnerNo(0).partyId } })).status).toBe(
      403,
    );
  });

  it('lets a learner with FEAT scored buy CFX, which sets the loan status to 3', async () => {
    const arjun = DEMO_ACCOUNTS.secondLearner;
    const client = await kit.signedIn(arjun.email);
    const table = await client.get<PrerequisiteTable>(RestPath.PREREQUISITES, {
      query: { partyID: arjun.partyId, productID: ProductId.CFX },
    });
    expect(table.body.responseObject?.rows[0]).toMatchObject({
      productID: ProductId.FEAT,
      completed: 'Completed',
      status: 'Score Available',
      score: DEMO_PURCHASES.secondLearnerFeat.score,
    });
    expect(table.body.responseObject?.rows[1]).toMatchObject({
      productID: ProductId.CFX,
      unavailableReason: null,
    });
    const order = await kit.place(client, arjun.partyId, [ProductId.CFX]);
    expect(order.totalOrderPrice).toBe(75_000);
    const handoff = await kit.handoff(client, order);
    const result = await kit.callback(kit.successFields(handoff.razorpayOrderID, 'pay_test_cfx1'));
    expect(result).toEqual({ orderID: order.orderID, outcome: 'PAID' });
    const [loan] = await api.db
      .select()
      .from(educationLoans)
      .where(and(eq(educationLoans.partyId, arjun.partyId), eq(educationLoans.productId, ProductId.CFX)));
    expect(loan).toMatchObject({
      loanStatus: 3,
      comment: 'User has paid for the course',
      paymentId: 'pay_test_cfx1',
    });
    const learning = await client.get<never, Enrolment>(RestPath.ENROLMENTS, {
      query: { partyID: arjun.partyId },
    });
    expect(learning.body.responseListObject?.map((row) => row.productID)).toEqual([
      ProductId.CFX,
      ProductId.FEAT,
    ]);
    // Bought, CFX is Enrolled (learnt, not scored): no score to await, nothing to pay (issue 28 item 8).
    const after = await client.get<PrerequisiteTable>(RestPath.PREREQUISITES, {
      query: { partyID: arjun.partyId, productID: ProductId.CFX },
    });
    expect(
      after.body.responseObject?.rows.map((row) => [row.productID, row.completed, row.status, row.score]),
    ).toEqual([
      [ProductId.FEAT, 'Completed', 'Score Available', DEMO_PURCHASES.secondLearnerFeat.score],
      [ProductId.CFX, 'In-Complete', 'Enrolled', null],
    ]);
  });
});

import { ReasonCode, RestPath, SUBSCRIBE_NOT_FREE, type Subscription } from '@finx/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let learner: RestTestClient;
const me = loadLearner(35);

beforeAll(async () => {
  api = await createTestRestApi();
  learner = await api.signedIn(me.email);
}, 60_000);
afterAll(() => api?.close());

const subscribe = (productID: number, client = learner, studentPartyID = me.partyId) =>
  client.post<Subscription>(RestPath.SUBSCRIBE, { studentPartyID, productID });

describe('subscribe', () => {
  it('enrols the learner in a free product at once, once', async () => {
    const [free] = await api.db
      .select({ productId: products.productId, name: products.name })
      .from(products)
      .where(and(eq(products.isFree, true), eq(products.active, true)));
    const taken = await subscribe(free!.productId);
    expect(taken.body.responseObject).toMatchObject({ productID: free!.productId, productName: free!.name });
    const [row] = await api.db
      .select({ source: enrolments.source })
      .from(enrolments)
      .where(and(eq(enrolments.partyId, me.partyId), eq(enrolments.productId, free!.productId)));
    expect(row?.source).toBe('FREE');
    expect((await subscribe(free!.productId)).body.reasonCode).toBe(ReasonCode.ALREADY_ENROLLED);
  });

  it('sends a priced product to the cart and refuses unknown products, other parties and staff', async () => {
    const [priced] = await api.db
      .select({ productId: products.productId })
      .from(products)
      .where(and(gt(products.pricePaise, 0), eq(products.isFree, false), eq(products.active, true)));
    expect((await subscribe(priced!.productId)).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: SUBSCRIBE_NOT_FREE,
    });
    expect((await subscribe(999_999)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await subscribe(priced!.productId, learner, me.partyId + 1)).status).toBe(403);
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    expect((await subscribe(priced!.productId, admin)).status).toBe(403);
    expect((await learner.post(RestPath.SUBSCRIBE, { studentPartyID: me.partyId })).status).toBe(400);
  });
});

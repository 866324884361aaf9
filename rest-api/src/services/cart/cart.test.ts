import { type PartyItemList, type PartyItemsState, ProductId, ReasonCode, RestPath } from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY, DEMO_PURCHASES, LOAD_LEARNERS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
const [first, second, third] = LOAD_LEARNERS as [
  (typeof LOAD_LEARNERS)[number],
  (typeof LOAD_LEARNERS)[number],
  (typeof LOAD_LEARNERS)[number],
];

beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

const ids = (list: PartyItemList | undefined) => list?.items.map((item) => item.product.productID);

describe('cart and wishlist (001 §7)', () => {
  it('lists the cart with product details and a server total in rupees', async () => {
    const client = await api.signedIn(first.email);
    const cart = await client.get<PartyItemList>(RestPath.CART, { query: { partyID: first.partyId } });
    const seeded = DEMO_LEARNER_ACTIVITY.learner.cartProductIds;
    expect(ids(cart.body.responseObject ?? undefined)).toEqual(seeded);
    const sum = (cart.body.responseObject?.items ?? []).reduce(
      (total, { product }) => total + (product.isFree ? 0 : Math.round(product.productPrice * 100)),
      0,
    );
    expect(cart.body.responseObject?.totalPrice).toBe(sum / 100);
  });

  it('adds idempotently, removes, and answers both lists after each change', async () => {
    const client = await api.signedIn(second.email);
    const body = { partyID: second.partyId, productID: 3001 };
    const added = await client.post<PartyItemsState>(RestPath.WISHLIST, body);
    expect(added.body.status).toBe('success');
    const again = await client.post<PartyItemsState>(RestPath.WISHLIST, body);
    const wishlist = again.body.responseObject?.wishlist;
    expect(ids(wishlist)?.filter((id) => id === 3001)).toHaveLength(1);
    expect(again.body.responseObject?.cart.items.length).toBe(
      DEMO_LEARNER_ACTIVITY.learner.cartProductIds.length,
    );

    const moved = await client.post<PartyItemsState>(RestPath.WISHLIST_MOVE_TO_CART, body);
    expect(ids(moved.body.responseObject?.cart)).toContain(3001);
    expect(ids(moved.body.responseObject?.wishlist)).not.toContain(3001);

    const removed = await client.post<PartyItemsState>(RestPath.CART_REMOVE, body);
    expect(ids(removed.body.responseObject?.cart)).not.toContain(3001);
    const removedAgain = await client.post<PartyItemsState>(RestPath.CART_REMOVE, body);
    expect(removedAgain.body.status).toBe('success');
  });

  it('shows free products at ₹0 and refuses unknown products with NOT_FOUND', async () => {
    const client = await api.signedIn(second.email);
    const freeList = await client.get<never, { productID: number; isFree: boolean }>(RestPath.PRODUCT_LIST, {
      query: { freeOnly: true },
      encryptQuery: false,
    });
    const free = freeList.body.responseListObject?.[0]?.productID ?? 0;
    const before = (await client.get<PartyItemList>(RestPath.CART, { query: { partyID: second.partyId } }))
      .body.responseObject?.totalPrice;
    const added = await client.post<PartyItemsState>(RestPath.CART, {
      partyID: second.partyId,
      productID: free,
    });
    expect(ids(added.body.responseObject?.cart)).toContain(free);
    expect(added.body.responseObject?.cart.totalPrice).toBe(before);

    const missing = await client.post(RestPath.CART, { partyID: second.partyId, productID: 999_999 });
    expect(missing.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_FOUND });
  });

  it('refuses CFX in the cart until FEAT is attempted; the wishlist takes it any time', async () => {
    const client = await api.signedIn(third.email);
    const cfx = { partyID: third.partyId, productID: ProductId.CFX };
    const refused = await client.post(RestPath.CART, cfx);
    expect(refused.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.CFX_NEEDS_FEAT });
    // FEAT in the cart is not FEAT attempted.
    await client.post(RestPath.CART, { partyID: third.partyId, productID: ProductId.FEAT });
    expect((await client.post(RestPath.CART, cfx)).body.reasonCode).toBe(ReasonCode.CFX_NEEDS_FEAT);
    // The seeded wishlist holds CFX: moving it is gated too, and the refusal leaves the wishlist as it was.
    const move = await client.post(RestPath.WISHLIST_MOVE_TO_CART, cfx);
    expect(move.body.reasonCode).toBe(ReasonCode.CFX_NEEDS_FEAT);
    const wishlist = await client.get<PartyItemList>(RestPath.WISHLIST, {
      query: { partyID: third.partyId },
    });
    expect(ids(wishlist.body.responseObject ?? undefined)).toContain(ProductId.CFX);
    expect((await client.post(RestPath.WISHLIST, cfx)).body.status).toBe('success');

    // Bought and not yet scored is still not attempted; scored is.
    await api.db
      .insert(enrolments)
      .values({ partyId: third.partyId, productId: ProductId.FEAT, source: 'SEED' });
    expect((await client.post(RestPath.CART, cfx)).body.reasonCode).toBe(ReasonCode.CFX_NEEDS_FEAT);
    await api.db
      .update(enrolments)
      .set({ score: 64 })
      .where(and(eq(enrolments.partyId, third.partyId), eq(enrolments.productId, ProductId.FEAT)));
    const moved = await client.post<PartyItemsState>(RestPath.WISHLIST_MOVE_TO_CART, cfx);
    expect(ids(moved.body.responseObject?.cart)).toEqual(
      expect.arrayContaining([ProductId.FEAT, ProductId.CFX]),
    );

    const withoutFeat = await client.post<PartyItemsState>(RestPath.CART_REMOVE, {
      partyID: third.partyId,
      productID: ProductId.FEAT,
    });
    expect(ids(withoutFeat.body.responseObject?.cart)).toContain(ProductId.CFX);
  });

  it('refuses a product the learner already owns in the cart, the wishlist and a move to the cart', async () => {
    const { learner } = DEMO_ACCOUNTS;
    const owned = { partyID: learner.partyId, productID: DEMO_PURCHASES.learnerPaid.productId };
    const client = await api.signedIn(learner.email);
    const before = (await client.get<PartyItemList>(RestPath.CART, { query: { partyID: learner.partyId } }))
      .body.responseObject;
    for (const path of [RestPath.CART, RestPath.WISHLIST, RestPath.WISHLIST_MOVE_TO_CART]) {
      const refused = await client.post(path, owned);
      expect(refused.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ALREADY_ENROLLED });
    }
    const after = await client.get<PartyItemList>(RestPath.CART, { query: { partyID: learner.partyId } });
    expect(ids(after.body.responseObject ?? undefined)).toEqual(ids(before ?? undefined));
    const wishlist = await client.get<PartyItemList>(RestPath.WISHLIST, {
      query: { partyID: learner.partyId },
    });
    expect(ids(wishlist.body.responseObject ?? undefined)).not.toContain(owned.productID);

    // Ownership is the learner's own: someone else may still add the same product.
    const other = await api.signedIn(first.email);
    const added = await other.post<PartyItemsState>(RestPath.CART, {
      partyID: first.partyId,
      productID: owned.productID,
    });
    expect(ids(added.body.responseObject?.cart)).toContain(owned.productID);
    await other.post(RestPath.CART_REMOVE, { partyID: first.partyId, productID: owned.productID });
  });

  it('lets only the learner change their lists; staff may read them', async () => {
    const other = await api.signedIn(DEMO_ACCOUNTS.secondLearner.email);
    const body = { partyID: first.partyId, productID: 3001 };
    expect((await other.post(RestPath.CART, body)).status).toBe(403);
    expect((await other.post(RestPath.WISHLIST_MOVE_TO_CART, body)).status).toBe(403);
    expect((await other.get(RestPath.CART, { query: { partyID: first.partyId } })).status).toBe(403);

    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    const read = await ops.get<PartyItemList>(RestPath.WISHLIST, { query: { partyID: first.partyId } });
    expect(read.status).toBe(200);
    expect((await ops.post(RestPath.WISHLIST, { partyID: first.partyId, productID: 3001 })).status).toBe(403);

    const anonymous = api.client();
    await anonymous.anonymous();
    expect((await anonymous.get(RestPath.CART, { query: { partyID: first.partyId } })).status).toBe(401);
  });
});

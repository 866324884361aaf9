import { ProductId, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PURCHASES, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  AddToWishlistDocument,
  CartDocument,
  LearnerHeaderDocument,
  MoveWishlistItemToCartDocument,
  MyLearningDocument,
  ProductDocument,
  ProductsDocument,
  RemoveFromCartDocument,
  RemoveFromWishlistDocument,
  type CartWishlistPayloadFieldsFragment,
} from '../../client/src/graphql/generated/graphql';
import { CartWithProductFlagsDocument } from '../src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// A load learner of its own: the demo learner's counts are asserted by other suites.
const learnerAccount = LOAD_LEARNERS[4]!;
const otherAccount = LOAD_LEARNERS[5]!;

type Payload = CartWishlistPayloadFieldsFragment;
/** The cart and wishlist changes the client sends, by the name the gateway gives them. */
const CHANGES = {
  addToCart: async (caller: Caller, productId: string): Promise<Payload> =>
    (await caller.data(AddToCartDocument, { productId })).addToCart,
  removeFromCart: async (caller: Caller, productId: string): Promise<Payload> =>
    (await caller.data(RemoveFromCartDocument, { productId })).removeFromCart,
  addToWishlist: async (caller: Caller, productId: string): Promise<Payload> =>
    (await caller.data(AddToWishlistDocument, { productId })).addToWishlist,
  removeFromWishlist: async (caller: Caller, productId: string): Promise<Payload> =>
    (await caller.data(RemoveFromWishlistDocument, { productId })).removeFromWishlist,
  moveWishlistItemToCart: async (caller: Caller, productId: string): Promise<Payload> =>
    (await caller.data(MoveWishlistItemToCartDocument, { productId })).moveWishlistItemToCart,
};

describe('gateway cart and wishlist', () => {
  let stack: Stack;
  let learner: Caller;
  let other: Caller;
  const run = (name: keyof typeof CHANGES, id: number | string, caller: Caller = learner) =>
    CHANGES[name](caller, String(id));
  const header = async () => {
    const { id, cartCount, wishlistCount } = (await learner.data(LearnerHeaderDocument)).learnerHeader;
    return { id, cartCount, wishlistCount };
  };

  beforeAll(async () => {
    stack = await startStack();
    learner = await loginAs(stack, learnerAccount.email, { browser: 'learner' });
    other = await loginAs(stack, otherAccount.email, { browser: 'other' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('adds, moves and removes, with payload counts equal to a fresh header', async () => {
    const added = await run('addToWishlist', 3001);
    expect(added.wishlist?.id).toBe(`Wishlist:${learnerAccount.partyId}`);
    expect(added.learnerHeader).toEqual(await header());
    expect(added.learnerHeader?.id).toBe(`LearnerHeader:${learnerAccount.partyId}`);

    const moved = await run('moveWishlistItemToCart', 3001);
    expect(moved.cart?.items.map((item) => item.product.id)).toContain('3001');
    expect(moved.cart?.items.find((item) => item.product.id === '3001')?.product.inCart).toBe(true);
    expect(moved.wishlist?.items.map((item) => item.product.id)).not.toContain('3001');
    expect(moved.learnerHeader).toEqual(await header());

    const removed = await run('removeFromCart', 3001);
    expect(removed.cart?.items.map((item) => item.product.id)).not.toContain('3001');
    expect(removed.learnerHeader).toEqual(await header());
  });

  it('answers the cart and product flags in one request', async () => {
    const data = await learner.data(CartWithProductFlagsDocument);
    expect(data.cart.id).toBe(`Cart:${learnerAccount.partyId}`);
    expect(data.cart.totalPrice).toBeGreaterThan(0);
    expect(data.products.items.some((product) => product.inCart)).toBe(true);
  });

  it('refuses CFX in the cart until FEAT is attempted, FEAT in the cart or not; the wishlist takes it', async () => {
    const refused = await run('addToCart', ProductId.CFX);
    expect(refused.userErrors[0]?.code).toBe(ReasonCode.CFX_NEEDS_FEAT);
    expect(refused.cart).toBeNull();
    await run('addToCart', ProductId.FEAT);
    const stillRefused = await run('addToCart', ProductId.CFX);
    expect(stillRefused.userErrors.map((error) => error.code)).toEqual([ReasonCode.CFX_NEEDS_FEAT]);
    await run('removeFromWishlist', ProductId.CFX);
    const wished = await run('addToWishlist', ProductId.CFX);
    expect(wished.userErrors).toEqual([]);
    expect(wished.wishlist?.items.map((item) => item.product.id)).toContain(String(ProductId.CFX));

    // Arjun bought FEAT and has a score: CFX goes into his cart.
    const attempted = await loginAs(stack, DEMO_ACCOUNTS.secondLearner.email, { browser: 'attempted' });
    const added = await run('addToCart', ProductId.CFX, attempted);
    expect(added.userErrors).toEqual([]);
    expect(added.cart?.items.map((item) => item.product.id)).toContain(String(ProductId.CFX));
  });

  it('marks a product the learner owns, for them only, and refuses it in the cart and the wishlist', async () => {
    const { productId } = DEMO_PURCHASES.learnerPaid;
    const owner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'owner' });
    const productOwned = async (caller: Pick<Caller, 'identity'>) =>
      dataOf(await stack.graphql(ProductDocument, { id: String(productId) }, caller.identity)).product?.owned;
    expect(await productOwned(owner)).toBe(true);
    // Every product marked owned on the page is in My Learning.
    const page = (await owner.data(ProductsDocument, { page: 1, pageSize: 50 })).products.items;
    const mine = new Set(
      (await owner.data(MyLearningDocument)).myLearning.map((row) => String(row.productId)),
    );
    const marked = page.filter((item) => item.owned).map((item) => item.id);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((id) => mine.has(id))).toBe(true);
    expect(page.filter((item) => !item.owned).some((item) => mine.has(item.id))).toBe(false);
    expect(await productOwned(learner)).toBe(false);
    expect(await productOwned({ identity: { cookie: 'nobody' } })).toBe(false);

    for (const name of ['addToCart', 'addToWishlist', 'moveWishlistItemToCart'] as const) {
      const refused = await run(name, productId, owner);
      expect(refused.userErrors.map((error) => error.code)).toEqual([ReasonCode.ALREADY_ENROLLED]);
      expect(refused.cart).toBeNull();
    }
  });

  it("keeps one learner's lists from another and from visitors", async () => {
    expect((await other.data(CartDocument)).cart.id).toBe(`Cart:${otherAccount.partyId}`);
    const feat = (await other.data(ProductDocument, { id: String(ProductId.FEAT) })).product;
    expect(feat?.inCart).toBe(false);
    const visitor = await stack.graphql(CartDocument, undefined, { cookie: 'nobody' });
    expect(errorCodes(visitor)).toContain('UNAUTHENTICATED');
  });
});

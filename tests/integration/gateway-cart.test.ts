import { ProductId, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PURCHASES, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { sessionToken userErrors { code } } }';
const HEADER = '{ learnerHeader { id cartCount wishlistCount } }';
const PAYLOAD = `
  cart { id totalPrice items { id product { id productPrice inCart inWishlist } } }
  wishlist { id items { product { id } } }
  learnerHeader { id cartCount wishlistCount }
  userErrors { code field message }`;
const change = (name: string) => `mutation ($id: ID!) { result: ${name}(productId: $id) { ${PAYLOAD} } }`;

interface Payload {
  result: {
    cart: { id: string; totalPrice: number; items: { product: { id: string; inCart: boolean } }[] } | null;
    wishlist: { id: string; items: { product: { id: string } }[] } | null;
    learnerHeader: { id: string; cartCount: number; wishlistCount: number } | null;
    userErrors: { code: string; message: string }[];
  };
}
interface Header {
  learnerHeader: { id: string; cartCount: number; wishlistCount: number };
}

// A load learner of its own: the demo learner's counts are asserted by other suites.
const learner = LOAD_LEARNERS[4]!;
const other = LOAD_LEARNERS[5]!;

describe('gateway cart and wishlist', () => {
  let stack: Stack;
  const signIn = async (username: string, browser: string) => {
    const response = await stack.graphql(
      LOGIN,
      { input: { username, password: 'Demo@1234' } },
      { cookie: browser },
    );
    expect(response.body.data).toEqual({ login: { sessionToken: null, userErrors: [] } });
  };
  const run = async (name: string, id: number | string, browser = 'learner') => {
    const response = await stack.graphql<Payload>(change(name), { id: String(id) }, { cookie: browser });
    expectNoInternalErrors(response);
    return response;
  };
  const header = async () =>
    (await stack.graphql<Header>(HEADER, undefined, { cookie: 'learner' })).body.data?.learnerHeader;

  beforeAll(async () => {
    stack = await startStack();
    await signIn(learner.email, 'learner');
    await signIn(other.email, 'other');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('adds, moves and removes, with payload counts equal to a fresh header', async () => {
    const added = await run('addToWishlist', 3001);
    expect(added.body.errors).toBeUndefined();
    const payload = added.body.data?.result;
    expect(payload?.wishlist?.id).toBe(`Wishlist:${learner.partyId}`);
    expect(payload?.learnerHeader).toEqual(await header());
    expect(payload?.learnerHeader?.id).toBe(`LearnerHeader:${learner.partyId}`);

    const moved = (await run('moveWishlistItemToCart', 3001)).body.data?.result;
    expect(moved?.cart?.items.map((item) => item.product.id)).toContain('3001');
    expect(moved?.cart?.items.find((item) => item.product.id === '3001')?.product.inCart).toBe(true);
    expect(moved?.wishlist?.items.map((item) => item.product.id)).not.toContain('3001');
    const afterMove = await header();
    expect(moved?.learnerHeader).toMatchObject({
      cartCount: afterMove?.cartCount,
      wishlistCount: afterMove?.wishlistCount,
    });

    const removed = (await run('removeFromCart', 3001)).body.data?.result;
    expect(removed?.cart?.items.map((item) => item.product.id)).not.toContain('3001');
    const fresh = await header();
    expect(removed?.learnerHeader).toMatchObject({
      cartCount: fresh?.cartCount,
      wishlistCount: fresh?.wishlistCount,
    });
  });

  it('answers the cart and product flags in one request', async () => {
    const response = await stack.graphql<{
      cart: { id: string; totalPrice: number; items: unknown[] };
      products: { items: { id: string; inCart: boolean; inWishlist: boolean }[] };
    }>(
      '{ cart { id totalPrice items { id } } products(pageSize: 50) { items { id inCart inWishlist } } }',
      undefined,
      {
        cookie: 'learner',
      },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.cart.id).toBe(`Cart:${learner.partyId}`);
    expect(response.body.data?.cart.totalPrice).toBeGreaterThan(0);
    expect(response.body.data?.products.items.some((product) => product.inCart)).toBe(true);
  });

  it('refuses CFX in the cart until FEAT is attempted, FEAT in the cart or not; the wishlist takes it', async () => {
    const refused = (await run('addToCart', ProductId.CFX)).body.data?.result;
    expect(refused?.userErrors[0]?.code).toBe(ReasonCode.CFX_NEEDS_FEAT);
    expect(refused?.cart).toBeNull();
    await run('addToCart', ProductId.FEAT);
    const stillRefused = (await run('addToCart', ProductId.CFX)).body.data?.result;
    expect(stillRefused?.userErrors.map((error) => error.code)).toEqual([ReasonCode.CFX_NEEDS_FEAT]);
    await run('removeFromWishlist', ProductId.CFX);
    const wished = (await run('addToWishlist', ProductId.CFX)).body.data?.result;
    expect(wished?.userErrors).toEqual([]);
    expect(wished?.wishlist?.items.map((item) => item.product.id)).toContain(String(ProductId.CFX));

    // Arjun bought FEAT and has a score: CFX goes into his cart.
    await signIn(DEMO_ACCOUNTS.secondLearner.email, 'attempted');
    const added = (await run('addToCart', ProductId.CFX, 'attempted')).body.data?.result;
    expect(added?.userErrors).toEqual([]);
    expect(added?.cart?.items.map((item) => item.product.id)).toContain(String(ProductId.CFX));
  });

  it('marks a product the learner owns, for them only, and refuses it in the cart and the wishlist', async () => {
    const { productId } = DEMO_PURCHASES.learnerPaid;
    await signIn(DEMO_ACCOUNTS.learner.email, 'owner');
    const owned = async (browser: string) => {
      const response = await stack.graphql<{
        product: { owned: boolean };
        products: { items: { id: string; owned: boolean }[] };
      }>(
        `{ product(id: "${productId}") { owned } products(pageSize: 50) { items { id owned } } }`,
        undefined,
        { cookie: browser },
      );
      expect(response.body.errors).toBeUndefined();
      return response.body.data;
    };
    const ownerView = await owned('owner');
    expect(ownerView?.product.owned).toBe(true);
    // Every product marked owned on the page is in My Learning.
    const learning = await stack.graphql<{ myLearning: { productId: number }[] }>(
      '{ myLearning { productId } }',
      undefined,
      { cookie: 'owner' },
    );
    const mine = new Set(learning.body.data?.myLearning.map((row) => String(row.productId)));
    const marked = ownerView?.products.items.filter((item) => item.owned).map((item) => item.id) ?? [];
    expect(marked.every((id) => mine.has(id))).toBe(true);
    expect(ownerView?.products.items.filter((item) => !item.owned).some((item) => mine.has(item.id))).toBe(
      false,
    );
    expect((await owned('learner'))?.product.owned).toBe(false);
    expect((await owned('nobody'))?.product.owned).toBe(false);

    for (const name of ['addToCart', 'addToWishlist', 'moveWishlistItemToCart']) {
      const refused = (await run(name, productId, 'owner')).body.data?.result;
      expect(refused?.userErrors.map((error) => error.code)).toEqual([ReasonCode.ALREADY_ENROLLED]);
      expect(refused?.cart).toBeNull();
    }
  });

  it("keeps one learner's lists from another and from visitors", async () => {
    const otherCart = await stack.graphql<{ cart: { id: string } }>('{ cart { id } }', undefined, {
      cookie: 'other',
    });
    expect(otherCart.body.data?.cart.id).toBe(`Cart:${other.partyId}`);
    const otherProducts = await stack.graphql<{ product: { inCart: boolean } }>(
      `{ product(id: "${ProductId.FEAT}") { inCart } }`,
      undefined,
      { cookie: 'other' },
    );
    expect(otherProducts.body.data?.product.inCart).toBe(false);
    const visitor = await stack.graphql('{ cart { id } }', undefined, { cookie: 'nobody' });
    expect(errorCodes(visitor)).toContain('UNAUTHENTICATED');
  });
});

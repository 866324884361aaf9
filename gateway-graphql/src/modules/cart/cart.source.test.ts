import { ProductId, ReasonCode, RestPath, type PartyItemList } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../upstream/fake-upstream';
import { ADMIN, LEARNER, fakeRequest, restProduct } from '../../test/fake-request';
import { WishlistSource } from '../wishlist/wishlist.source';
import { CartSource } from './cart.source';

const list = (...ids: number[]): PartyItemList => ({
  partyID: LEARNER.partyId,
  items: ids.map((id) => ({ product: restProduct(id), addedAt: '2026-11-20T10:00:00Z' })),
  totalPrice: ids.length * 500,
});

const sources = async (viewer = LEARNER) => {
  const request = await fakeRequest(viewer);
  return { ...request, cart: new CartSource(request.scope), wishlist: new WishlistSource(request.scope) };
};

describe('CartSource and WishlistSource', () => {
  it('maps the cart with ids the cache can update in place', async () => {
    const { upstream, cart } = await sources();
    upstream.on('GET', RestPath.CART, ok({ responseObject: list(3017, 3018) }));
    expect(await cart.cart()).toMatchObject({
      id: `Cart:${LEARNER.partyId}`,
      totalPrice: 1000,
      items: [
        { id: `CartItem:${LEARNER.partyId}:3017`, product: { id: '3017', productPrice: 500 } },
        { id: `CartItem:${LEARNER.partyId}:3018` },
      ],
    });
    expect(upstream.callsTo(RestPath.CART)[0]?.query).toEqual({ partyID: LEARNER.partyId });
  });

  it('answers a change with both lists and the header counts, and later fields see the change', async () => {
    const { upstream, cart, wishlist } = await sources();
    upstream
      .on('GET', RestPath.CART, ok({ responseObject: list() }))
      .on('POST', RestPath.CART, ok({ responseObject: { cart: list(3017), wishlist: list(3019, 3020) } }));

    expect(await cart.inCart(3017)).toBe(false);
    const change = await cart.add(3017);

    expect(upstream.callsTo(RestPath.CART).at(-1)?.body).toEqual({
      partyID: LEARNER.partyId,
      productID: 3017,
    });
    expect(change).toMatchObject({
      productId: 3017,
      counts: { partyId: LEARNER.partyId, cartCount: 1, wishlistCount: 2 },
      cart: { id: `Cart:${LEARNER.partyId}` },
      wishlist: {
        id: `Wishlist:${LEARNER.partyId}`,
        items: [{ id: `WishlistItem:${LEARNER.partyId}:3019` }, {}],
      },
      userErrors: [],
    });
    expect(await cart.inCart(3017)).toBe(true);
    expect(await wishlist.inWishlist(3019)).toBe(true);
    // The lists came with the change: no second read of either.
    expect(upstream.callsTo(RestPath.CART).filter((call) => call.method === 'GET')).toHaveLength(1);
    expect(upstream.callsTo(RestPath.WISHLIST)).toEqual([]);
  });

  it("puts a refusal on productId with the server's words, and changes nothing", async () => {
    const { upstream, cart, wishlist } = await sources();
    upstream
      .on('POST', RestPath.CART, refused(ReasonCode.CFX_NEEDS_FEAT, 'Attempt FEAT first.'))
      .on('POST', RestPath.WISHLIST_MOVE_TO_CART, refused(ReasonCode.ALREADY_ENROLLED));
    expect(await cart.add(ProductId.CFX)).toEqual({
      cart: null,
      wishlist: null,
      counts: null,
      productId: ProductId.CFX,
      userErrors: [{ code: 'CFX_NEEDS_FEAT', field: 'productId', message: 'Attempt FEAT first.' }],
    });
    expect((await wishlist.moveToCart(3017)).userErrors[0]).toMatchObject({
      code: 'ALREADY_ENROLLED',
      field: 'productId',
    });
  });

  it('reads each list once per request however many products ask', async () => {
    const { upstream, cart, wishlist } = await sources();
    upstream
      .on('GET', RestPath.CART, ok({ responseObject: list(3017) }))
      .on('GET', RestPath.WISHLIST, ok({ responseObject: list(3018) }));
    const answers = await Promise.all([
      cart.inCart(3017),
      cart.inCart(3018),
      wishlist.inWishlist(3018),
      wishlist.inWishlist(3017),
    ]);
    expect(answers).toEqual([true, false, true, false]);
    expect(upstream.calls.map((call) => call.path)).toEqual([RestPath.CART, RestPath.WISHLIST]);
  });

  it('says false for staff without asking the product service', async () => {
    const { upstream, cart, wishlist } = await sources(ADMIN);
    expect(await cart.inCart(3017)).toBe(false);
    expect(await wishlist.inWishlist(3017)).toBe(false);
    expect(upstream.calls).toEqual([]);
  });
});

import {
  type PartyItemList,
  type PartyItemsState,
  type PartyItemRequest,
  RestPath,
  RoleId,
} from '@finx/domain';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { UpstreamClient } from '../../upstream/upstream.client';
import type { CatalogueSource } from '../catalogue/catalogue.source';
import type { Wishlist } from '../wishlist/wishlist.types';
import type { Cart, CartWishlistPayload } from './cart.types';

export type PartyList = 'cart' | 'wishlist';

/** The header counts a change brings with it; the payload's learnerHeader is built from them. */
export interface HeaderCounts {
  partyId: number;
  cartCount: number;
  wishlistCount: number;
}

/** A payload before GraphQL sees it: the counts ride along for the learnerHeader field resolver. */
export type PayloadRoot = Omit<CartWishlistPayload, 'learnerHeader' | 'product'> & {
  counts: HeaderCounts | null;
  productId: number;
};

export type ChangePath =
  | typeof RestPath.CART
  | typeof RestPath.CART_REMOVE
  | typeof RestPath.WISHLIST
  | typeof RestPath.WISHLIST_REMOVE
  | typeof RestPath.WISHLIST_MOVE_TO_CART;

interface Membership {
  cart: Set<number>;
  wishlist: Set<number>;
}

const LIST_PATH = { cart: RestPath.CART, wishlist: RestPath.WISHLIST } as const;

/** Cart and wishlist of the signed-in learner (`001 §7`); rules and totals stay in the product service. */
export class CartSource {
  /** Per request: which products are in the learner's lists, read once however many products ask. */
  private readonly memberships = new WeakMap<GatewayContext, Promise<Membership>>();

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly catalogue: CatalogueSource,
  ) {}

  cart(ctx: GatewayContext): Promise<Cart> {
    return this.list(ctx, 'cart');
  }

  wishlist(ctx: GatewayContext): Promise<Wishlist> {
    return this.list(ctx, 'wishlist');
  }

  async change(ctx: GatewayContext, path: ChangePath, productId: number): Promise<PayloadRoot> {
    const partyId = this.partyId(ctx);
    const body: PartyItemRequest = { partyID: partyId, productID: productId };
    const result = await this.upstream.call<PartyItemsState>(ctx.session, {
      method: 'POST',
      path,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) {
      return {
        cart: null,
        wishlist: null,
        counts: null,
        productId,
        userErrors: [{ code: result.reasonCode, field: 'productId', message: result.message }],
      };
    }
    const state = result.envelope.responseObject;
    if (!state) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, 'INTERNAL');
    this.remember(ctx, state);
    return {
      cart: this.toList(ctx, 'cart', state.cart),
      wishlist: this.toList(ctx, 'wishlist', state.wishlist),
      counts: { partyId, cartCount: state.cart.items.length, wishlistCount: state.wishlist.items.length },
      productId,
      userErrors: [],
    };
  }

  /** false for anyone but a signed-in learner: staff and visitors have no cart. */
  async isIn(ctx: GatewayContext, which: PartyList, productId: number): Promise<boolean> {
    if (ctx.session.viewer?.roleId !== RoleId.LEARNER) return false;
    let membership = this.memberships.get(ctx);
    if (!membership) {
      membership = Promise.all([this.fetch(ctx, 'cart'), this.fetch(ctx, 'wishlist')]).then(
        ([cart, wishlist]) => this.membershipOf({ cart, wishlist }),
      );
      this.memberships.set(ctx, membership);
    }
    return (await membership)[which].has(productId);
  }

  private async list(ctx: GatewayContext, which: PartyList): Promise<Cart> {
    return this.toList(ctx, which, await this.fetch(ctx, which));
  }

  private async fetch(ctx: GatewayContext, which: PartyList): Promise<PartyItemList> {
    const envelope = await this.upstream.request<PartyItemList>(ctx.session, {
      method: 'GET',
      path: LIST_PATH[which],
      query: { partyID: this.partyId(ctx) },
      auth: 'user',
    });
    const list = envelope.responseObject;
    if (!list) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, 'INTERNAL');
    return list;
  }

  private toList(ctx: GatewayContext, which: PartyList, list: PartyItemList): Cart {
    const kind = which === 'cart' ? 'Cart' : 'Wishlist';
    const products = this.catalogue.remember(
      ctx,
      list.items.map((item) => item.product),
    );
    return {
      id: `${kind}:${list.partyID}`,
      totalPrice: Number(list.totalPrice),
      items: list.items.map((item, index) => ({
        id: `${kind}Item:${list.partyID}:${item.product.productID}`,
        // remember() answers in the order given.
        product: products[index]!,
        addedAt: new Date(item.addedAt),
      })),
    };
  }

  /** After a change, products resolved later in the same response see the new membership. */
  private remember(ctx: GatewayContext, state: PartyItemsState): void {
    this.memberships.set(ctx, Promise.resolve(this.membershipOf(state)));
  }

  private membershipOf(state: PartyItemsState): Membership {
    const ids = (list: PartyItemList) => new Set(list.items.map((item) => item.product.productID));
    return { cart: ids(state.cart), wishlist: ids(state.wishlist) };
  }

  private partyId(ctx: GatewayContext): number {
    const viewer = ctx.session.viewer;
    if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
    return viewer.partyId;
  }
}

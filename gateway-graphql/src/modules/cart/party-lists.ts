import {
  ReasonCode,
  RestPath,
  RoleId,
  type PartyItemList,
  type PartyItemRequest,
  type PartyItemsState,
} from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { Product } from '../catalogue/catalogue.types';
import { partyIdOf } from '../shared/caller';
import { productsOf, type ProductLoader } from '../catalogue/catalogue.contract';
import { perRequest } from '../shared/request-scope';
import type { UserError } from '../shared/user-error.types';
import { refusalOf, type FieldMap } from '../shared/user-errors';

export type PartyList = 'cart' | 'wishlist';

/** A learner's cart or wishlist as GraphQL shows it (the `Cart` and `Wishlist` types). */
export interface PartyListView {
  id: string;
  items: { id: string; product: Product; addedAt: Date }[];
  totalPrice: number;
}

/** The header counts a change brings with it; the payload's learnerHeader is built from them. */
export interface HeaderCounts {
  partyId: number;
  cartCount: number;
  wishlistCount: number;
}

/** A cart or wishlist change before GraphQL sees it (the `CartWishlistPayload`, less its field resolvers). */
export interface PartyItemsChange {
  cart: PartyListView | null;
  wishlist: PartyListView | null;
  counts: HeaderCounts | null;
  productId: number;
  userErrors: UserError[];
}

/** The product service's calls that change a list; each answers both lists. */
export type PartyItemsPath =
  | typeof RestPath.CART
  | typeof RestPath.CART_REMOVE
  | typeof RestPath.WISHLIST
  | typeof RestPath.WISHLIST_REMOVE
  | typeof RestPath.WISHLIST_MOVE_TO_CART;

const LIST_PATH = { cart: RestPath.CART, wishlist: RestPath.WISHLIST } as const;
const KIND = { cart: 'Cart', wishlist: 'Wishlist' } as const;

/**
 * The signed-in learner's cart and wishlist for one request (`001 §7`): each list is read once however
 * many modules ask (the cart page, checkout's order lines, every product's inCart and inWishlist), and a
 * change replaces both with the product service's answer, so later fields of the same response see it.
 */
export class PartyLists {
  private readonly reads: Partial<Record<PartyList, Promise<PartyItemList>>> = {};

  constructor(
    private readonly upstream: RequestUpstream,
    private readonly session: RequestSession,
    private readonly products: ProductLoader,
  ) {}

  /** The list as the product service holds it, at the prices it showed. */
  read(which: PartyList): Promise<PartyItemList> {
    this.reads[which] ??= this.fetch(which);
    return this.reads[which];
  }

  async view(which: PartyList): Promise<PartyListView> {
    return this.toView(which, await this.read(which));
  }

  /** false for anyone but a signed-in learner: staff and visitors have no cart. */
  async has(which: PartyList, productId: number): Promise<boolean> {
    if (this.session.viewer?.roleId !== RoleId.LEARNER) return false;
    const list = await this.read(which);
    return list.items.some((item) => item.product.productID === productId);
  }

  /** One change; a refusal comes back on the path the calling feature's map gives its code. */
  async change<TReason extends string>(
    path: PartyItemsPath,
    productId: number,
    fields: FieldMap<TReason>,
  ): Promise<PartyItemsChange> {
    const partyId = partyIdOf(this.session);
    const body: PartyItemRequest = { partyID: partyId, productID: productId };
    const result = await this.upstream.call<PartyItemsState>({
      method: 'POST',
      path,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) {
      return { cart: null, wishlist: null, counts: null, productId, userErrors: [refusalOf(fields, result)] };
    }
    const state = result.envelope.responseObject;
    if (!state) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    this.reads.cart = Promise.resolve(state.cart);
    this.reads.wishlist = Promise.resolve(state.wishlist);
    return {
      cart: this.toView('cart', state.cart),
      wishlist: this.toView('wishlist', state.wishlist),
      counts: { partyId, cartCount: state.cart.items.length, wishlistCount: state.wishlist.items.length },
      productId,
      userErrors: [],
    };
  }

  private async fetch(which: PartyList): Promise<PartyItemList> {
    const envelope = await this.upstream.request<PartyItemList>({
      method: 'GET',
      path: LIST_PATH[which],
      query: { partyID: partyIdOf(this.session) },
      auth: 'user',
    });
    const list = envelope.responseObject;
    if (!list) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    return list;
  }

  private toView(which: PartyList, list: PartyItemList): PartyListView {
    const kind = KIND[which];
    const products = this.products.remember(list.items.map((item) => item.product));
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
}

/** The request's cart and wishlist, one reader for the cart, the wishlist, checkout and the header. */
export const partyListsOf = perRequest(
  (scope) => new PartyLists(scope.upstream, scope.session, productsOf(scope)),
);

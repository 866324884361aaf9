import { RestPath } from '@finx/domain';
import { partyListsOf, type PartyItemsChange, type PartyLists } from '../cart/cart.contract';
import type { RequestScope } from '../shared/request-scope';
import { WISHLIST_FIELDS } from './wishlist.errors';
import type { Wishlist } from './wishlist.types';

/** The learner's wishlist (`001 §7`); a move to the cart changes both lists in one product-service call. */
export class WishlistSource {
  private readonly lists: PartyLists;

  constructor(scope: RequestScope) {
    this.lists = partyListsOf(scope);
  }

  wishlist(): Promise<Wishlist> {
    return this.lists.view('wishlist');
  }

  add(productId: number): Promise<PartyItemsChange> {
    return this.lists.change(RestPath.WISHLIST, productId, WISHLIST_FIELDS);
  }

  remove(productId: number): Promise<PartyItemsChange> {
    return this.lists.change(RestPath.WISHLIST_REMOVE, productId, WISHLIST_FIELDS);
  }

  moveToCart(productId: number): Promise<PartyItemsChange> {
    return this.lists.change(RestPath.WISHLIST_MOVE_TO_CART, productId, WISHLIST_FIELDS);
  }

  /** false for anyone but a signed-in learner. */
  inWishlist(productId: number): Promise<boolean> {
    return this.lists.has('wishlist', productId);
  }
}

import { RestPath } from '@finx/domain';
import type { Product } from '../catalogue/catalogue.types';
import { partyListsOf, type PartyItemsChange, type PartyLists } from './party-lists';
import { productsOf, type ProductLoader } from '../catalogue/catalogue.contract';
import type { RequestScope } from '../shared/request-scope';
import { CART_FIELDS } from './cart.errors';
import type { Cart } from './cart.types';

/** The learner's cart (`001 §7`); rules and totals stay in the product service. */
export class CartSource {
  private readonly lists: PartyLists;
  private readonly products: ProductLoader;

  constructor(scope: RequestScope) {
    this.lists = partyListsOf(scope);
    this.products = productsOf(scope);
  }

  cart(): Promise<Cart> {
    return this.lists.view('cart');
  }

  add(productId: number): Promise<PartyItemsChange> {
    return this.lists.change(RestPath.CART, productId, CART_FIELDS);
  }

  remove(productId: number): Promise<PartyItemsChange> {
    return this.lists.change(RestPath.CART_REMOVE, productId, CART_FIELDS);
  }

  /** false for anyone but a signed-in learner. */
  inCart(productId: number): Promise<boolean> {
    return this.lists.has('cart', productId);
  }

  /** The product a change was about, with its new inCart and inWishlist. */
  product(productId: number): Promise<Product | null> {
    return this.products.load(productId);
  }
}

import type { Product } from './catalogue';

/** Body of the cart and wishlist calls (`001 §7`); partyID is encrypted in transit like everywhere. */
export interface PartyItemRequest {
  partyID: number;
  productID: number;
}

export interface PartyItem {
  product: Product;
  addedAt: string;
}

/** A learner's cart or wishlist. The total is summed in paise on the server and shown in rupees. */
export interface PartyItemList {
  partyID: number;
  items: PartyItem[];
  totalPrice: number;
}

/** What every cart or wishlist change answers: both lists after the change, so callers can show counts. */
export interface PartyItemsState {
  cart: PartyItemList;
  wishlist: PartyItemList;
}

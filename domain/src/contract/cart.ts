import type { Product } from './catalogue';
import { defineFeatureContract, type RestPathTable } from './feature-contract';
import { learningContract } from './learning';
import { sharedContract } from './shared';

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

const C = { ...sharedContract.reasons.codes, ...learningContract.reasons.codes };

/** The cart and the wishlist share the product service's party-item calls and their refusals. */
export const PartyItemsReasons = [
  C.NOT_FOUND,
  C.ALREADY_ENROLLED,
  C.CFX_NEEDS_FEAT,
  C.VALIDATION_FAILED,
] as const;
export type PartyItemsReason = (typeof PartyItemsReasons)[number];

const clientPaths = { CART: '/mycart' } as const;

export const cartContract = defineFeatureContract({
  feature: 'cart',
  refusals: [PartyItemsReasons],
  clientPaths,
  clientRoutes: {
    cart: (): string => clientPaths.CART,
  },
});

export const cartRestPaths = {
  feature: 'cart',
  restPaths: {
    CART: '/finx-fc-product/api/v1/cart',
    CART_REMOVE: '/finx-fc-product/api/v1/cart/remove',
    CART_COUNT: '/finx-fc-product/api/v1/cart/count',
  },
} as const satisfies RestPathTable;

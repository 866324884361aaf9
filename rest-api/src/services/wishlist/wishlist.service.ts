import type { PartyItemList, PartyItemsState } from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome } from '../../outcome';
import type { CartService } from '../cart/cart.service';
import type { WishlistRepository } from './wishlist.repository';

/**
 * The learner's wishlist (`001 §7`). It takes any active product the learner does not own (CFX too:
 * the FEAT gate is the cart's); changes answer both lists, read by the cart.
 */
export class WishlistService {
  constructor(
    private readonly wishlist: WishlistRepository,
    private readonly cart: CartService,
    private readonly transaction: RunInTransaction,
  ) {}

  list(partyId: number): Promise<PartyItemList> {
    return this.cart.list(partyId, 'wishlist');
  }

  count(partyId: number): Promise<number> {
    return this.cart.count(partyId, 'wishlist');
  }

  /** Adding what is already there succeeds and changes nothing. */
  async add(partyId: number, productId: number): Promise<Outcome<PartyItemsState>> {
    const outcome = await this.transaction(async (tx) => {
      const refused = await this.cart.refusal(tx, partyId, productId, 'wishlist');
      if (refused) return refused;
      await this.wishlist.add(tx, partyId, productId);
      return accept();
    });
    return outcome.ok ? accept(await this.cart.state(partyId)) : outcome;
  }

  /** Removing what is not there succeeds too. */
  async remove(partyId: number, productId: number): Promise<PartyItemsState> {
    await this.wishlist.remove(partyId, productId);
    return this.cart.state(partyId);
  }

  /** One transaction: into the cart (its gate included), out of the wishlist; a refusal changes neither. */
  async moveToCart(partyId: number, productId: number): Promise<Outcome<PartyItemsState>> {
    const outcome = await this.transaction(async (tx) => {
      const added = await this.cart.addWithin(tx, partyId, productId);
      if (!added.ok) return added;
      await this.wishlist.remove(partyId, productId, tx);
      return accept();
    });
    return outcome.ok ? accept(await this.cart.state(partyId)) : outcome;
  }
}

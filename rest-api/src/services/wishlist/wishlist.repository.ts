import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { wishlistItems } from '../../db/schema/cart';

/** The wishlist table's changes; the cart feature reads both lists together. */
export class WishlistRepository {
  constructor(private readonly db: Database) {}

  /** Idempotent: adding what is already there changes nothing. */
  async add(ex: Executor, partyId: number, productId: number): Promise<void> {
    await ex.insert(wishlistItems).values({ partyId, productId }).onConflictDoNothing();
  }

  async remove(partyId: number, productId: number, ex: Executor = this.db): Promise<void> {
    await ex
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.partyId, partyId), eq(wishlistItems.productId, productId)));
  }
}

import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartItems, wishlistItems } from '../../db/schema';

/** A learner's cart and wishlist. */
export class PartyItemsRepository {
  constructor(private readonly db: Database) {}

  async cartCount(partyId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.partyId, partyId));
    return row?.n ?? 0;
  }

  async wishlistCount(partyId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.partyId, partyId));
    return row?.n ?? 0;
  }
}

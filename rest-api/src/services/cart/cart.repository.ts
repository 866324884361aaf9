import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { coalescedReads } from '../../db/coalesced-reads';
import type { Database, Executor } from '../../db/database';
import { cartItems, wishlistItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';

/** The learner's two lists: every change answers both (`PartyItemsState`), so they are read together. */
export type LearnerList = 'cart' | 'wishlist';

const TABLES = { cart: cartItems, wishlist: wishlistItems } as const;

export interface ListRow {
  productId: number;
  addedAt: Date;
  pricePaise: number;
}

/** Whether a product can be listed at all, and whether the learner already owns it. */
export interface ProductStanding {
  active: boolean;
  owned: boolean;
}

/**
 * The cart table, and the reading of both of the learner's lists (the wishlist feature writes its own
 * table through WishlistRepository and answers with the lists read here).
 */
export class CartRepository {
  /** Both lists' counts of every learner asking at once (a header asks for both): one statement. */
  private readonly counts: (partyId: number) => Promise<Record<LearnerList, number>>;

  constructor(private readonly db: Database) {
    this.counts = coalescedReads((parties) => this.countMany(parties), { cart: 0, wishlist: 0 });
  }

  /** A list's rows with the catalogue price, oldest first; withdrawn products stay so they can be removed. */
  async rows(partyId: number, list: LearnerList): Promise<ListRow[]> {
    const table = TABLES[list];
    return this.db
      .select({ productId: table.productId, addedAt: table.addedAt, pricePaise: products.pricePaise })
      .from(table)
      .innerJoin(products, eq(products.productId, table.productId))
      .where(eq(table.partyId, partyId))
      .orderBy(asc(table.addedAt), asc(table.id));
  }

  async count(partyId: number, list: LearnerList): Promise<number> {
    return (await this.counts(partyId))[list];
  }

  private async countMany(parties: readonly number[]): Promise<Map<number, Record<LearnerList, number>>> {
    const ids = [...new Set(parties)];
    const perList = (list: LearnerList) => {
      const table = TABLES[list];
      return this.db
        .select({ partyId: table.partyId, n: count(), list: sql<LearnerList>`${list}` })
        .from(table)
        .where(inArray(table.partyId, ids))
        .groupBy(table.partyId);
    };
    const rows = await perList('cart').unionAll(perList('wishlist'));
    const counts = new Map<number, Record<LearnerList, number>>();
    for (const row of rows) {
      const entry = counts.get(row.partyId) ?? { cart: 0, wishlist: 0 };
      entry[row.list] = row.n;
      counts.set(row.partyId, entry);
    }
    return counts;
  }

  /** One read: the product, and whether this learner holds an enrolment of it (whatever its validity). */
  async standing(ex: Executor, partyId: number, productId: number): Promise<ProductStanding | null> {
    const [row] = await ex
      .select({ active: products.active, enrolmentId: enrolments.id })
      .from(products)
      .leftJoin(
        enrolments,
        and(eq(enrolments.productId, products.productId), eq(enrolments.partyId, partyId)),
      )
      .where(eq(products.productId, productId));
    return row ? { active: row.active, owned: row.enrolmentId !== null } : null;
  }

  /** Idempotent: adding what is already there changes nothing. */
  async add(ex: Executor, partyId: number, productId: number): Promise<void> {
    await ex.insert(cartItems).values({ partyId, productId }).onConflictDoNothing();
  }

  /** Removing what is not there changes nothing. */
  async remove(partyId: number, productId: number): Promise<void> {
    await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.partyId, partyId), eq(cartItems.productId, productId)));
  }
}

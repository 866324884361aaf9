import { type PartyItemList, type PartyItemsState, ProductId } from '@finx/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { cartItems, enrolments, products, wishlistItems } from '../../db/schema';
import { isFeatAttempted } from '../fc-payment/feat-gate';
import type { ProductRepository } from './product.repository';

export type PartyList = 'cart' | 'wishlist';

const TABLES = { cart: cartItems, wishlist: wishlistItems } as const;

/** Why a change was refused; the routes turn it into the domain's reason code. */
export type ChangeOutcome =
  { ok: true } | { ok: false; reason: 'NOT_FOUND' | 'ALREADY_ENROLLED' | 'CFX_NEEDS_FEAT' };

type Tx = Transaction;

/** A learner's cart and wishlist. Totals and the CFX gate live here, never in the gateway or the client. */
export class PartyItemsRepository {
  constructor(
    private readonly db: Database,
    private readonly products: ProductRepository,
  ) {}

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

  /** The list with product details, oldest first; withdrawn products stay listed so they can be removed. */
  async list(partyId: number, which: PartyList): Promise<PartyItemList> {
    const table = TABLES[which];
    const rows = await this.db
      .select({ productId: table.productId, addedAt: table.addedAt, pricePaise: products.pricePaise })
      .from(table)
      .innerJoin(products, eq(products.productId, table.productId))
      .where(eq(table.partyId, partyId))
      .orderBy(asc(table.addedAt), asc(table.id));
    const details = new Map(
      (await this.products.byIds(rows.map((row) => row.productId))).map((p) => [p.productID, p]),
    );
    const items = rows.flatMap((row) => {
      const product = details.get(row.productId);
      return product ? [{ product, addedAt: row.addedAt.toISOString() }] : [];
    });
    // Summed in integer paise so no floating-point drift reaches a total; free products count as 0.
    const totalPaise = items.reduce(
      (sum, { product }) => sum + (product.isFree ? 0 : Math.round(product.productPrice * 100)),
      0,
    );
    return { partyID: partyId, items, totalPrice: totalPaise / 100 };
  }

  async state(partyId: number): Promise<PartyItemsState> {
    const [cart, wishlist] = await Promise.all([this.list(partyId, 'cart'), this.list(partyId, 'wishlist')]);
    return { cart, wishlist };
  }

  /** Idempotent: adding what is already there changes nothing and succeeds. */
  async add(partyId: number, productId: number, which: PartyList): Promise<ChangeOutcome> {
    return this.db.transaction(async (tx) => {
      const refused = await this.refusal(tx, partyId, productId, which);
      if (refused) return refused;
      await tx.insert(TABLES[which]).values({ partyId, productId }).onConflictDoNothing();
      return { ok: true };
    });
  }

  /** Removing what is not there succeeds too. */
  async remove(partyId: number, productId: number, which: PartyList): Promise<void> {
    const table = TABLES[which];
    // FEAT's cart line says nothing about the CFX gate (attempting FEAT does), so CFX stays.
    await this.db.delete(table).where(and(eq(table.partyId, partyId), eq(table.productId, productId)));
  }

  /** One transaction: into the cart (gate included), out of the wishlist; a refusal changes neither. */
  async moveToCart(partyId: number, productId: number): Promise<ChangeOutcome> {
    return this.db.transaction(async (tx) => {
      const refused = await this.refusal(tx, partyId, productId, 'cart');
      if (refused) return refused;
      await tx.insert(cartItems).values({ partyId, productId }).onConflictDoNothing();
      await tx
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.partyId, partyId), eq(wishlistItems.productId, productId)));
      return { ok: true };
    });
  }

  private async refusal(
    tx: Tx,
    partyId: number,
    productId: number,
    which: PartyList,
  ): Promise<ChangeOutcome | null> {
    // One read: the product and whether this learner already owns it (an enrolment, whatever its validity).
    const [product] = await tx
      .select({ active: products.active, enrolmentId: enrolments.id })
      .from(products)
      .leftJoin(
        enrolments,
        and(eq(enrolments.productId, products.productId), eq(enrolments.partyId, partyId)),
      )
      .where(eq(products.productId, productId));
    if (!product?.active) return { ok: false, reason: 'NOT_FOUND' };
    // An owned product has no place in the cart (checkout would refuse it) nor the wishlist (nothing to wish for).
    if (product.enrolmentId !== null) return { ok: false, reason: 'ALREADY_ENROLLED' };
    // `001 §1`: CFX goes into the cart only once FEAT is attempted; the wishlist takes it any time.
    if (which === 'cart' && productId === ProductId.CFX && !(await isFeatAttempted(tx, partyId))) {
      return { ok: false, reason: 'CFX_NEEDS_FEAT' };
    }
    return null;
  }
}

import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DiscountSortField } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { products } from '../../db/schema/catalogue';
import { couponRedemptions, coupons } from '../../db/schema/checkout';

/** A row of the checkout's coupon table: discounts are those coupons, managed by staff. */
export type CouponRecord = typeof coupons.$inferSelect;
export type CouponWrite = Omit<typeof coupons.$inferInsert, 'createdAt'>;

export interface DiscountListFilter {
  search?: string;
  sort: DiscountSortField;
  descending: boolean;
  page: number;
  limit: number;
}

const sortColumn = (sort: DiscountSortField) => {
  switch (sort) {
    case 'CODE':
      return coupons.code;
    case 'VALID_UNTIL':
      return coupons.validUntil;
    case 'CREATED':
      return coupons.createdAt;
  }
};

/** The coupons table as staff manage it; the checkout reads the same rows through its own repository. */
export class DiscountsRepository {
  constructor(private readonly db: Database) {}

  async list(filter: DiscountListFilter): Promise<{ rows: CouponRecord[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.search) {
      const pattern = likeEscaped(filter.search);
      const any = or(ilike(coupons.code, pattern), ilike(coupons.description, pattern));
      if (any) conditions.push(any);
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(coupons).where(where);
    const direction = filter.descending ? desc : asc;
    const rows = await this.db
      .select()
      .from(coupons)
      .where(where)
      // The code breaks ties, so paging is stable.
      .orderBy(direction(sortColumn(filter.sort)), asc(coupons.code))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return { rows, total: total?.n ?? 0 };
  }

  async find(code: string, ex: Executor = this.db): Promise<CouponRecord | null> {
    const [row] = await ex.select().from(coupons).where(eq(coupons.code, code));
    return row ?? null;
  }

  /** Locks the coupon until the transaction ends, so two edits of one discount do not interleave. */
  async findForUpdate(ex: Executor, code: string): Promise<CouponRecord | null> {
    const [row] = await ex.select().from(coupons).where(eq(coupons.code, code)).for('update');
    return row ?? null;
  }

  /** Paid orders that used each code (the checkout's usage count). */
  async redemptions(codes: readonly string[], ex: Executor = this.db): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await ex
      .select({ code: couponRedemptions.couponCode, n: count() })
      .from(couponRedemptions)
      .where(inArray(couponRedemptions.couponCode, [...codes]))
      .groupBy(couponRedemptions.couponCode);
    return new Map(rows.map((row) => [row.code, row.n]));
  }

  /** Every discount by code, or the active ones: allDiscounts. */
  async all(activeOnly: boolean): Promise<CouponRecord[]> {
    return this.db
      .select()
      .from(coupons)
      .where(activeOnly ? eq(coupons.active, true) : undefined)
      .orderBy(asc(coupons.code));
  }

  /** The active products a discount may name (free ones are never discounted by the checkout). */
  async payableProducts(productIds?: readonly number[], ex: Executor = this.db, type?: 'COURSE' | 'VIDEO') {
    const conditions: SQL[] = [eq(products.active, true), eq(products.isFree, false)];
    if (productIds) conditions.push(inArray(products.productId, [...productIds]));
    if (type) conditions.push(eq(products.type, type));
    return ex
      .select({
        productId: products.productId,
        name: products.name,
        type: products.type,
        pricePaise: products.pricePaise,
      })
      .from(products)
      .where(and(...conditions))
      .orderBy(asc(products.name));
  }

  /** false when the code is taken (a concurrent add of the same code included). */
  async insert(tx: Executor, row: CouponWrite): Promise<boolean> {
    const inserted = await tx
      .insert(coupons)
      .values(row)
      .onConflictDoNothing({ target: coupons.code })
      .returning({ code: coupons.code });
    return inserted.length > 0;
  }

  async update(tx: Executor, code: string, row: Omit<CouponWrite, 'code'>): Promise<void> {
    await tx.update(coupons).set(row).where(eq(coupons.code, code));
  }
}

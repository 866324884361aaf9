import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { admissionLetterAccepts, interestedProducts, referrals } from './dashboard.schema';

// Any constant works: it only keeps these advisory locks apart from the other features' locks.
const REFERRAL_LOCK_SPACE = 7_305_011;

export interface InterestedRow {
  productId: number;
  productName: string;
  productType: string;
  markedAt: Date;
}

/** The dashboard's own tables: products of interest, admission letter acceptances, referrals. */
export class DashboardRepository {
  constructor(private readonly db: Database) {}

  async interested(
    partyId: number,
    productIds: readonly number[] | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: InterestedRow[]; total: number }> {
    const where = and(
      eq(interestedProducts.partyId, partyId),
      productIds ? inArray(interestedProducts.productId, [...productIds]) : undefined,
    );
    const rows = await this.db
      .select({
        productId: interestedProducts.productId,
        productName: products.name,
        productType: products.type,
        markedAt: interestedProducts.markedAt,
      })
      .from(interestedProducts)
      .innerJoin(products, eq(products.productId, interestedProducts.productId))
      .where(where)
      .orderBy(desc(interestedProducts.markedAt), desc(interestedProducts.productId))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await this.db.select({ total: count() }).from(interestedProducts).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async activeProductExists(productId: number): Promise<boolean> {
    const rows = await this.db
      .select({ productId: products.productId })
      .from(products)
      .where(and(eq(products.productId, productId), eq(products.active, true)));
    return rows.length > 0;
  }

  /** Marking again keeps the first mark's date. */
  async mark(partyId: number, productId: number, at: Date): Promise<void> {
    await this.db
      .insert(interestedProducts)
      .values({ partyId, productId, markedAt: at })
      .onConflictDoNothing();
  }

  async unmark(partyId: number, productId: number): Promise<void> {
    await this.db
      .delete(interestedProducts)
      .where(and(eq(interestedProducts.partyId, partyId), eq(interestedProducts.productId, productId)));
  }

  async productName(productId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.productId, productId));
    return row?.name ?? null;
  }

  /** Whether the learner holds the product now (an enrolment whose access has not lapsed). */
  async holds(partyId: number, productId: number, now: Date, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.partyId, partyId),
          eq(enrolments.productId, productId),
          sql`(${enrolments.validUntil} is null or ${enrolments.validUntil} > ${now})`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async acceptedAt(partyId: number, productId: number, tx: Executor = this.db): Promise<Date | null> {
    const [row] = await tx
      .select({ acceptedAt: admissionLetterAccepts.acceptedAt })
      .from(admissionLetterAccepts)
      .where(
        and(eq(admissionLetterAccepts.partyId, partyId), eq(admissionLetterAccepts.productId, productId)),
      );
    return row?.acceptedAt ?? null;
  }

  /** false when the letter had already been accepted (the primary key keeps the first). */
  async accept(tx: Executor, partyId: number, productId: number, at: Date): Promise<boolean> {
    const rows = await tx
      .insert(admissionLetterAccepts)
      .values({ partyId, productId, acceptedAt: at })
      .onConflictDoNothing()
      .returning({ partyId: admissionLetterAccepts.partyId });
    return rows.length > 0;
  }

  async learner(partyId: number): Promise<{ firstName: string; lastName: string; email: string } | null> {
    const [row] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row ?? null;
  }

  /**
   * Serialises one learner's referrals: two sends at once must not both pass the daily limit. The lock
   * is the transaction's and ends with it.
   */
  async lockReferrals(tx: Executor, partyId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERRAL_LOCK_SPACE}, ${partyId})`);
  }

  async referralsSince(tx: Executor, partyId: number, since: Date): Promise<number> {
    const [row] = await tx
      .select({ sent: count() })
      .from(referrals)
      .where(and(eq(referrals.partyId, partyId), gte(referrals.sentAt, since)));
    return row?.sent ?? 0;
  }

  async referredBefore(tx: Executor, partyId: number, friendEmail: string): Promise<boolean> {
    const rows = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.partyId, partyId), eq(referrals.friendEmail, friendEmail)))
      .limit(1);
    return rows.length > 0;
  }

  async recordReferral(
    tx: Executor,
    referral: { partyId: number; friendName: string; friendEmail: string; sentAt: Date },
  ): Promise<void> {
    await tx.insert(referrals).values(referral);
  }
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';

const DAY_MS = 86_400_000;

/** subscribe's reads and its one write: the learner's enrolment in a free product. */
export class ProductSubscribeRepository {
  constructor(private readonly db: Database) {}

  async product(productId: number) {
    const [row] = await this.db
      .select({
        name: products.name,
        active: products.active,
        pricePaise: products.pricePaise,
        isFree: products.isFree,
        validityDays: products.validityDays,
      })
      .from(products)
      .where(eq(products.productId, productId));
    return row;
  }

  /** The enrolment, or null when the learner holds the product already (the unique key decides). */
  async enrol(partyId: number, productId: number, validityDays: number | null, now: Date) {
    const [row] = await this.db
      .insert(enrolments)
      .values({
        partyId,
        productId,
        source: 'FREE',
        enrolledAt: now,
        validUntil: validityDays ? new Date(now.getTime() + validityDays * DAY_MS) : null,
      })
      .onConflictDoNothing()
      .returning({ enrolledAt: enrolments.enrolledAt, validUntil: enrolments.validUntil });
    return row ?? null;
  }
}

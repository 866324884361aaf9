import { ProductId } from '@finx/domain';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { productPrerequisites, products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';

export interface EnrolmentRow {
  productId: number;
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  orderId: number | null;
  enrolledAt: Date;
  validUntil: Date | null;
  completedAt: Date | null;
  score: number | null;
}

export interface CatalogueFacts {
  productId: number;
  name: string;
  pricePaise: number;
  isFree: boolean;
}

export interface HeldProduct {
  productId: number;
  score: number | null;
  completedAt: Date | null;
}

/** What learners hold: enrolments, and the prerequisites of products. */
export class LearningRepository {
  constructor(private readonly db: Database) {}

  /** A learner's enrolments, newest first. */
  async enrolments(partyId: number): Promise<EnrolmentRow[]> {
    return this.db
      .select({
        productId: enrolments.productId,
        productName: products.name,
        productType: products.type,
        orderId: enrolments.orderId,
        enrolledAt: enrolments.enrolledAt,
        validUntil: enrolments.validUntil,
        completedAt: enrolments.completedAt,
        score: enrolments.score,
      })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(eq(enrolments.partyId, partyId))
      .orderBy(desc(enrolments.enrolledAt), desc(enrolments.id));
  }

  async productName(productId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.productId, productId));
    return row?.name ?? null;
  }

  /** The product's prerequisites in the order they are to be taken. */
  async prerequisiteIds(productId: number): Promise<number[]> {
    const rows = await this.db
      .select({ productId: productPrerequisites.prerequisiteId })
      .from(productPrerequisites)
      .where(eq(productPrerequisites.productId, productId))
      .orderBy(asc(productPrerequisites.sequence), asc(productPrerequisites.prerequisiteId));
    return rows.map((row) => row.productId);
  }

  async catalogueFacts(productIds: number[]): Promise<CatalogueFacts[]> {
    return this.db
      .select({
        productId: products.productId,
        name: products.name,
        pricePaise: products.pricePaise,
        isFree: products.isFree,
      })
      .from(products)
      .where(inArray(products.productId, productIds));
  }

  /** The learner's enrolments among these products (an enrolment is "Record found", whatever its validity). */
  async held(partyId: number, productIds: number[]): Promise<HeldProduct[]> {
    return this.db
      .select({
        productId: enrolments.productId,
        score: enrolments.score,
        completedAt: enrolments.completedAt,
      })
      .from(enrolments)
      .where(and(eq(enrolments.partyId, partyId), inArray(enrolments.productId, productIds)));
  }

  /** Whether the learner holds a FEAT enrolment with a score (a submitted attempt, or one recorded). */
  async featScored(partyId: number, ex: Executor = this.db): Promise<boolean> {
    const rows = await ex
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.partyId, partyId),
          eq(enrolments.productId, ProductId.FEAT),
          isNotNull(enrolments.score),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Which of these products the learner already holds. */
  async enrolledAmong(
    partyId: number,
    productIds: readonly number[],
    ex: Executor = this.db,
  ): Promise<number[]> {
    if (productIds.length === 0) return [];
    const rows = await ex
      .select({ productId: enrolments.productId })
      .from(enrolments)
      .where(and(eq(enrolments.partyId, partyId), inArray(enrolments.productId, [...productIds])));
    return rows.map((row) => row.productId);
  }
}

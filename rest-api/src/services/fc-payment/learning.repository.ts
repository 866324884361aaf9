import {
  type Enrolment,
  ProductId,
  type PrerequisiteRow,
  ReasonCode,
  PrerequisiteStatus,
  type PrerequisiteTable,
} from '@finx/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { enrolments, productPrerequisites, products } from '../../db/schema';
import { isFeatAttempted } from './feat-gate';
import { indiaDate, rupees } from './india-time';

/** What a learner holds: My Learning and the prerequisite table (`001 §4`, `001 §5`). */
export class LearningRepository {
  constructor(private readonly db: Database) {}

  /** Newest first. */
  async enrolments(partyId: number): Promise<Enrolment[]> {
    const rows = await this.db
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
    return rows.map((row) => ({
      productID: row.productId,
      productName: row.productName,
      productType: row.productType,
      orderID: row.orderId,
      enrolledOn: indiaDate(row.enrolledAt),
      validUntil: row.validUntil ? indiaDate(row.validUntil) : null,
      completed: row.completedAt !== null || row.score !== null,
      score: row.score,
    }));
  }

  /**
   * The product's prerequisites in sequence, then the product itself as the last row. Per row: no
   * enrolment means Make Payment; an enrolment ("Record found") shows Score Available or Score Awaited,
   * and Completed when scored or completed, else In-Complete (`001 §5`: score null means In-Complete).
   */
  async prerequisites(partyId: number, productId: number): Promise<PrerequisiteTable | null> {
    const [product] = await this.db
      .select({ productId: products.productId, name: products.name })
      .from(products)
      .where(eq(products.productId, productId));
    if (!product) return null;
    const before = await this.db
      .select({ productId: productPrerequisites.prerequisiteId })
      .from(productPrerequisites)
      .where(eq(productPrerequisites.productId, productId))
      .orderBy(asc(productPrerequisites.sequence), asc(productPrerequisites.prerequisiteId));
    const ids = [...before.map((row) => row.productId), productId];
    const [catalogue, held] = await Promise.all([
      this.db
        .select({
          productId: products.productId,
          name: products.name,
          pricePaise: products.pricePaise,
          isFree: products.isFree,
        })
        .from(products)
        .where(inArray(products.productId, ids)),
      this.db
        .select({
          productId: enrolments.productId,
          score: enrolments.score,
          completedAt: enrolments.completedAt,
        })
        .from(enrolments)
        .where(and(eq(enrolments.partyId, partyId), inArray(enrolments.productId, ids))),
    ]);
    // The same gate order creation applies, so the table never offers a payment the server refuses.
    const cfxGated = ids.includes(ProductId.CFX) && !(await isFeatAttempted(this.db, partyId));
    const productsById = new Map(catalogue.map((row) => [row.productId, row]));
    const enrolled = new Map(held.map((row) => [row.productId, row]));
    const rows: PrerequisiteRow[] = ids.flatMap((id, index) => {
      const item = productsById.get(id);
      if (!item) return [];
      const enrolment = enrolled.get(id);
      return [
        {
          sequence: index + 1,
          productID: id,
          productName: item.name,
          productPrice: rupees(item.isFree ? 0 : item.pricePaise),
          completed: enrolment
            ? enrolment.score !== null || enrolment.completedAt !== null
              ? 'Completed'
              : 'In-Complete'
            : null,
          status: enrolment
            ? enrolment.score !== null
              ? PrerequisiteStatus.SCORE_AVAILABLE
              : PrerequisiteStatus.SCORE_AWAITED
            : PrerequisiteStatus.MAKE_PAYMENT,
          score: enrolment?.score ?? null,
          unavailableReason:
            !enrolment && id === ProductId.CFX && cfxGated ? ReasonCode.CFX_NEEDS_FEAT : null,
        },
      ];
    });
    return { productID: product.productId, productName: product.name, rows };
  }
}

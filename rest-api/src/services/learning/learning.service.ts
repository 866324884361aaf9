import {
  type Enrolment,
  type PrerequisiteRow,
  PrerequisiteStatus,
  type PrerequisiteTable,
  ProductId,
  ReasonCode,
} from '@finx/domain';
import type { Executor } from '../../db/database';
import { indiaDate } from '../../formats/india-time';
import { rupees } from '../../formats/rupees';
import type { HeldProduct, LearningRepository } from './learning.repository';

/** Who may buy what, as the cart and checkout ask it (the prerequisite table asks the same rules). */
export type PurchaseGate = Pick<LearningService, 'purchaseRefusal'>;

/** Why a learner may not buy these products, or null. */
export type PurchaseRefusal = typeof ReasonCode.ALREADY_ENROLLED | typeof ReasonCode.CFX_NEEDS_FEAT;

const isDone = (held: HeldProduct): boolean => held.score !== null || held.completedAt !== null;

/**
 * A held row's status. FEAT is the one assessment (the product the gate's score is read from): held, it
 * awaits or shows its score. Anything else held (CFX, a course) is learnt, not scored: Enrolled, so the
 * table never asks a learner who bought CFX to wait for a score or to register again (issue 28 item 8).
 */
const heldStatus = (productId: number, held: HeldProduct): PrerequisiteStatus =>
  held.score !== null
    ? PrerequisiteStatus.SCORE_AVAILABLE
    : productId === ProductId.FEAT
      ? PrerequisiteStatus.SCORE_AWAITED
      : PrerequisiteStatus.ENROLLED;

/** What a learner holds: My Learning and the prerequisite table (`001 §4`, `001 §5`), and the FEAT gate. */
export class LearningService {
  constructor(private readonly learning: LearningRepository) {}

  /** My Learning, newest first; a product counts as completed once scored or completed. */
  async enrolments(partyId: number): Promise<Enrolment[]> {
    return (await this.learning.enrolments(partyId)).map((row) => ({
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
   * `001 §1`: FEAT must be attempted before CFX. Attempted means the learner's FEAT enrolment holds a
   * score: the test submitted (or closed at its deadline), not merely FEAT bought, in the cart, or its
   * preparation lessons finished. One answer for the cart gate, order creation and the prerequisite
   * table, so they can never disagree. `ex`: the caller's transaction.
   */
  featAttempted(partyId: number, ex?: Executor): Promise<boolean> {
    return this.learning.featScored(partyId, ex);
  }

  /**
   * The purchase gate, one rule for the cart and for order creation: nothing the learner already holds,
   * and CFX only once FEAT is attempted (`001 §1`). `ex`: the caller's transaction.
   */
  async purchaseRefusal(
    partyId: number,
    productIds: readonly number[],
    ex?: Executor,
  ): Promise<PurchaseRefusal | null> {
    if ((await this.learning.enrolledAmong(partyId, productIds, ex)).length > 0) {
      return ReasonCode.ALREADY_ENROLLED;
    }
    if (productIds.includes(ProductId.CFX) && !(await this.featAttempted(partyId, ex))) {
      return ReasonCode.CFX_NEEDS_FEAT;
    }
    return null;
  }

  /**
   * The product's prerequisites in sequence, then the product itself as the last row. Per row: no
   * enrolment means Make Payment; an enrolment ("Record found") of the assessment shows Score Available
   * or Score Awaited, of anything else Enrolled (`heldStatus`); Completed when scored or completed, else
   * In-Complete (`001 §5`: score null means In-Complete).
   * CFX without FEAT attempted carries the gate's reason, so the table never offers a payment the
   * server refuses.
   */
  async prerequisites(partyId: number, productId: number): Promise<PrerequisiteTable | null> {
    const productName = await this.learning.productName(productId);
    if (productName === null) return null;
    const ids = [...(await this.learning.prerequisiteIds(productId)), productId];
    const [catalogue, held] = await Promise.all([
      this.learning.catalogueFacts(ids),
      this.learning.held(partyId, ids),
    ]);
    const cfxGated = ids.includes(ProductId.CFX) && !(await this.featAttempted(partyId));
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
          completed: enrolment ? (isDone(enrolment) ? 'Completed' : 'In-Complete') : null,
          status: enrolment ? heldStatus(id, enrolment) : PrerequisiteStatus.MAKE_PAYMENT,
          score: enrolment?.score ?? null,
          unavailableReason:
            !enrolment && id === ProductId.CFX && cfxGated ? ReasonCode.CFX_NEEDS_FEAT : null,
        },
      ];
    });
    return { productID: productId, productName, rows };
  }
}

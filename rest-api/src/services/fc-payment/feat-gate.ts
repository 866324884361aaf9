import { ProductId } from '@finx/domain';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { enrolments } from '../../db/schema';

/**
 * `001 §1`: FEAT must be attempted before CFX. Attempted means the learner holds a FEAT enrolment with a
 * score or a completion, not merely FEAT bought or in the cart. One query for the cart gate and for
 * order creation, so the two can never disagree.
 */
export const isFeatAttempted = async (db: Executor, partyId: number): Promise<boolean> => {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.partyId, partyId),
        eq(enrolments.productId, ProductId.FEAT),
        or(isNotNull(enrolments.score), isNotNull(enrolments.completedAt)),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

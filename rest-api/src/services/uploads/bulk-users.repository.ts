import { ENTRY_MODE_BULK_UPLOAD, type MailSuppressionType, RoleId } from '@finx/domain';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/identity';
import { uniqueViolation } from '../../db/unique-violation';

/** What a bulk file may create or mark on accounts: the users and unsubscribe/bounced uploads. */
export interface BulkLearner {
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  gender: string;
}

export interface MailSuppression {
  type: MailSuppressionType;
  reason: string | null;
}

export class BulkUsersRepository {
  constructor(private readonly db: Database) {}

  /**
   * Which of the e-mail and mobile an account holds already, or null; 'same' when a bulk-uploaded
   * learner with this e-mail, mobile and name exists: the row landed already (a job resumed after a
   * restart writes its interrupted batch again), so it is counted as uploaded, not failed as taken.
   */
  async takenBy(learner: BulkLearner): Promise<'email' | 'mobile' | 'same' | null> {
    const { email, mobile } = learner;
    const rows = await this.db
      .select({
        email: users.email,
        mobile: users.mobile,
        firstName: users.firstName,
        lastName: users.lastName,
        entryMode: users.entryMode,
      })
      .from(users)
      .where(or(eq(users.email, email), eq(users.mobile, mobile)));
    const holder = rows.find((account) => account.email === email);
    if (
      holder &&
      rows.length === 1 &&
      holder.mobile === mobile &&
      holder.firstName === learner.firstName &&
      holder.lastName === learner.lastName &&
      holder.entryMode === ENTRY_MODE_BULK_UPLOAD
    )
      return 'same';
    if (holder) return 'email';
    return rows.length > 0 ? 'mobile' : null;
  }

  /**
   * An active learner with entry mode 2 (Bulk Upload) and no password; `taken` when another account took
   * the e-mail or mobile between the check and the insert (the same rows uploaded at the same moment).
   */
  async insertLearner(learner: BulkLearner): Promise<{ partyId: number } | { taken: 'email' | 'mobile' }> {
    try {
      const [created] = await this.db
        .insert(users)
        .values({
          ...learner,
          roleId: RoleId.LEARNER,
          entryMode: ENTRY_MODE_BULK_UPLOAD,
          status: 'ACTIVE',
        })
        .returning({ partyId: users.partyId });
      if (!created) throw new Error('user insert answered no row');
      return created;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      return { taken: constraint.includes('mobile') ? 'mobile' : 'email' };
    }
  }

  /** Marks the address unsubscribed or bounced with its reason: the account's user id, or null for none. */
  async suppress(email: string, suppression: MailSuppression): Promise<number | null> {
    const now = new Date();
    const marks =
      suppression.type === 'bounced'
        ? { bouncedAt: now, bounceReason: suppression.reason }
        : { unsubscribedAt: now, unsubscribeReason: suppression.reason };
    const [updated] = await this.db
      .update(users)
      .set({ ...marks, updatedAt: now })
      .where(eq(users.email, email))
      .returning({ userId: users.userId });
    return updated?.userId ?? null;
  }
}

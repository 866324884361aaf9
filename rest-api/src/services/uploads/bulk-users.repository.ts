import { ENTRY_MODE_BULK_UPLOAD, type MailSuppressionType, RoleId } from '@finx/domain';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
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

  /** Which of the e-mail and mobile an account holds already, or null. */
  async takenBy(email: string, mobile: string): Promise<'email' | 'mobile' | null> {
    const rows = await this.db
      .select({ email: users.email, mobile: users.mobile })
      .from(users)
      .where(or(eq(users.email, email), eq(users.mobile, mobile)));
    if (rows.some((account) => account.email === email)) return 'email';
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

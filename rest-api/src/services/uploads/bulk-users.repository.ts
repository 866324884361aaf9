import { ENTRY_MODE_BULK_UPLOAD, type MailSuppressionType, RoleId } from '@finx/domain';
import { eq, inArray, or } from 'drizzle-orm';
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
   * What `takenBy` answers, for a whole batch in one query: each learner's answer in order. A learner
   * whose e-mail or mobile an earlier learner of the same batch uses is `email` or `mobile` too, as it
   * would be once that one's account exists.
   */
  async takenByAll(learners: readonly BulkLearner[]): Promise<Array<'email' | 'mobile' | 'same' | null>> {
    if (learners.length === 0) return [];
    const holders = await this.db
      .select({
        email: users.email,
        mobile: users.mobile,
        firstName: users.firstName,
        lastName: users.lastName,
        entryMode: users.entryMode,
      })
      .from(users)
      .where(
        or(
          inArray(
            users.email,
            learners.map((learner) => learner.email),
          ),
          inArray(
            users.mobile,
            learners.map((learner) => learner.mobile),
          ),
        ),
      );
    const byEmail = new Map(holders.map((holder) => [holder.email, holder]));
    const mobileHolders = new Map<string, number>();
    for (const { mobile } of holders)
      if (mobile !== null) mobileHolders.set(mobile, (mobileHolders.get(mobile) ?? 0) + 1);
    const claimedEmails = new Set<string>();
    const claimedMobiles = new Set<string>();
    return learners.map((learner) => {
      const { email, mobile } = learner;
      const holder = byEmail.get(email);
      let answer: 'email' | 'mobile' | 'same' | null;
      if (claimedEmails.has(email)) answer = 'email';
      else if (holder) {
        // As takenBy: 'same' only when the one account holding either is this learner's own.
        const others = (mobileHolders.get(mobile) ?? 0) - (holder.mobile === mobile ? 1 : 0);
        const same =
          others === 0 &&
          holder.mobile === mobile &&
          holder.firstName === learner.firstName &&
          holder.lastName === learner.lastName &&
          holder.entryMode === ENTRY_MODE_BULK_UPLOAD;
        answer = same ? 'same' : 'email';
      } else answer = mobileHolders.has(mobile) || claimedMobiles.has(mobile) ? 'mobile' : null;
      if (answer === null) {
        claimedEmails.add(email);
        claimedMobiles.add(mobile);
      }
      return answer;
    });
  }

  /**
   * Many learners as `insertLearner` makes one, in one statement: each learner's party id in order, or
   * null for one whose e-mail or mobile another account took since `takenByAll` looked (the caller asks
   * `takenBy` why).
   */
  async insertLearners(learners: readonly BulkLearner[]): Promise<Array<number | null>> {
    if (learners.length === 0) return [];
    const created = await this.db
      .insert(users)
      .values(
        learners.map((learner) => ({
          ...learner,
          roleId: RoleId.LEARNER,
          entryMode: ENTRY_MODE_BULK_UPLOAD,
          status: 'ACTIVE' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ partyId: users.partyId, email: users.email });
    const partyOf = new Map(created.map((row) => [row.email, row.partyId]));
    return learners.map((learner) => partyOf.get(learner.email) ?? null);
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

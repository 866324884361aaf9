import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { type OtpPurpose, otpChallenges } from '../../db/schema';

export type OtpChallenge = typeof otpChallenges.$inferSelect;

/** Persistence of OTP challenges; the rules live in OtpService. */
export class OtpRepository {
  constructor(private readonly db: Database) {}

  async countSince(by: { mobile: string } | { clientAddress: string }, since: Date): Promise<number> {
    const where =
      'mobile' in by
        ? and(eq(otpChallenges.mobile, by.mobile), gte(otpChallenges.createdAt, since))
        : and(eq(otpChallenges.clientAddress, by.clientAddress), gte(otpChallenges.createdAt, since));
    const [row] = await this.db.select({ n: count() }).from(otpChallenges).where(where);
    return row?.n ?? 0;
  }

  /**
   * Opens a challenge and retires every older open one of the same mobile and purpose, in one
   * transaction, so exactly one code is ever valid per mobile and purpose.
   */
  async open(challenge: typeof otpChallenges.$inferInsert): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(otpChallenges)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(otpChallenges.mobile, challenge.mobile),
            eq(otpChallenges.purpose, challenge.purpose),
            isNull(otpChallenges.consumedAt),
          ),
        );
      await tx.insert(otpChallenges).values(challenge);
    });
  }

  /** The newest challenge of a mobile and purpose that has not been used or superseded. */
  async latestOpen(mobile: string, purpose: OtpPurpose): Promise<OtpChallenge | undefined> {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.mobile, mobile),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.consumedAt),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row;
  }

  /** Counts one wrong guess atomically (parallel guesses cannot share a count) and returns the new total. */
  async recordFailure(id: string): Promise<number> {
    const [row] = await this.db
      .update(otpChallenges)
      .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
      .where(eq(otpChallenges.id, id))
      .returning({ failedAttempts: otpChallenges.failedAttempts });
    return row?.failedAttempts ?? 0;
  }

  async markVerified(id: string): Promise<void> {
    await this.db
      .update(otpChallenges)
      .set({ verifiedAt: sql`coalesce(${otpChallenges.verifiedAt}, now())` })
      .where(eq(otpChallenges.id, id));
  }

  /** Uses the challenge up; false when someone else used it first. */
  async consume(executor: Executor, id: string): Promise<boolean> {
    const rows = await executor
      .update(otpChallenges)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  }
}

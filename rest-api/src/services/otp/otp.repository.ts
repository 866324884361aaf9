import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { type OtpPurpose, otpChallenges } from './otp.schema';

export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert;

/** The otp_challenges table; the rules live in OtpService. */
export class OtpRepository {
  constructor(private readonly db: Database) {}

  /** Codes issued for a mobile (to one address when it is given), or to one address, since `since`. */
  async countSince(
    by: { mobile: string; clientAddress?: string } | { clientAddress: string },
    since: Date,
  ): Promise<number> {
    const who =
      'mobile' in by
        ? and(
            eq(otpChallenges.mobile, by.mobile),
            by.clientAddress === undefined ? undefined : eq(otpChallenges.clientAddress, by.clientAddress),
          )
        : eq(otpChallenges.clientAddress, by.clientAddress);
    const [row] = await this.db
      .select({ n: count() })
      .from(otpChallenges)
      .where(and(who, gte(otpChallenges.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Closes every open challenge of a mobile and purpose. */
  async retireOpen(ex: Executor, mobile: string, purpose: OtpPurpose): Promise<void> {
    await ex
      .update(otpChallenges)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(otpChallenges.mobile, mobile),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.consumedAt),
        ),
      );
  }

  async insert(ex: Executor, challenge: NewOtpChallenge): Promise<void> {
    await ex.insert(otpChallenges).values(challenge);
  }

  /** The newest challenge of a mobile and purpose that has not been used or retired. */
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

  /** Kills a code at once: a wrong guess from a throttled address (issue 25) leaves no more guesses. */
  async exhaust(id: string, failures: number): Promise<void> {
    await this.db
      .update(otpChallenges)
      .set({ failedAttempts: sql`greatest(${otpChallenges.failedAttempts}, ${failures})` })
      .where(eq(otpChallenges.id, id));
  }

  async markVerified(id: string): Promise<void> {
    await this.db
      .update(otpChallenges)
      .set({ verifiedAt: sql`coalesce(${otpChallenges.verifiedAt}, now())` })
      .where(eq(otpChallenges.id, id));
  }

  /** Uses the challenge up; false when someone else used it first. */
  async consume(ex: Executor, id: string): Promise<boolean> {
    const rows = await ex
      .update(otpChallenges)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  }
}

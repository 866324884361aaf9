import { and, count, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type LoginFailureKind, loginFailures } from './otp.schema';

/** The login_failures table: one row per failed sign-in attempt; the rules live in SignInAttempts. */
export class SignInAttemptsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records a failure and drops the rows of the same address or mobile that fell out of every window
   * (`staleBefore`), so the table holds at most one window of each guesser's attempts however long
   * they keep at it, and no sweeper process is needed.
   */
  async record(
    failure: { kind: LoginFailureKind; clientAddress: string | null; mobile: string | null; createdAt: Date },
    staleBefore: Date,
  ): Promise<void> {
    await this.db.insert(loginFailures).values(failure);
    const sameKey = or(
      failure.clientAddress === null ? undefined : eq(loginFailures.clientAddress, failure.clientAddress),
      failure.mobile === null ? undefined : eq(loginFailures.mobile, failure.mobile),
    );
    if (sameKey)
      await this.db.delete(loginFailures).where(and(sameKey, lt(loginFailures.createdAt, staleBefore)));
  }

  /**
   * Failures of one client address (any kind), or wrong codes for one mobile (from one address when it
   * is given), since `since`.
   */
  async countSince(
    by: { clientAddress: string } | { mobile: string; clientAddress?: string },
    since: Date,
  ): Promise<number> {
    const who =
      'mobile' in by
        ? and(
            eq(loginFailures.mobile, by.mobile),
            eq(loginFailures.kind, 'OTP'),
            by.clientAddress === undefined ? undefined : eq(loginFailures.clientAddress, by.clientAddress),
          )
        : eq(loginFailures.clientAddress, by.clientAddress);
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(who, gte(loginFailures.createdAt, since)));
    return row?.n ?? 0;
  }
}

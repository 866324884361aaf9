import { and, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { loginLocks } from '../../db/schema/identity';

/** The wrong passwords of one account from one address in a row, and the end of the lock they set. */
export interface PairLock {
  failures: number;
  lockedUntil: Date | null;
}

export interface PairFailure {
  userId: number;
  clientAddress: string;
  now: Date;
  /** The count at which the pair locks (3, SM-12; 1 while the address is throttled). */
  lockAt: number;
  lockUntil: Date;
  /** A run whose last failure is older than this starts again, as does one whose lock has ended. */
  staleBefore: Date;
}

/** The login_locks table: SM-12 per account and client address (issue 25); the rules live in LoginService. */
export class LoginLocksRepository {
  constructor(private readonly db: Database) {}

  /** The lock of this account from this address when one is in force at `now`. */
  async activeLock(userId: number, clientAddress: string, now: Date): Promise<PairLock | undefined> {
    const [row] = await this.db
      .select({ failures: loginLocks.failures, lockedUntil: loginLocks.lockedUntil })
      .from(loginLocks)
      .where(
        and(
          eq(loginLocks.userId, userId),
          eq(loginLocks.clientAddress, clientAddress),
          gt(loginLocks.lockedUntil, now),
        ),
      );
    return row;
  }

  /**
   * Counts one wrong password in one statement, so parallel guesses cannot share a count, and locks the
   * pair when the count reaches `lockAt`. Then drops this address's rows that no rule reads any more, so
   * the table holds one window per guessing address without a sweeper.
   */
  async recordFailure(failure: PairFailure): Promise<PairLock> {
    const { userId, clientAddress, now, lockAt, lockUntil, staleBefore } = failure;
    const at = sql`${now.toISOString()}::timestamptz`;
    const restart = sql`(${loginLocks.lastFailedAt} < ${staleBefore.toISOString()}::timestamptz or ${loginLocks.lockedUntil} <= ${at})`;
    const next = sql`(case when ${restart} then 1 else ${loginLocks.failures} + 1 end)`;
    const [row] = await this.db
      .insert(loginLocks)
      .values({
        userId,
        clientAddress,
        failures: 1,
        lastFailedAt: now,
        lockedUntil: lockAt <= 1 ? lockUntil : null,
      })
      .onConflictDoUpdate({
        target: [loginLocks.userId, loginLocks.clientAddress],
        set: {
          failures: next,
          lastFailedAt: now,
          lockedUntil: sql`case when ${next} >= ${lockAt} then ${lockUntil.toISOString()}::timestamptz else null end`,
        },
      })
      .returning({ failures: loginLocks.failures, lockedUntil: loginLocks.lockedUntil });
    await this.db
      .delete(loginLocks)
      .where(
        and(
          eq(loginLocks.clientAddress, clientAddress),
          lt(loginLocks.lastFailedAt, staleBefore),
          or(isNull(loginLocks.lockedUntil), lte(loginLocks.lockedUntil, now)),
        ),
      );
    return row ?? { failures: 1, lockedUntil: null };
  }

  /** A successful password sign-in from this address: its run of failures and any lock of the pair end. */
  async clearPair(ex: Executor, userId: number, clientAddress: string): Promise<void> {
    await ex
      .delete(loginLocks)
      .where(and(eq(loginLocks.userId, userId), eq(loginLocks.clientAddress, clientAddress)));
  }

  /** How many addresses the account is locked for at `now` (the staff audit records it). */
  async lockedAddresses(userId: number, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(loginLocks)
      .where(and(eq(loginLocks.userId, userId), gt(loginLocks.lockedUntil, now)));
    return row?.n ?? 0;
  }
}

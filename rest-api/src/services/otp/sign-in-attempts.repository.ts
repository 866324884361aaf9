import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type LoginFailureKind, loginFailures } from '../../db/schema';

/** The login_failures table: one row per failed sign-in attempt; the rules live in SignInAttempts. */
export class SignInAttemptsRepository {
  constructor(private readonly db: Database) {}

  async record(failure: {
    kind: LoginFailureKind;
    clientAddress: string | null;
    mobile: string | null;
    createdAt: Date;
  }): Promise<void> {
    await this.db.insert(loginFailures).values(failure);
  }

  /** Failures of one client address (any kind), or wrong codes for one mobile, since `since`. */
  async countSince(by: { clientAddress: string } | { mobile: string }, since: Date): Promise<number> {
    const who =
      'mobile' in by
        ? and(eq(loginFailures.mobile, by.mobile), eq(loginFailures.kind, 'OTP'))
        : eq(loginFailures.clientAddress, by.clientAddress);
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(who, gte(loginFailures.createdAt, since)));
    return row?.n ?? 0;
  }
}

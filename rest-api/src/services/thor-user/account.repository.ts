import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { passwordResetTokens, users } from '../../db/schema';

export type AccountRecord = typeof users.$inferSelect;

/** Password, reset-link, consent and tour state of one account. */
export class AccountRepository {
  constructor(private readonly db: Executor) {}

  async findById(userId: number): Promise<AccountRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.userId, userId)).limit(1);
    return user;
  }

  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return user;
  }

  async setPassword(
    executor: Executor,
    userId: number,
    passwordHash: string,
    forceChange: boolean,
  ): Promise<void> {
    await executor
      .update(users)
      .set({ passwordHash, forcePasswordChange: forceChange, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }

  /** Stores a new reset link and retires every earlier one: only the newest mail works. */
  async issueResetToken(
    executor: Executor,
    userId: number,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    const now = new Date();
    await executor
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await executor.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  }

  /**
   * Spends a reset link in one statement: unused and unexpired, or nothing. Two requests with the same
   * link cannot both succeed. Returns the user it belongs to.
   */
  async claimResetToken(executor: Executor, tokenHash: string): Promise<number | null> {
    const now = new Date();
    const [row] = await executor
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId ?? null;
  }

  async withdrawConsent(executor: Executor, userId: number): Promise<void> {
    await executor
      .update(users)
      .set({ consentWithdrawnAt: new Date(), messagingConsent: false, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }

  /** Returns false when no account has the address. */
  async unsubscribe(email: string, reason: string | null): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ unsubscribedAt: new Date(), unsubscribeReason: reason, updatedAt: new Date() })
      .where(eq(users.email, email.toLowerCase()))
      .returning({ userId: users.userId });
    return rows.length > 0;
  }

  async setTourCompleted(userId: number, completed: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({ tourCompleted: completed, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }
}

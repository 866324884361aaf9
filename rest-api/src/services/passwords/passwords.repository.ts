import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/identity';
import { passwordResetTokens } from './passwords.schema';

/** Password hashes and mailed reset links. */
export class PasswordsRepository {
  async setPassword(ex: Executor, userId: number, passwordHash: string, forceChange: boolean): Promise<void> {
    await ex
      .update(users)
      .set({ passwordHash, forcePasswordChange: forceChange, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }

  /** Marks every unused reset link of a user used. */
  async retireResetTokens(ex: Executor, userId: number): Promise<void> {
    await ex
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }

  async insertResetToken(ex: Executor, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await ex.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  }

  /**
   * Spends a reset link in one statement: unused and unexpired, or nothing. Two requests with the same
   * link cannot both succeed. Returns the user it belongs to.
   */
  async claimResetToken(ex: Executor, tokenHash: string): Promise<number | null> {
    const now = new Date();
    const [row] = await ex
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
}

import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';

/** Failed password attempts that lock an account (`000 §8`, SM-12). */
export const MAX_FAILED_LOGINS = 3;

export type UserRecord = typeof users.$inferSelect;

export class UserRepository {
  constructor(private readonly db: Executor) {}

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return user;
  }

  /**
   * Counts a failed password in one statement, so concurrent attempts cannot both see count 2 and
   * skip the lock. Returns the new status: LOCKED once the limit is reached.
   */
  async recordFailedLogin(userId: number): Promise<UserRecord['status']> {
    const [row] = await this.db
      .update(users)
      .set({
        failedLoginCount: sql`${users.failedLoginCount} + 1`,
        status: sql`case when ${users.status} = 'ACTIVE' and ${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS}
          then 'LOCKED' else ${users.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(users.userId, userId))
      .returning({ status: users.status });
    return row?.status ?? 'LOCKED';
  }

  async resetFailedLogins(executor: Executor, userId: number): Promise<void> {
    await executor
      .update(users)
      .set({ failedLoginCount: 0, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/identity';

export type AccountRecord = typeof users.$inferSelect;

/**
 * Finds accounts: the lookups sign-in, registration, passwords and the tour share. Each feature writes
 * its own columns through its own repository.
 */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  async findById(userId: number): Promise<AccountRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.userId, userId)).limit(1);
    return user;
  }

  /** E-mail addresses are stored lower-case; any spelling finds the account. */
  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return user;
  }

  async findByMobile(mobile: string): Promise<AccountRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return user;
  }
}

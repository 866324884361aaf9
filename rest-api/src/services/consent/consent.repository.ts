import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { users } from '../../db/schema/identity';

/** Consent and unsubscribe state of accounts. */
export class ConsentRepository {
  constructor(private readonly db: Database) {}

  async withdrawConsent(ex: Executor, userId: number): Promise<void> {
    await ex
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
}

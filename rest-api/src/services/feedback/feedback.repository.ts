import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/identity';
import { feedback } from './feedback.schema';

export type NewFeedback = typeof feedback.$inferInsert;

export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  /** Whether one account has both this party id and this e-mail address. */
  async partyHasEmail(partyId: number, email: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.partyId, partyId), eq(users.email, email)))
      .limit(1);
    return rows.length > 0;
  }

  async insert(entry: NewFeedback): Promise<void> {
    await this.db.insert(feedback).values(entry);
  }

  /** The party's feedback, newest first. */
  async ofParty(partyId: number): Promise<(typeof feedback.$inferSelect)[]> {
    return this.db
      .select()
      .from(feedback)
      .where(eq(feedback.partyId, partyId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id));
  }
}

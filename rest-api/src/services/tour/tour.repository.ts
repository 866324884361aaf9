import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/identity';

/** The tour flag of accounts (personnel data). */
export class TourRepository {
  constructor(private readonly db: Database) {}

  /** Whether the user finished the tour; null when there is no such user. */
  async tourCompleted(userId: number): Promise<boolean | null> {
    const [row] = await this.db
      .select({ tourCompleted: users.tourCompleted })
      .from(users)
      .where(eq(users.userId, userId))
      .limit(1);
    return row?.tourCompleted ?? null;
  }

  async setTourCompleted(userId: number, completed: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({ tourCompleted: completed, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }
}

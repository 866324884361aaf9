import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  /** Answers `select 1`; throws when the database cannot be reached. */
  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}

import { RoleId } from '@finx/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { users } from '../../db/schema/identity';
import { profileScores } from '../../db/schema/uploads';

export interface ProfileScoreRecord {
  partyId: number;
  score: number;
  assessedOn: string;
  source: string;
}

/** Learners' uploaded profile scores (docs/decisions.md, "profile score"). */
export class ProfileScoresRepository {
  constructor(private readonly db: Database) {}

  /** Learners (role 5) by e-mail (lower case, as stored) and by mobile. */
  async learners(
    emails: readonly string[],
    mobiles: readonly string[],
  ): Promise<{ byEmail: Map<string, number>; byMobile: Map<string, number> }> {
    const found = { byEmail: new Map<string, number>(), byMobile: new Map<string, number>() };
    if (emails.length === 0 && mobiles.length === 0) return found;
    const rows = await this.db
      .select({ email: users.email, mobile: users.mobile, partyId: users.partyId })
      .from(users)
      .where(
        and(
          eq(users.roleId, RoleId.LEARNER),
          or(
            emails.length > 0 ? inArray(users.email, [...new Set(emails)]) : undefined,
            mobiles.length > 0 ? inArray(users.mobile, [...new Set(mobiles)]) : undefined,
          ),
        ),
      );
    for (const row of rows) {
      found.byEmail.set(row.email, row.partyId);
      if (row.mobile) found.byMobile.set(row.mobile, row.partyId);
    }
    return found;
  }

  /** Records the scores; the same learner, day and source again replaces the score. */
  async record(ex: Executor, records: readonly ProfileScoreRecord[], by: number, at: Date): Promise<void> {
    if (records.length === 0) return;
    await ex
      .insert(profileScores)
      .values(records.map((record) => ({ ...record, recordedBy: by, recordedAt: at })))
      .onConflictDoUpdate({
        target: [profileScores.partyId, profileScores.assessedOn, profileScores.source],
        set: { score: sql`excluded.score`, recordedBy: by, recordedAt: at },
      });
  }
}

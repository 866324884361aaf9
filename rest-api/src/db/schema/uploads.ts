import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A learner's profile score as assessed outside the system (`001 §7` upload/profileScore, not shown in
 * spec: docs/decisions.md, "profile score"): 0..100 with one decimal, the day and the source (who
 * assessed). One row per learner, day and source, a later upload of the same three replacing the score;
 * the latest day is the learner's current score.
 */
export const profileScores = pgTable(
  'profile_scores',
  {
    scoreId: integer('score_id').primaryKey().generatedAlwaysAsIdentity(),
    partyId: integer('party_id').notNull(),
    score: numeric('score', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    assessedOn: date('assessed_on', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    recordedBy: integer('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex('profile_scores_party_day_source_ux').on(table.partyId, table.assessedOn, table.source),
    index('profile_scores_party_ix').on(table.partyId, table.assessedOn),
  ],
);

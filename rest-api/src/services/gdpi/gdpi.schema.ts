import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A learner's group discussion / personal interview status (`001 §3` gdpi, issue 14 item 2): one row a
 * learner, replaced by each newer GDPI upload row. Scores are 0..100 with one decimal, null when not given.
 */
export const gdpiStatuses = pgTable(
  'gdpi_statuses',
  {
    partyId: integer('party_id').primaryKey(),
    status: text('status').notNull(),
    gdScore: numeric('gd_score', { precision: 4, scale: 1, mode: 'number' }),
    piScore: numeric('pi_score', { precision: 4, scale: 1, mode: 'number' }),
    remarks: text('remarks'),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('gdpi_statuses_status_idx').on(table.status, table.updatedAt)],
);

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ratings from the feedback modal (`000 §3`). */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partyId: integer('party_id').notNull(),
    emailId: text('email_id').notNull(),
    rank: smallint('rank').notNull(),
    feedbackMsg: text('feedback_msg'),
    concernId: smallint('concern_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('feedback_rank_ck', sql`${table.rank} between 1 and 5`),
    check('feedback_concern_ck', sql`${table.concernId} is null or ${table.concernId} between 1 and 8`),
  ],
);

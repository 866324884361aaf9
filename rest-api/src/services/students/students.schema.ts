import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A resume zip made for a member of staff (the bytes in the document store under
 * `<staff party>/<zip id>.zip`): kept a day, then deleted when the next zip is made.
 */
export const resumeZips = pgTable(
  'resume_zips',
  {
    zipId: uuid('zip_id').primaryKey(),
    staffPartyId: integer('staff_party_id')
      .notNull()
      .references(() => users.partyId),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [index('resume_zips_created_idx').on(table.createdAt)],
);

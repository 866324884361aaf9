import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The colleges whose training and placement officers (the college role) follow their students. */
export const colleges = pgTable('colleges', {
  collegeId: integer('college_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
  /** The contact fields the college officer keeps current on /collegeProfile. */
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/**
 * Who belongs to which college: its students and its officers alike, one college per person. A college
 * officer reads the job applications of the learners of their own college (docs/decisions.md).
 */
export const collegeMembers = pgTable(
  'college_members',
  {
    partyId: integer('party_id')
      .primaryKey()
      .references(() => users.partyId),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.collegeId),
    addedAt: stamp('added_at').notNull().defaultNow(),
  },
  (table) => [index('college_members_college_idx').on(table.collegeId)],
);

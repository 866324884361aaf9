import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { enrolments } from './checkout';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One attempt per purchase: keyed by the enrolment the purchase made. The server's clock decides: the
 * deadline is stored at the start, and an attempt past it is closed when next touched.
 */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    attemptId: integer('attempt_id').primaryKey().generatedByDefaultAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    startedAt: stamp('started_at').notNull(),
    deadlineAt: stamp('deadline_at').notNull(),
    submittedAt: stamp('submitted_at'),
    /** Who closed it: the learner's submit, or the deadline. */
    closedBy: text('closed_by', { enum: ['LEARNER', 'DEADLINE'] }),
    correctCount: integer('correct_count'),
    /** Percent correct, 0..100; copied to the enrolment's score. */
    score: integer('score'),
  },
  (table) => [unique('assessment_attempts_enrolment_uq').on(table.enrolmentId)],
);

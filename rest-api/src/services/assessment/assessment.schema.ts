import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { assessmentAttempts } from '../../db/schema/assessment';
import { products } from '../../db/schema/catalogue';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A product's question bank (`001 §1`: FEAT is a 60-minute assessment test). Options are numbered from
 * 1 in the order stored; `correctOption` is never sent to a learner.
 */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    questionId: integer('question_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    sequence: integer('sequence').notNull(),
    text: text('text').notNull(),
    options: text('options').array().notNull(),
    correctOption: integer('correct_option').notNull(),
  },
  (table) => [
    unique('assessment_questions_product_sequence_uq').on(table.productId, table.sequence),
    check('assessment_questions_correct_ck', sql`${table.correctOption} >= 1`),
  ],
);

/** The learner's current choice per question; each change overwrites it. */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.attemptId),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.questionId),
    selectedOption: integer('selected_option').notNull(),
    answeredAt: stamp('answered_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

import { boolean, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/catalogue';

/** A named, ordered sequence of courses (`001 §2` /learning-path); learners see the active ones. */
export const learningPaths = pgTable('learning_paths', {
  // Demo paths take ids below the start (seed), as colleges and events do.
  pathId: integer('path_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A path's courses at their places, 1.. in order; a course once per path. */
export const learningPathCourses = pgTable(
  'learning_path_courses',
  {
    pathId: integer('path_id')
      .notNull()
      .references(() => learningPaths.pathId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    sequence: integer('sequence').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.pathId, table.productId] }),
    unique('learning_path_courses_sequence_uq').on(table.pathId, table.sequence),
  ],
);

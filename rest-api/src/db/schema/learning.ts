import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A product's modules in order (`001` getModuleAgainstCourse); a video product has one. */
export const courseModules = pgTable(
  'course_modules',
  {
    moduleId: integer('module_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    sequence: integer('sequence').notNull(),
    title: text('title').notNull(),
    /** Staff switch a module off (/modules-list); learners' course content leaves it out. */
    active: boolean('active').notNull().default(true),
  },
  (table) => [unique('course_modules_product_sequence_uq').on(table.productId, table.sequence)],
);

/**
 * A module's lessons in order (docs/decisions/course-lessons.md). What a lesson holds depends on its
 * kind: a video or a document names its document-store asset, a link its address, a test the product
 * whose question bank it opens; the checks keep each kind whole.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    lessonId: integer('lesson_id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.moduleId),
    sequence: integer('sequence').notNull(),
    /** 'video', 'document', 'link' or 'test' (`LessonKind`); the lessons made before kinds are videos. */
    kind: text('kind', { enum: ['video', 'document', 'link', 'test'] })
      .notNull()
      .default('video'),
    title: text('title').notNull(),
    minutes: integer('minutes').notNull(),
    /** The document store's id of the lesson's video or document. */
    documentId: text('document_id'),
    /** The file's name as staff uploaded it (shown to staff only). */
    fileName: text('file_name'),
    /** A link lesson's address. */
    url: text('url'),
    /** A test lesson's assessment: the product whose question bank it opens. */
    assessmentProductId: integer('assessment_product_id').references(() => products.productId),
  },
  (table) => [
    unique('course_lessons_module_sequence_uq').on(table.moduleId, table.sequence),
    check(
      'course_lessons_kind_ck',
      sql`(${table.kind} in ('video', 'document') and ${table.documentId} is not null)
        or (${table.kind} = 'link' and ${table.url} is not null)
        or (${table.kind} = 'test' and ${table.assessmentProductId} is not null)`,
    ),
  ],
);

/** One row per learner and completed lesson; completing again changes nothing. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.lessonId),
    completedAt: stamp('completed_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.partyId, table.lessonId] }),
    index('lesson_progress_lesson_idx').on(table.lessonId),
  ],
);

/**
 * A product taught by an external learning provider instead of the built-in player (`001`
 * studentprovidercredetails): the learner continues at the provider's launch address.
 */
export const learningProviders = pgTable('learning_providers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId),
  providerName: text('provider_name').notNull(),
  launchUrl: text('launch_url').notNull(),
});

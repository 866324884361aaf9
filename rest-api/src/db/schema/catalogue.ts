import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  categoryId: integer('category_id').primaryKey(),
  categoryName: text('category_name').notNull().unique(),
});

export const PRODUCT_TYPES = ['COURSE', 'VIDEO'] as const;

export const products = pgTable(
  'products',
  {
    // Explicit ids: the spec fixes some (CFX 1083, FEAT 20849) and other services refer to them.
    productId: integer('product_id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    subjectArea: text('subject_area').notNull(),
    level: text('level').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    // Money is integer paise; rupees exist only at the edge.
    pricePaise: integer('price_paise').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    imageUrl: text('image_url'),
    instructor: text('instructor'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    active: boolean('active').notNull().default(true),
    /** Self-paced, Instructor-led, Certification or Assessment (`001 §7` getCourseType). */
    courseType: text('course_type'),
    /** Days of access after enrolment; null means no end (`001 §7` product validity). */
    validityDays: integer('validity_days'),
    /** Add-on courses hang under a parent course (`001 §7` getAllAddOnCourses). */
    parentProductId: integer('parent_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('products_list_idx').on(table.active, table.name, table.productId),
    index('products_type_idx').on(table.type),
    // The learner header's Courses and Videos badges count the active products of a type on every
    // header: from this index alone (an index-only scan), not the catalogue's rows (docs/decisions/scale.md).
    index('products_active_type_idx')
      .on(table.type)
      .where(sql`${table.active}`),
    index('products_category_idx').on(table.categoryId),
    // The catalogue search is ILIKE '%term%' on each of these three (a term matches inside words, `001 §7`),
    // which no B-tree serves: trigram indexes (pg_trgm, created by migration 0032) narrow it to the rows
    // holding the term's trigrams, and the ILIKE rechecks them (docs/decisions/scale.md).
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
    index('products_subject_area_trgm_idx').using('gin', table.subjectArea.op('gin_trgm_ops')),
  ],
);

/**
 * How many active products each type has, kept by statement triggers on products (migration 0033): the
 * learner header's Courses and Videos badges read one row each instead of counting the active catalogue
 * on every header, work that grew with the catalogue (docs/decisions/scale.md). Never written by code.
 */
export const productActiveCounts = pgTable('product_active_counts', {
  type: text('type', { enum: PRODUCT_TYPES }).primaryKey(),
  active: integer('active').notNull(),
});

/** 'Looking for' tags (`001 §7` lookingfor) and their mapping to products. */
export const lookingFor = pgTable('looking_for', {
  lookingForId: integer('looking_for_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const productLookingFor = pgTable(
  'product_looking_for',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    lookingForId: integer('looking_for_id')
      .notNull()
      .references(() => lookingFor.lookingForId),
  },
  (table) => [primaryKey({ columns: [table.productId, table.lookingForId] })],
);

/** A course's categories beyond its main one (`001 §7` updateCategoryMap). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);

/** Prerequisites in sequence (`001 §5` pre-requisite screen): product needs prerequisite first. */
export const productPrerequisites = pgTable(
  'product_prerequisites',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    prerequisiteId: integer('prerequisite_id')
      .notNull()
      .references(() => products.productId),
    sequence: integer('sequence').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.prerequisiteId] }),
    check('product_prerequisites_self_ck', sql`${table.productId} <> ${table.prerequisiteId}`),
  ],
);

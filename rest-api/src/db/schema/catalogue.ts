import { boolean, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './identity';

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
    index('products_category_idx').on(table.categoryId),
  ],
);

const partyItem = (name: string) =>
  pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      partyId: integer('party_id')
        .notNull()
        .references(() => users.partyId),
      productId: integer('product_id')
        .notNull()
        .references(() => products.productId),
      addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (table) => [unique(`${name}_party_product_uq`).on(table.partyId, table.productId)],
  );

export const cartItems = partyItem('cart_items');
export const wishlistItems = partyItem('wishlist_items');

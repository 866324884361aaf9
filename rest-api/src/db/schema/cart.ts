import { integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './identity';

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

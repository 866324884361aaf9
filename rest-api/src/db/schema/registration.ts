import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `000 §3` leadRegister: where a registration came from, built from the entry link. */
export const leadRegisters = pgTable('lead_registers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId),
  client: text('client'),
  college: text('college'),
  product: text('product'),
  location: text('location'),
  reference: text('reference'),
  source: text('source'),
  medium: text('medium'),
  term: text('term'),
  camp: text('camp'),
  sourceUrl: text('source_url'),
  encryptedSourceUrl: text('encrypted_source_url'),
  productType: text('product_type'),
  productId: text('product_id'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';
import { learningProviders } from '../../db/schema/learning';

/** A learner's login at a product's external provider (`001` getCredentials). */
export const studentProviderCredentials = pgTable(
  'student_provider_credentials',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    productId: integer('product_id')
      .notNull()
      .references(() => learningProviders.productId),
    loginId: text('login_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.partyId, table.productId] })],
);

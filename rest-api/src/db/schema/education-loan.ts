import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The CFX education loan record (`001 §4`); status 3 means the learner has paid. The application's
 * fields are null on a row that paying for CFX created without an application.
 */
export const educationLoans = pgTable(
  'education_loans',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    loanStatus: integer('loan_status').notNull(),
    comment: text('comment'),
    paymentId: text('payment_id'),
    loanAmount: integer('loan_amount'),
    tenureMonths: integer('tenure_months'),
    panNumber: text('pan_number'),
    appliedAt: stamp('applied_at'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partyId, table.productId] })],
);

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Products a learner marked as of interest (`001 §3` interestedProduct). */
export const interestedProducts = pgTable(
  'interested_products',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    markedAt: stamp('marked_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partyId, table.productId] })],
);

/** A learner's acceptance of the admission letter of a programme (saveAdmissionLetterAccept), once. */
export const admissionLetterAccepts = pgTable(
  'admission_letter_accepts',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    acceptedAt: stamp('accepted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partyId, table.productId] })],
);

/** Invitations a learner sent (refferalMail): the daily limit and the one-invitation-per-friend rule read it. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    friendName: text('friend_name').notNull(),
    friendEmail: text('friend_email').notNull(),
    sentAt: stamp('sent_at').notNull().defaultNow(),
  },
  (table) => [
    index('referrals_party_sent_idx').on(table.partyId, table.sentAt),
    index('referrals_party_email_idx').on(table.partyId, table.friendEmail),
  ],
);

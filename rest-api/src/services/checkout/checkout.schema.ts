import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { coupons, orders } from '../../db/schema/checkout';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A coupon use held for a payment in progress: written when Make Payment starts (under the coupon's row
 * lock, only while redemptions plus live holds stay inside the coupon's limits), deleted when the payment
 * fails, is abandoned or is paid (then a redemption takes its place). A hold past `expiresAt` no longer
 * counts, so a learner who walks away gives the use back without anyone deleting anything.
 */
export const couponReservations = pgTable(
  'coupon_reservations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    partyId: integer('party_id').notNull(),
    reservedAt: stamp('reserved_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
  },
  (table) => [index('coupon_reservations_code_idx').on(table.couponCode, table.expiresAt)],
);

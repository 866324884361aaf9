import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const alerts = pgTable(
  'alerts',
  {
    alertId: integer('alert_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    alertName: text('alert_name').notNull(),
    alertStartDateTime: stamp('alert_start_date_time').notNull(),
    readAt: stamp('read_at'),
  },
  (table) => [index('alerts_party_idx').on(table.partyId, table.alertStartDateTime)],
);

export const notifications = pgTable(
  'notifications',
  {
    notifyHistoryId: integer('notify_history_id')
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 100_000 }),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    fromEmailId: text('from_email_id').notNull(),
    emailSubjectText: text('email_subject_text').notNull(),
    lastAttemptDatetime: stamp('last_attempt_datetime').notNull(),
    deliveryDate: stamp('delivery_date').notNull(),
    readAt: stamp('read_at'),
  },
  (table) => [index('notifications_party_idx').on(table.partyId, table.deliveryDate)],
);

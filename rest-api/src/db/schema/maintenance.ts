import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The maintenance state of `000 §3`: one row (id 1), switched by staff. */
export const maintenanceState = pgTable('maintenance_state', {
  id: smallint('id').primaryKey().default(1),
  deploymentFlag: smallint('deployment_flag').notNull().default(0),
  notificationFlag: smallint('notification_flag').notNull().default(0),
  startDate: stamp('start_date'),
  toDate: stamp('to_date'),
  /** Login disabled with the fixed-date upgrade notice. */
  loginDisabled: smallint('login_disabled').notNull().default(0),
  upgradeNotice: text('upgrade_notice'),
  updatedBy: integer('updated_by'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

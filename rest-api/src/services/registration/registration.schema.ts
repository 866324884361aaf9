import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `/emailVerification/{eid}`: eid is a random id sent by mail (template 108). */
export const emailVerifications = pgTable('email_verifications', {
  eid: text('eid').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId),
  expiresAt: stamp('expires_at').notNull(),
  verifiedAt: stamp('verified_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/** Institute-student details (`000 §3`): qualificationCertificateId is always 4. */
export const instituteDetails = pgTable('institute_details', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.userId),
  qualificationCertificateId: smallint('qualification_certificate_id').notNull().default(4),
  certiNumber: text('certi_number').notNull(),
  batchNumber: text('batch_number').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/**
 * One e-mail OTP (`_sendOTPMail`, template 7005) to the account's own address. Only an HMAC of the code,
 * bound to the row's id, is kept; a newer code retires the older ones; three wrong codes kill it.
 */
export const emailOtps = pgTable(
  'email_otps',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: stamp('expires_at').notNull(),
    /** Retired by a newer code, or spent by a right one. */
    closedAt: stamp('closed_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [index('email_otps_user_idx').on(table.userId, table.createdAt)],
);

export const POPUPS = ['MOBILE', 'CPBFI'] as const;
export type Popup = (typeof POPUPS)[number];

/** A learner's last answer to a dashboard pop-up: the mobile pop-up's Later or Never, CPBFI's Y or N. */
export const popupAnswers = pgTable(
  'popup_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    popup: text('popup', { enum: POPUPS }).notNull(),
    answer: text('answer').notNull(),
    answeredAt: stamp('answered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.popup] })],
);

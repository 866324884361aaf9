import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const OTP_PURPOSES = ['REGISTER', 'LOGIN'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * One OTP sent to a mobile number. Only a hash of the code is kept; a challenge dies when it expires,
 * is used, or has had too many wrong guesses. Rate limits count rows per mobile and per client address.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    clientAddress: text('client_address'),
    expiresAt: stamp('expires_at').notNull(),
    /** Registration: the OTP was validated on blur; the register call then consumes the challenge. */
    verifiedAt: stamp('verified_at'),
    consumedAt: stamp('consumed_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('otp_challenges_mobile_idx').on(table.mobile, table.purpose, table.createdAt),
    index('otp_challenges_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

export const LOGIN_FAILURE_KINDS = ['PASSWORD', 'OTP'] as const;
export type LoginFailureKind = (typeof LOGIN_FAILURE_KINDS)[number];

/**
 * One failed sign-in attempt: a wrong password (or unknown e-mail) or a wrong OTP code. Throttles count
 * rows per client address (every kind) and per mobile (wrong codes, across codes) in a rolling window.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LOGIN_FAILURE_KINDS }).notNull(),
    clientAddress: text('client_address'),
    /** The mobile a wrong code was for; null for password failures. */
    mobile: text('mobile'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_address_idx').on(table.clientAddress, table.createdAt),
    index('login_failures_mobile_idx').on(table.mobile, table.createdAt),
  ],
);

/**
 * The SM-12 lock of one account as seen from one client address (issue 25): wrong passwords of that
 * account from that address, in a row, and the end of the lock they set. The account itself is never
 * locked for everyone, so a stranger's guesses cannot keep its owner out from elsewhere. A successful
 * password sign-in from the address deletes its row; an OTP sign-in, a completed reset or staff delete
 * every row of the account.
 */
export const loginLocks = pgTable(
  'login_locks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    clientAddress: text('client_address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: stamp('last_failed_at').notNull(),
    lockedUntil: stamp('locked_until'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clientAddress] }),
    index('login_locks_address_idx').on(table.clientAddress, table.lastFailedAt),
  ],
);

export const OUTBOX_CHANNELS = ['EMAIL', 'SMS'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Every mail and SMS the platform sends. The default provider stops here (readable in development);
 * SMTP and SMS providers deliver the row and stamp sentAt.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    templateId: integer('template_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    sentAt: stamp('sent_at'),
    providerError: text('provider_error'),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

/** Single-use password reset links: the link carries the token, the table only its hash. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

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

/** Ratings from the feedback modal (`000 §3`). */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partyId: integer('party_id').notNull(),
    emailId: text('email_id').notNull(),
    rank: smallint('rank').notNull(),
    feedbackMsg: text('feedback_msg'),
    concernId: smallint('concern_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('feedback_rank_ck', sql`${table.rank} between 1 and 5`),
    check('feedback_concern_ck', sql`${table.concernId} is null or ${table.concernId} between 1 and 8`),
  ],
);

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

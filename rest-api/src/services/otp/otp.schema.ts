import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

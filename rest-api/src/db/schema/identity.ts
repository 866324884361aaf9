import type { SupersededJti } from '@finx/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const roles = pgTable('roles', {
  roleId: integer('role_id').primaryKey(),
  roleName: text('role_name').notNull(),
});

/** HELD: a college or ops sign-up waiting for staff approval (issue 13 item 5); it signs in as INACTIVE. */
export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'LOCKED', 'HELD'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Party ids are the learner's identity across services; new parties draw from this sequence. */
export const partyIdSequence = pgSequence('party_id_seq', { startWith: 500_000 });

export const users = pgTable(
  'users',
  {
    // Demo rows take small explicit ids; generated ids start well above them.
    userId: integer('user_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    partyId: integer('party_id')
      .notNull()
      .unique()
      .default(sql`nextval('party_id_seq')`),
    // Stored lower-case so the unique constraint also holds across spellings.
    email: text('email').notNull().unique(),
    mobile: text('mobile'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Null for people who only ever signed in with Google or Facebook (the spec's current-password flag N).
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    /** `000 §9`: 4 web registration, 1 core system, 2 bulk upload, 3 website. */
    entryMode: integer('entry_mode'),
    termsAcceptedAt: stamp('terms_accepted_at'),
    /** The optional consent to WhatsApp, e-mail and SMS messages (sent as Y or N). */
    messagingConsent: boolean('messaging_consent').notNull().default(false),
    emailVerifiedAt: stamp('email_verified_at'),
    consentWithdrawnAt: stamp('consent_withdrawn_at'),
    unsubscribedAt: stamp('unsubscribed_at'),
    unsubscribeReason: text('unsubscribe_reason'),
    /** A mail to this address bounced (the bulk unsubscribe and bounced upload): mails skip it. */
    bouncedAt: stamp('bounced_at'),
    bounceReason: text('bounce_reason'),
    /** `001 §3` the student enrolment row's gender, as given at a bulk upload (MALE, FEMALE, OTHER). */
    gender: text('gender'),
    tourCompleted: boolean('tour_completed').notNull().default(false),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId),
    status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** When a LOCKED account's lock (SM-12) ends by itself; null on an account that is not locked. */
    lockedUntil: stamp('locked_until'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_ck', sql`${table.email} = lower(${table.email})`),
    uniqueIndex('users_mobile_uq').on(table.mobile),
    uniqueIndex('users_google_uq').on(table.googleId),
    uniqueIndex('users_facebook_uq').on(table.facebookId),
  ],
);

/** The jti chain's superseded entries (defined with the jti contract in @finx/domain). */
export type { SupersededJti };

/** Server sessions behind per-user tokens: the token names the session (sid), the row holds the jti state. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    currentJti: text('current_jti').notNull(),
    jtiSequence: integer('jti_sequence').notNull(),
    supersededJtis: jsonb('superseded_jtis').$type<SupersededJti[]>().notNull().default([]),
    createdAt: stamp('created_at').notNull().defaultNow(),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
    endedAt: stamp('ended_at'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
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

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

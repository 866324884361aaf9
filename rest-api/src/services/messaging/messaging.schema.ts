import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const MESSAGING_KINDS = ['ALERT', 'MESSAGE', 'MAIL'] as const;
export const MESSAGING_STATUSES = ['DRAFT', 'SENT'] as const;

/**
 * What staff compose (issue 13 item 6): drafts, and sent alerts, messages and mails with how many
 * received them and how many were skipped and why. The learners' own copies are rows of `alerts`,
 * `notifications` and the outbox; this is the sender's record. The author is kept by party id, not by a
 * foreign key, like the audit log: the record outlives the account.
 */
export const staffMessages = pgTable(
  'staff_messages',
  {
    messageId: integer('message_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    kind: text('kind', { enum: MESSAGING_KINDS }).notNull(),
    status: text('status', { enum: MESSAGING_STATUSES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').notNull(),
    recipientsCount: integer('recipients_count').notNull().default(0),
    skipped: jsonb('skipped').notNull().default([]),
    createdBy: integer('created_by').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    sentAt: stamp('sent_at'),
  },
  (table) => [index('staff_messages_kind_idx').on(table.kind, table.status, table.createdAt)],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

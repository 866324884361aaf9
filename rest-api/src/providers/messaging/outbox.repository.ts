import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxMessages } from '../../db/schema/outbox';

export interface OutboxEntry {
  to: string;
  channel: 'EMAIL' | 'SMS';
  subject: string | null;
  body: string;
  createdAt: string;
}

export interface NewOutboxMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
  templateId: number | null;
}

/**
 * The outbox table: the record of every message sent, written by the messenger, and read by the
 * development mailbox (the `outbox` feature) and tests.
 */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  /** Stores a message; returns its id. */
  async append(message: NewOutboxMessage): Promise<number | null> {
    const [row] = await this.db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
    return row?.id ?? null;
  }

  /** Stores many messages in one statement; returns their ids in order. */
  async appendAll(messages: readonly NewOutboxMessage[]): Promise<number[]> {
    if (messages.length === 0) return [];
    const rows = await this.db
      .insert(outboxMessages)
      .values([...messages])
      .returning({ id: outboxMessages.id });
    return rows.map((row) => row.id);
  }

  /** Notes what the provider did with a message. */
  async stamp(id: number, values: { sentAt?: Date; providerError?: string }): Promise<void> {
    await this.db.update(outboxMessages).set(values).where(eq(outboxMessages.id, id));
  }

  /** The newest messages to one recipient first. */
  async latestFor(recipient: string, limit = 20): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit);
    return rows.map((row) => ({
      to: row.recipient,
      channel: row.channel,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

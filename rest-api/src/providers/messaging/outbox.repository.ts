import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxMessages } from '../../db/schema';

export interface OutboxEntry {
  to: string;
  channel: 'EMAIL' | 'SMS';
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Reads the outbox: the development mailbox (`/dev/outbox`) and tests. */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

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

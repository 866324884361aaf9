import type { NotificationChannel, NotificationQueueState } from '@finx/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxMessages } from '../../db/schema/outbox';

export type QueuedMessageRecord = typeof outboxMessages.$inferSelect;

export interface QueueFilter {
  state?: NotificationQueueState;
  channel?: NotificationChannel;
  recipient?: string;
  page: number;
  limit: number;
}

const stateCondition = (state: NotificationQueueState): SQL | undefined => {
  if (state === 'SENT') return isNotNull(outboxMessages.sentAt);
  if (state === 'FAILED') return and(isNull(outboxMessages.sentAt), isNotNull(outboxMessages.providerError));
  return and(isNull(outboxMessages.sentAt), isNull(outboxMessages.providerError));
};

/** The outbox read as a queue: every mail and SMS the messenger stored, newest first. */
export class NotificationQueueRepository {
  constructor(private readonly db: Database) {}

  async page(filter: QueueFilter): Promise<{ rows: QueuedMessageRecord[]; total: number }> {
    const where = and(
      filter.state ? stateCondition(filter.state) : undefined,
      filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
      filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(outboxMessages).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }
}

import { type NotificationQueueRow, NotificationQueueState } from '@finx/domain';
import type {
  NotificationQueueRepository,
  QueuedMessageRecord,
  QueueFilter,
} from './notification-queue.repository';

const stateOf = (row: QueuedMessageRecord): NotificationQueueState => {
  if (row.sentAt) return NotificationQueueState.SENT;
  return row.providerError ? NotificationQueueState.FAILED : NotificationQueueState.QUEUED;
};

const toRow = (row: QueuedMessageRecord): NotificationQueueRow => ({
  notificationId: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  state: stateOf(row),
  providerError: row.providerError,
  createdDate: row.createdAt.toISOString(),
  sentDate: row.sentAt?.toISOString() ?? null,
});

/**
 * `001 §7` queue/notification: the mails and SMS every feature hands the messenger, as the queue they wait
 * in: QUEUED until a provider takes them (the development provider keeps them), SENT or FAILED after.
 */
export class NotificationQueueService {
  constructor(private readonly queue: NotificationQueueRepository) {}

  async list(filter: QueueFilter): Promise<{ rows: NotificationQueueRow[]; total: number }> {
    const { rows, total } = await this.queue.page(filter);
    return { rows: rows.map(toRow), total };
  }
}

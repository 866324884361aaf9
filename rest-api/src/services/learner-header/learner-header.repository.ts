import type { Alert, Notification } from '@finx/domain';
import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { alerts, notifications } from '../../db/schema';

export interface InboxListOptions {
  /** false: unread items only, at most `limit`; true: every item, read or not. */
  all: boolean;
  limit: number;
}

/**
 * A learner's alerts and messages. An alert is visible only from its start time; newest first
 * everywhere, with the id breaking ties so pages are stable.
 */
export class LearnerHeaderRepository {
  constructor(private readonly db: Database) {}

  async unreadAlertCount(partyId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(alerts)
      .where(
        and(eq(alerts.partyId, partyId), isNull(alerts.readAt), lte(alerts.alertStartDateTime, new Date())),
      );
    return row?.n ?? 0;
  }

  async alerts(partyId: number, { all, limit }: InboxListOptions): Promise<Alert[]> {
    const visible = and(eq(alerts.partyId, partyId), lte(alerts.alertStartDateTime, new Date()));
    const query = this.db
      .select()
      .from(alerts)
      .where(all ? visible : and(visible, isNull(alerts.readAt)))
      .orderBy(desc(alerts.alertStartDateTime), desc(alerts.alertId));
    const rows = all ? await query : await query.limit(limit);
    return rows.map((row) => ({
      alertId: row.alertId,
      alertName: row.alertName,
      alertStartDateTime: row.alertStartDateTime.toISOString(),
      isRead: row.readAt !== null,
    }));
  }

  async unreadNotificationCount(partyId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.partyId, partyId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  async notifications(partyId: number, { all, limit }: InboxListOptions): Promise<Notification[]> {
    const mine = eq(notifications.partyId, partyId);
    const query = this.db
      .select()
      .from(notifications)
      .where(all ? mine : and(mine, isNull(notifications.readAt)))
      .orderBy(desc(notifications.deliveryDate), desc(notifications.notifyHistoryId));
    const rows = all ? await query : await query.limit(limit);
    return rows.map((row) => ({
      notifyHistoryId: row.notifyHistoryId,
      fromEmailId: row.fromEmailId,
      emailSubjectText: row.emailSubjectText,
      lastAttemptDatetime: row.lastAttemptDatetime.toISOString(),
      deliveryDate: row.deliveryDate.toISOString(),
      isRead: row.readAt !== null,
    }));
  }
}

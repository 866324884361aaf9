import { type Alert, InboxKind, type Notification, RoleId } from '@finx/domain';
import { and, count, desc, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { alerts, notifications } from '../../db/schema/alerts';
import { users } from '../../db/schema/identity';

/** One page of an inbox, newest first, and how many items the whole list holds. */
export interface InboxPage<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

/** The sender shown on messages staff send from the platform. */
export const PLATFORM_SENDER = 'noreply@finx.in';

type AlertRow = typeof alerts.$inferSelect;
type NotificationRow = typeof notifications.$inferSelect;

const toAlert = (row: AlertRow): Alert => ({
  alertId: row.alertId,
  alertName: row.alertName,
  alertStartDateTime: row.alertStartDateTime.toISOString(),
  isRead: row.readAt !== null,
});

const toNotification = (row: NotificationRow): Notification => ({
  notifyHistoryId: row.notifyHistoryId,
  fromEmailId: row.fromEmailId,
  emailSubjectText: row.emailSubjectText,
  lastAttemptDatetime: row.lastAttemptDatetime.toISOString(),
  deliveryDate: row.deliveryDate.toISOString(),
  isRead: row.readAt !== null,
});

/**
 * A learner's alerts and messages for the View All screens: pages, mark as read, and new items. Every
 * statement names the party, so one learner's ids never reach another's rows. An alert is visible
 * only from its start time, as in the header.
 */
export class AlertsRepository {
  constructor(private readonly db: Database) {}

  async alertPage(partyId: number, request: PageRequest): Promise<InboxPage<Alert>> {
    const where = and(
      eq(alerts.partyId, partyId),
      lte(alerts.alertStartDateTime, new Date()),
      request.unreadOnly ? isNull(alerts.readAt) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(alerts)
        .where(where)
        .orderBy(desc(alerts.alertStartDateTime), desc(alerts.alertId))
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize),
      this.db.select({ total: count() }).from(alerts).where(where),
    ]);
    return { items: rows.map(toAlert), total: total?.total ?? 0 };
  }

  async notificationPage(partyId: number, request: PageRequest): Promise<InboxPage<Notification>> {
    const where = and(
      eq(notifications.partyId, partyId),
      request.unreadOnly ? isNull(notifications.readAt) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.deliveryDate), desc(notifications.notifyHistoryId))
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize),
      this.db.select({ total: count() }).from(notifications).where(where),
    ]);
    return { items: rows.map(toNotification), total: total?.total ?? 0 };
  }

  /** Marks the party's unread items read (the named ones, or all); answers the ids that changed. */
  async markRead(kind: InboxKind, partyId: number, ids: readonly number[] | undefined): Promise<number[]> {
    const now = new Date();
    if (kind === InboxKind.ALERT) {
      const where: SQL | undefined = and(
        eq(alerts.partyId, partyId),
        isNull(alerts.readAt),
        lte(alerts.alertStartDateTime, now),
        ids ? inArray(alerts.alertId, [...ids]) : undefined,
      );
      const rows = await this.db
        .update(alerts)
        .set({ readAt: now })
        .where(where)
        .returning({ id: alerts.alertId });
      return rows.map((row) => row.id).sort((a, b) => b - a);
    }
    const where: SQL | undefined = and(
      eq(notifications.partyId, partyId),
      isNull(notifications.readAt),
      ids ? inArray(notifications.notifyHistoryId, [...ids]) : undefined,
    );
    const rows = await this.db
      .update(notifications)
      .set({ readAt: now })
      .where(where)
      .returning({ id: notifications.notifyHistoryId });
    return rows.map((row) => row.id).sort((a, b) => b - a);
  }

  /** Whether the party is a learner: alerts and messages go to learners only. */
  async isLearner(partyId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.partyId, partyId))
      .limit(1);
    return row?.roleId === RoleId.LEARNER;
  }

  /** `executor` is the caller's transaction when the alert belongs to a wider change (a job move). */
  async addAlert(partyId: number, alertName: string, executor: Executor = this.db): Promise<Alert> {
    const [row] = await executor
      .insert(alerts)
      .values({ partyId, alertName, alertStartDateTime: new Date() })
      .returning();
    if (!row) throw new Error('alert insert returned no row');
    return toAlert(row);
  }

  async addNotification(
    partyId: number,
    subject: string,
    from = PLATFORM_SENDER,
    executor: Executor = this.db,
  ): Promise<Notification> {
    const now = new Date();
    const [row] = await executor
      .insert(notifications)
      .values({
        partyId,
        fromEmailId: from,
        emailSubjectText: subject,
        lastAttemptDatetime: now,
        deliveryDate: now,
      })
      .returning();
    if (!row) throw new Error('notification insert returned no row');
    return toNotification(row);
  }
}

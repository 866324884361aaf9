import type { Alert as RestAlert, Notification as RestNotification } from '@finx/domain';
import type { Alert, Notification } from './learner-header.types';

/** REST's alert and message rows as GraphQL shows them, for the header and the View All pages alike. */
const toDate = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const toAlert = (a: RestAlert): Alert => ({
  id: String(a.alertId),
  alertId: a.alertId,
  alertName: a.alertName,
  // The field is required in the schema; an unreadable upstream date is shown as the epoch, not dropped.
  alertStartDateTime: toDate(a.alertStartDateTime) ?? new Date(0),
  // The header's lists hold unread items only, which is what a missing flag means.
  isRead: a.isRead ?? false,
});

export const toNotification = (n: RestNotification): Notification => ({
  id: String(n.notifyHistoryId),
  notifyHistoryId: n.notifyHistoryId,
  fromEmailId: n.fromEmailId,
  emailSubjectText: n.emailSubjectText,
  lastAttemptDatetime: toDate(n.lastAttemptDatetime),
  deliveryDate: toDate(n.deliveryDate),
  isRead: n.isRead ?? false,
});

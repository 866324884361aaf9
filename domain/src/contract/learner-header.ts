/** An alert row (`001 §3`). */
export interface Alert {
  alertId: number;
  alertName: string;
  alertStartDateTime: string;
  /** Whether the learner has read it; the View All list shows read and unread items. */
  isRead?: boolean;
}

/** A message (notification) row (`001 §3`). */
export interface Notification {
  notifyHistoryId: number;
  fromEmailId: string;
  emailSubjectText: string;
  lastAttemptDatetime: string;
  deliveryDate: string;
  isRead?: boolean;
}

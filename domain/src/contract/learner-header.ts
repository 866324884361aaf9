/** An alert row (`001 §3`). */
export interface Alert {
  alertId: number;
  alertName: string;
  alertStartDateTime: string;
}

/** A message (notification) row (`001 §3`). */
export interface Notification {
  notifyHistoryId: number;
  fromEmailId: string;
  emailSubjectText: string;
  lastAttemptDatetime: string;
  deliveryDate: string;
}

import { defineFeatureContract, type Query, type RestPathTable, withQuery } from './feature-contract';
import type { Alert, Notification } from './learner-header';
import { sharedContract } from './shared';

/**
 * Alerts and messages beyond the header (`001 §2` /myalerts and /notification, `001 §7`
 * sendMailSmsToUser). The spec shows neither the paths nor the fields of these calls; the ones here are
 * this system's (docs/decisions.md, "Alerts and messages").
 */

/** Which inbox an item lives in: alerts, or messages (the spec's notifications). */
export const InboxKind = { ALERT: 'ALERT', MESSAGE: 'MESSAGE' } as const;
export type InboxKind = (typeof InboxKind)[keyof typeof InboxKind];

/** A View All page: 1-based page number, at most INBOX_PAGE_SIZE_MAX items per page. */
export const INBOX_PAGE_SIZE_DEFAULT = 10;
export const INBOX_PAGE_SIZE_MAX = 50;
/** The longest alert name or message subject staff may send. */
export const INBOX_TITLE_MAX = 200;
/** The most items one mark-as-read call may name (without ids it marks them all). */
export const INBOX_READ_IDS_MAX = 100;

/** Mark as read: the named items of the party, or every unread one when `ids` is left out. */
export interface InboxReadRequest {
  partyId: number | string;
  ids?: number[];
}

/** The ids that changed from unread to read. */
export interface InboxReadResult {
  readIds: number[];
}

/** Staff (or the system) send one alert or message to a learner (`001 §7` sendMailSmsToUser). */
export interface InboxSendRequest {
  partyId: number | string;
  kind: InboxKind;
  title: string;
}

/**
 * An alert or message just written to a learner's inbox, answered by the staff action that wrote it so
 * the gateway can announce it live (one of the two is set).
 */
export interface InboxDelivery {
  partyId: number;
  alert: Alert | null;
  notification: Notification | null;
}

/** Alerts the system raises itself on events (the spec names none; docs/decisions.md). */
export const SystemAlert = {
  paymentReceived: (orderId: number): string =>
    `Payment received for order ${orderId}. Your purchase is now in My Learning.`,
} as const;

const C = sharedContract.reasons.codes;

/** Staff sending an alert or message to a learner (`001 §7` sendMailSmsToUser). */
export const InboxSendReasons = [C.NOT_FOUND, C.VALIDATION_FAILED] as const;
export type InboxSendReason = (typeof InboxSendReasons)[number];

/** Alerts and messages (`001 §2`): the list, and the selected item when the path names one. */
const clientPaths = {
  MY_ALERTS: '/myalerts',
  MY_ALERT: '/myalerts/:id',
  NOTIFICATIONS: '/notification',
  NOTIFICATION: '/notification/:id',
} as const;

const listOrItem = (list: string, id: number | string | null | undefined, query: Query): string =>
  withQuery(id == null ? list : `${list}/${encodeURIComponent(String(id))}`, query);

export const alertsContract = defineFeatureContract({
  feature: 'alerts',
  refusals: [InboxSendReasons],
  clientPaths,
  clientRoutes: {
    /** View All of alerts, or one alert selected; the list's page and filter ride in the query. */
    myAlerts: (id?: number | string | null, query: Query = {}): string =>
      listOrItem(clientPaths.MY_ALERTS, id, query),
    notifications: (id?: number | string | null, query: Query = {}): string =>
      listOrItem(clientPaths.NOTIFICATIONS, id, query),
  },
});

export const alertsRestPaths = {
  feature: 'alerts',
  restPaths: {
    ALERT_PAGE: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/page',
    NOTIFICATION_PAGE: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/page',
    ALERT_READ: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/read',
    NOTIFICATION_READ: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/read',
    SEND_MAIL_SMS_TO_USER: '/finx-fc-student-dashboard/api/v1/studentDashboard/sendMailSmsToUser',
  },
} as const satisfies RestPathTable;

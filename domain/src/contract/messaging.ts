import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';
import type { InboxDelivery } from './alerts';
import { sharedContract } from './shared';

/**
 * Staff messaging (issue 13 item 6, `001 §7` Notification: compose draft and send): the notification
 * manager (/my-inbox), /send-mail and /send-mail-list, /adminalert and /adminnotification. The spec
 * shows none of these payloads; the fields are this system's, named as the spec names them elsewhere.
 */

/** What a staff message becomes: learners' alerts, learners' messages, or an e-mail through the outbox. */
export const MessagingKind = {
  ALERT: 'ALERT',
  MESSAGE: 'MESSAGE',
  MAIL: 'MAIL',
} as const;
export type MessagingKind = (typeof MessagingKind)[keyof typeof MessagingKind];

export const MessagingStatus = {
  DRAFT: 'DRAFT',
  SENT: 'SENT',
} as const;
export type MessagingStatus = (typeof MessagingStatus)[keyof typeof MessagingStatus];

/** Why a chosen recipient got no mail: they unsubscribed from mails, withdrew consent, or bounced. */
export const MessagingSkipReason = {
  UNSUBSCRIBED: 'UNSUBSCRIBED',
  CONSENT_WITHDRAWN: 'CONSENT_WITHDRAWN',
  BOUNCED: 'BOUNCED',
} as const;
export type MessagingSkipReason = (typeof MessagingSkipReason)[keyof typeof MessagingSkipReason];

/** Who receives a message: the chosen users, and/or everyone matching every filter given. */
export interface MessagingAudience {
  partyIds?: number[];
  roleId?: number;
  collegeId?: number;
  /** Learners enrolled on this course (a product id). */
  productId?: number;
  /** A UserStanding value. */
  status?: string;
}

export interface MessagingSkip {
  reason: MessagingSkipReason;
  count: number;
}

/** One staff message as the lists show it; a draft has no recipients yet. */
export interface StaffMessageRow {
  messageId: number;
  kind: MessagingKind;
  status: MessagingStatus;
  subject: string;
  body: string;
  audience: MessagingAudience;
  recipientsCount: number;
  skipped: MessagingSkip[];
  createdBy: number;
  createdDate: string;
  sentDate: string | null;
}

/** The body of compose/draft and compose/send; `messageId` names a draft to update or send. */
export interface ComposeRequest {
  messageId?: number;
  kind: MessagingKind;
  subject: string;
  body: string;
  audience: MessagingAudience;
}

/** compose/send's answer: the message, and the alerts and messages created, for the live feed. */
export interface ComposeSendResult {
  message: StaffMessageRow;
  delivered: InboxDelivery[];
}

export const MESSAGING_SUBJECT_MAX = 200;
export const MESSAGING_BODY_MAX = 5_000;
export const MESSAGING_PARTY_IDS_MAX = 500;
/** A send reaches at most this many people; a wider audience is refused rather than half sent. */
export const MESSAGING_RECIPIENTS_MAX = 5_000;
export const MESSAGING_LIST_MAX_PAGE_SIZE = 100;

const reasons = reasonsOf({
  MESSAGE_ALREADY_SENT: 'This message has already been sent; it can no longer change.',
  MESSAGE_NO_RECIPIENTS: 'No user matches the chosen recipients.',
  MESSAGE_TOO_MANY_RECIPIENTS: `At most ${MESSAGING_RECIPIENTS_MAX} people can receive one message. Please narrow the recipients.`,
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Staff messaging (issue 13 item 6): saving a draft and sending it. */
export const MessagingReasons = [
  C.NOT_FOUND,
  C.MESSAGE_ALREADY_SENT,
  C.MESSAGE_NO_RECIPIENTS,
  C.MESSAGE_TOO_MANY_RECIPIENTS,
  C.VALIDATION_FAILED,
] as const;
export type MessagingReason = (typeof MessagingReasons)[number];

export const messagingContract = defineFeatureContract({
  feature: 'messaging',
  reasons,
  refusals: [MessagingReasons],
  clientPaths: {
    MY_INBOX: '/my-inbox',
    MY_INBOX_CREATE: '/my-inbox-create',
    SEND_MAIL: '/send-mail',
    SEND_MAIL_LIST: '/send-mail-list',
    ADMIN_ALERT: '/adminalert',
    ADMIN_NOTIFICATION: '/adminnotification',
  },
});

/** Where a queued mail or SMS is: waiting for the provider, handed over, or refused by it. */
export const NotificationQueueState = { QUEUED: 'QUEUED', SENT: 'SENT', FAILED: 'FAILED' } as const;
export type NotificationQueueState = (typeof NotificationQueueState)[keyof typeof NotificationQueueState];
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_QUEUE_MAX_PAGE_SIZE = 100;

/** One row of `001 §7` queue/notification: a mail or SMS the platform queued, newest first. */
export interface NotificationQueueRow {
  notificationId: number;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  state: NotificationQueueState;
  providerError: string | null;
  createdDate: string;
  sentDate: string | null;
}

export const messagingRestPaths = {
  feature: 'messaging',
  restPaths: {
    /** `001 §7` Notification compose/* (draft and send) and the staff's list of them (issue 13 item 6). */
    COMPOSE_LIST: '/finx-notification/api/v1/compose/list',
    COMPOSE_GET: '/finx-notification/api/v1/compose/get',
    COMPOSE_DRAFT: '/finx-notification/api/v1/compose/draft',
    COMPOSE_SEND: '/finx-notification/api/v1/compose/send',
    /** `001 §7` queue/notification: the admin's view of the mail and SMS queue (rest-contract.md). */
    QUEUE_NOTIFICATION: '/finx-notification/api/v1/queue/notification',
  },
} as const satisfies RestPathTable;

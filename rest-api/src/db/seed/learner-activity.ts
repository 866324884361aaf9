import { ProductId } from '@finx/domain';
import type { alerts, notifications } from '../schema/alerts';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from './demo-accounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type AlertRow = typeof alerts.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

interface DemoAlert {
  alertId: number;
  alertName: string;
  ageMs: number;
  read: boolean;
}

interface DemoNotification {
  notifyHistoryId: number;
  fromEmailId: string;
  emailSubjectText: string;
  ageMs: number;
  read: boolean;
}

const learner = DEMO_ACCOUNTS.learner.partyId;
const secondLearner = DEMO_ACCOUNTS.secondLearner.partyId;

const LEARNER_ALERTS: DemoAlert[] = [
  {
    alertId: 1,
    alertName: 'FEAT assessment slots are open for the next CFX batch',
    ageMs: 3 * HOUR,
    read: false,
  },
  { alertId: 2, alertName: 'New course added: Credit Appraisal for MSME Loans', ageMs: 1 * DAY, read: false },
  {
    alertId: 3,
    alertName: 'Complete your profile to raise your Employability Score',
    ageMs: 3 * DAY,
    read: false,
  },
  {
    alertId: 4,
    alertName: 'Your Retail Banking Operations course ends in 7 days',
    ageMs: 5 * DAY,
    read: false,
  },
  { alertId: 5, alertName: 'Webinar: careers in bank treasury, Saturday 11 AM', ageMs: 8 * DAY, read: true },
  {
    alertId: 6,
    alertName: 'Welcome to FinX! Start with the free Banking Fundamentals course',
    ageMs: 20 * DAY,
    read: true,
  },
];

const LEARNER_NOTIFICATIONS: DemoNotification[] = [
  {
    notifyHistoryId: 1,
    fromEmailId: 'admissions@finx.in',
    emailSubjectText: 'Your FEAT registration is confirmed',
    ageMs: 2 * HOUR,
    read: false,
  },
  {
    notifyHistoryId: 2,
    fromEmailId: 'placements@finx.in',
    emailSubjectText: 'A private bank is hiring Relationship Officers in Pune: apply by Friday',
    ageMs: 2 * DAY,
    read: false,
  },
  {
    notifyHistoryId: 3,
    fromEmailId: 'payments@finx.in',
    emailSubjectText: 'Payment receipt for order FX-240118',
    ageMs: 4 * DAY,
    read: false,
  },
  {
    notifyHistoryId: 4,
    fromEmailId: 'learning@finx.in',
    emailSubjectText: 'Your weekly learning summary',
    ageMs: 7 * DAY,
    read: false,
  },
  {
    notifyHistoryId: 5,
    fromEmailId: 'events@finx.in',
    emailSubjectText: 'Invitation: BFSI Career Fair, Mumbai',
    ageMs: 12 * DAY,
    read: true,
  },
  {
    notifyHistoryId: 6,
    fromEmailId: 'welcome@finx.in',
    emailSubjectText: 'Welcome to FinX, Priya',
    ageMs: 20 * DAY,
    read: true,
  },
];

const SECOND_LEARNER_ALERTS: DemoAlert[] = [
  { alertId: 21, alertName: 'New video: UPI Behind the Scenes', ageMs: 2 * DAY, read: false },
  { alertId: 22, alertName: 'Welcome to FinX!', ageMs: 9 * DAY, read: true },
];

const newestFirstUnread = <T extends { read: boolean }>(items: T[]): T[] =>
  items.filter((item) => !item.read);

/** What the demo learners own, so tests and screens can state expectations without querying. */
export const DEMO_LEARNER_ACTIVITY = {
  learner: {
    cartProductIds: [3008, 4013, 3003],
    wishlistProductIds: [ProductId.CFX, 3006, 3018, 4018],
    /** Unread alert ids, newest first. */
    unreadAlertIds: newestFirstUnread(LEARNER_ALERTS).map((alert) => alert.alertId),
    alertIds: LEARNER_ALERTS.map((alert) => alert.alertId),
    unreadNotificationIds: newestFirstUnread(LEARNER_NOTIFICATIONS).map((item) => item.notifyHistoryId),
    notificationIds: LEARNER_NOTIFICATIONS.map((item) => item.notifyHistoryId),
  },
  secondLearner: {
    cartProductIds: [3015],
    wishlistProductIds: [] as number[],
    unreadAlertIds: newestFirstUnread(SECOND_LEARNER_ALERTS).map((alert) => alert.alertId),
  },
} as const;

export const partyItemRows = (
  key: keyof typeof DEMO_LEARNER_ACTIVITY,
  list: 'cartProductIds' | 'wishlistProductIds',
): { partyId: number; productId: number }[] => {
  const partyId = DEMO_ACCOUNTS[key].partyId;
  return DEMO_LEARNER_ACTIVITY[key][list].map((productId) => ({ partyId, productId }));
};

// Dates are relative to the seeding time so the inbox always looks recent.
export const alertRows = (now: number): AlertRow[] =>
  [
    ...LEARNER_ALERTS.map((alert) => ({ ...alert, partyId: learner })),
    ...SECOND_LEARNER_ALERTS.map((alert) => ({ ...alert, partyId: secondLearner })),
  ].map(({ alertId, alertName, ageMs, read, partyId }) => ({
    alertId,
    partyId,
    alertName,
    alertStartDateTime: new Date(now - ageMs),
    readAt: read ? new Date(now - ageMs + HOUR) : null,
  }));

export const notificationRows = (now: number): NotificationRow[] =>
  LEARNER_NOTIFICATIONS.map(({ notifyHistoryId, fromEmailId, emailSubjectText, ageMs, read }) => ({
    notifyHistoryId,
    partyId: learner,
    fromEmailId,
    emailSubjectText,
    lastAttemptDatetime: new Date(now - ageMs),
    deliveryDate: new Date(now - ageMs),
    readAt: read ? new Date(now - ageMs + HOUR) : null,
  }));

/**
 * The load learners' data: the demo learner's cart, wishlist and inbox under each one's own party, so a
 * benchmark header load does the same work as the demo learner's. Ids come from the tables' sequences.
 */
export const loadLearnerRows = (now: number) => {
  const activity = DEMO_LEARNER_ACTIVITY.learner;
  return {
    cart: LOAD_LEARNERS.flatMap(({ partyId }) =>
      activity.cartProductIds.map((productId) => ({ partyId, productId })),
    ),
    wishlist: LOAD_LEARNERS.flatMap(({ partyId }) =>
      activity.wishlistProductIds.map((productId) => ({ partyId, productId })),
    ),
    alerts: LOAD_LEARNERS.flatMap(({ partyId }) =>
      alertRows(now)
        .filter((row) => row.partyId === learner)
        .map(({ alertId: _id, ...row }) => ({ ...row, partyId })),
    ),
    notifications: LOAD_LEARNERS.flatMap(({ partyId }) =>
      notificationRows(now).map(({ notifyHistoryId: _id, ...row }) => ({ ...row, partyId })),
    ),
  };
};

import { defineFeatureContract, type RestPathTable } from './feature-contract';

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

/**
 * The learner header's Videos, Courses and Jobs badges (`001 §2` screen 1: "each with a count badge"):
 * what is still open to the learner, so each badge shrinks as they act (docs/decisions/client-layouts.md).
 */
export interface LearnerListCounts {
  /** Active videos the learner is not enrolled in. */
  videos: number;
  /** Active courses the learner is not enrolled in. */
  courses: number;
  /** Jobs open for applications today that the learner has not applied to. */
  jobs: number;
}

/** The learner header's counts and latest three alerts and messages (`001 §3`). */
export const learnerHeaderContract = defineFeatureContract({
  feature: 'learner-header',
});

export const learnerHeaderRestPaths = {
  feature: 'learner-header',
  restPaths: {
    ALERT_COUNT: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/count',
    NOTIFICATION_COUNT: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/count',
    ALERT_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/alert/list',
    NOTIFICATION_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/notification/list',
    /** Not in the spec's catalogue: the Videos, Courses and Jobs badges, read in the header's batch. */
    LIST_COUNTS: '/finx-fc-student-dashboard/api/v1/studentDashboard/header/listCounts',
  },
} as const satisfies RestPathTable;

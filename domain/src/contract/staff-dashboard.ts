import { defineFeatureContract, type RestPathTable } from './feature-contract';

/** The admin and ops dashboards (issue 13 item 1): figures over a period of whole India days. */

/** The longest period a dashboard reads, in days: a year and a day of daily points at most. */
export const STAFF_DASHBOARD_MAX_DAYS = 366;
/** The period shown when none is chosen: the last 30 days, today included. */
export const STAFF_DASHBOARD_DEFAULT_DAYS = 30;

export const StaffDashboardMessage = {
  PERIOD_INVALID: 'Please choose a valid From and To date',
  PERIOD_BACKWARDS: 'To must be on or after From',
  PERIOD_TOO_LONG: `Please choose a period of at most ${STAFF_DASHBOARD_MAX_DAYS} days`,
} as const;

/** One day's figures (ISO date, India time). */
export interface StaffDashboardDay {
  date: string;
  signUps: number;
  orders: number;
  revenueRupees: number;
  enrolments: number;
  applications: number;
}

export interface StaffDashboardFigures {
  from: string;
  to: string;
  /** Accounts created in the period (every role). */
  signUps: number;
  /** Orders paid in the period, and what they brought in. */
  orders: number;
  revenueRupees: number;
  enrolments: number;
  /** Job applications made in the period. */
  applications: number;
  /** Alerts learners have not read yet, whenever they were sent (a count now, not of the period). */
  openAlerts: number;
  days: StaffDashboardDay[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included; NaN when either is not an ISO date. */
export const periodDays = (from: string, to: string): number =>
  ISO_DATE.test(from) && ISO_DATE.test(to) ? (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 : Number.NaN;

/** Why a period cannot be read, or null when it can. */
export const staffDashboardPeriodProblem = (from: string, to: string): string | null => {
  const days = periodDays(from, to);
  if (Number.isNaN(days)) return StaffDashboardMessage.PERIOD_INVALID;
  if (days < 1) return StaffDashboardMessage.PERIOD_BACKWARDS;
  if (days > STAFF_DASHBOARD_MAX_DAYS) return StaffDashboardMessage.PERIOD_TOO_LONG;
  return null;
};

export const staffDashboardContract = defineFeatureContract({
  feature: 'staff-dashboard',
  clientPaths: {
    ADMIN_DASHBOARD: '/admin-dashboard',
    OPS_DASHBOARD: '/ops-dashboard',
    /** `001 §2`'s header components as routes: each header is part of its layout, so they open the dashboard. */
    ADMIN_HEADER: '/adminheader',
    OPS_HEADER: '/opsheader',
  },
});

export const staffDashboardRestPaths = {
  feature: 'staff-dashboard',
  restPaths: {
    /** Not in the spec: the admin and ops dashboards' figures over a period (issue 13 item 1). */
    STAFF_DASHBOARD: '/finx-fc-admin/api/v1/admin/dashboard',
  },
} as const satisfies RestPathTable;

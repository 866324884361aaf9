import { RoleGroup } from '../roles';
import { defineFeatureContract, type RestPathTable, withQuery } from './feature-contract';

/**
 * Staff reports (issue 14 item 4): one list-and-export pattern for every report. Each report names its
 * columns once here, so REST's grid rows, its streamed spreadsheet and the client's grid agree.
 */
export const ReportKind = {
  ENROLLMENT: 'ENROLLMENT',
  USER_ACTIVITY: 'USER_ACTIVITY',
  ASSESSMENT: 'ASSESSMENT',
  UNASSIGNED_USERS: 'UNASSIGNED_USERS',
  CFX_PROGRESS: 'CFX_PROGRESS',
  CRM_SIGN_UPS: 'CRM_SIGN_UPS',
  CRM_ORDERS: 'CRM_ORDERS',
  CRM_ENROLMENTS: 'CRM_ENROLMENTS',
  CRM_APPLICATIONS: 'CRM_APPLICATIONS',
  CRM_ASSESSMENTS: 'CRM_ASSESSMENTS',
  CRM_UNSUBSCRIBES: 'CRM_UNSUBSCRIBES',
} as const;
export type ReportKind = (typeof ReportKind)[keyof typeof ReportKind];

export interface ReportColumn {
  key: string;
  header: string;
}

export interface ReportDefinition {
  title: string;
  /** The export's file name before its DD-MM-YYYY suffix (`001 §9`). */
  fileStem: string;
  /** Who may read it, on the server: the route table of `001 §2`. */
  roles: readonly number[];
  columns: readonly ReportColumn[];
  /** Columns the server sorts by; the first is the default (newest first). */
  sortable: readonly string[];
  /** What the free-text filter searches, shown as the search box's label. */
  searchLabel: string;
}

/** `001 §2`'s admin-only report routes; SYSOPSADMIN reads every report too. */
const ADMIN: readonly number[] = RoleGroup.ADMIN_OR_SYSOPS;
/** `001 §2` "admin or ops" routes: /data-dump-report (and the CFX progress staff read with it). */
const ADMIN_OPS: readonly number[] = RoleGroup.STAFF_AND_SYSOPS;

/**
 * The CRM data dumps 1 to 6 of /data-dump-report (`001 §2`, admin or ops; their contents are not in the
 * spec, chosen in docs/decisions.md): each a spreadsheet of one CRM list, picked on one page by date range.
 */
export const CRM_DUMP_KINDS = [
  ReportKind.CRM_SIGN_UPS,
  ReportKind.CRM_ORDERS,
  ReportKind.CRM_ENROLMENTS,
  ReportKind.CRM_APPLICATIONS,
  ReportKind.CRM_ASSESSMENTS,
  ReportKind.CRM_UNSUBSCRIBES,
] as const;

const contact = (name: string): ReportColumn[] => [
  { key: 'partyId', header: 'Party ID' },
  { key: 'userName', header: name },
  { key: 'emailId', header: 'E-mail' },
  { key: 'mobileNo', header: 'Mobile' },
];
const dump = (
  n: number,
  title: string,
  columns: ReportColumn[],
  sortable: string[],
  searchLabel = 'Name, e-mail or mobile',
): ReportDefinition => ({
  title: `Data Dump ${n}: ${title}`,
  fileStem: `Data-Dump-${n}-${title.replaceAll(' ', '-')}`,
  roles: ADMIN_OPS,
  columns,
  sortable,
  searchLabel,
});

const CRM_DUMPS = {
  CRM_SIGN_UPS: dump(
    1,
    'Sign Ups',
    [
      ...contact('Name'),
      { key: 'entryMode', header: 'Entry Mode' },
      { key: 'leadSource', header: 'Lead Source' },
      { key: 'leadMedium', header: 'Lead Medium' },
      { key: 'leadCampaign', header: 'Lead Campaign' },
      { key: 'messagingConsent', header: 'Messaging Consent' },
      { key: 'registeredAt', header: 'Registered At' },
    ],
    ['registeredAt', 'userName'],
  ),
  CRM_ORDERS: dump(
    2,
    'Orders',
    [
      { key: 'orderId', header: 'Order ID' },
      ...contact('Name'),
      { key: 'products', header: 'Products' },
      { key: 'amountRupees', header: 'Amount (Rs)' },
      { key: 'couponCode', header: 'Coupon' },
      { key: 'paymentStatus', header: 'Payment Status' },
      { key: 'placedAt', header: 'Placed At' },
      { key: 'paidAt', header: 'Paid At' },
    ],
    ['placedAt', 'userName', 'amountRupees'],
    'Name, e-mail, mobile or coupon',
  ),
  CRM_ENROLMENTS: dump(
    3,
    'Enrolments',
    [
      ...contact('Name'),
      { key: 'productName', header: 'Product' },
      { key: 'source', header: 'Source' },
      { key: 'enrolledAt', header: 'Enrolled At' },
      { key: 'validUntil', header: 'Valid Until' },
      { key: 'completedAt', header: 'Completed At' },
    ],
    ['enrolledAt', 'userName', 'productName'],
    'Name, e-mail, mobile or product',
  ),
  CRM_APPLICATIONS: dump(
    4,
    'Job Applications',
    [
      ...contact('Name'),
      { key: 'jobTitle', header: 'Job' },
      { key: 'status', header: 'Status' },
      { key: 'appliedAt', header: 'Applied At' },
      { key: 'updatedAt', header: 'Updated At' },
    ],
    ['appliedAt', 'userName', 'jobTitle'],
    'Name, e-mail, mobile or job',
  ),
  CRM_ASSESSMENTS: dump(
    5,
    'Assessments',
    [
      ...contact('Name'),
      { key: 'assessmentName', header: 'Assessment' },
      { key: 'score', header: 'Score' },
      { key: 'status', header: 'Status' },
      { key: 'startedAt', header: 'Started At' },
      { key: 'submittedAt', header: 'Submitted At' },
    ],
    ['startedAt', 'userName', 'score'],
    'Name, e-mail, mobile or assessment',
  ),
  CRM_UNSUBSCRIBES: dump(
    6,
    'Unsubscribes',
    [
      ...contact('Name'),
      { key: 'reason', header: 'Reason' },
      { key: 'unsubscribedAt', header: 'Unsubscribed At' },
    ],
    ['unsubscribedAt', 'userName'],
  ),
} satisfies Record<(typeof CRM_DUMP_KINDS)[number], ReportDefinition>;

export const REPORTS: Record<ReportKind, ReportDefinition> = {
  // /report-enrollment (admin): studentreport/Enrollment.
  ENROLLMENT: {
    title: 'Enrolment Report',
    fileStem: 'Enrolment-Report',
    roles: ADMIN,
    columns: [
      { key: 'enrolmentId', header: 'Enrolment ID' },
      { key: 'studentPartyId', header: 'Student Party ID' },
      { key: 'studentName', header: 'Student Name' },
      { key: 'emailId', header: 'E-mail' },
      { key: 'productName', header: 'Product' },
      { key: 'source', header: 'Source' },
      { key: 'enrolledOn', header: 'Enrolled On' },
      { key: 'validUntil', header: 'Valid Until' },
      { key: 'score', header: 'Score' },
    ],
    sortable: ['enrolledOn', 'studentName', 'productName'],
    searchLabel: 'Name, e-mail or product',
  },
  // /user-activity and /user-activity-report (admin): activity/report, one row per sign-in.
  USER_ACTIVITY: {
    title: 'User Activity Report',
    fileStem: 'User-Activity-Report',
    roles: ADMIN,
    columns: [
      { key: 'partyId', header: 'Party ID' },
      { key: 'userName', header: 'Name' },
      { key: 'emailId', header: 'E-mail' },
      { key: 'roleName', header: 'Role' },
      { key: 'signedInAt', header: 'Signed In' },
      { key: 'lastSeenAt', header: 'Last Active' },
      { key: 'endedAt', header: 'Signed Out' },
    ],
    sortable: ['signedInAt', 'userName', 'lastSeenAt'],
    searchLabel: 'Name or e-mail',
  },
  // /assessment-report (admin): the assessment report rows of `001 §3`.
  ASSESSMENT: {
    title: 'Assessment Report',
    fileStem: 'Assessment-Report',
    roles: ADMIN,
    columns: [
      { key: 'studentReportId', header: 'Report ID' },
      { key: 'emailId', header: 'E-mail' },
      { key: 'studentName', header: 'Student Name' },
      { key: 'learningName', header: 'Assessment' },
      { key: 'learningProgress', header: 'Score' },
      { key: 'learningStatus', header: 'Status' },
      { key: 'startedAt', header: 'Started' },
      { key: 'learningCompletionDate', header: 'Completed' },
    ],
    sortable: ['startedAt', 'studentName', 'learningProgress'],
    searchLabel: 'Name, e-mail or assessment',
  },
  // /unassigned-users-report (admin): unassignedusers, learners enrolled on nothing.
  UNASSIGNED_USERS: {
    title: 'Unassigned Users Report',
    fileStem: 'Unassigned-Users-Report',
    roles: ADMIN,
    columns: [
      { key: 'partyId', header: 'Party ID' },
      { key: 'userName', header: 'Name' },
      { key: 'emailId', header: 'E-mail' },
      { key: 'mobileNo', header: 'Mobile' },
      { key: 'registeredOn', header: 'Registered On' },
    ],
    sortable: ['registeredOn', 'userName'],
    searchLabel: 'Name, e-mail or mobile',
  },
  // studentcfxreport/getstudentprogress and downloadcfxreport: each CFX learner's FEAT and lesson progress.
  CFX_PROGRESS: {
    title: 'CFX Progress Report',
    fileStem: 'CFX-Progress-Report',
    roles: ADMIN_OPS,
    columns: [
      { key: 'studentPartyId', header: 'Student Party ID' },
      { key: 'studentName', header: 'Student Name' },
      { key: 'emailId', header: 'E-mail' },
      { key: 'mobileNo', header: 'Mobile' },
      { key: 'featScore', header: 'FEAT Score' },
      { key: 'lessonsDone', header: 'Lessons Done' },
      { key: 'lessonsTotal', header: 'Lessons' },
      { key: 'progress', header: 'Progress %' },
      { key: 'enrolledOn', header: 'Enrolled On' },
      { key: 'lastLessonAt', header: 'Last Lesson' },
    ],
    sortable: ['enrolledOn', 'studentName', 'progress', 'featScore'],
    searchLabel: 'Name, e-mail or mobile',
  },
  ...CRM_DUMPS,
};

/**
 * `001 §7` studentreport/course (named without behaviour): one course's learners with their progress,
 * beside studentreport/Enrollment, for the same roles (rest-contract.md).
 */
export interface CourseReportRow {
  studentPartyID: number;
  studentName: string;
  emailId: string;
  /** ORDER, OFFLINE, FREE, SEED or STAFF: how the learner came to hold the course. */
  source: string;
  /** ISO date-times; validUntil and completedAt null when there is none. */
  enrolledAt: string;
  validUntil: string | null;
  lessonsDone: number;
  lessonsTotal: number;
  /** Whole percent of the course's lessons done. */
  progress: number;
  completedAt: string | null;
  score: number | null;
}

/** `001 §9` report table page size 10; the grid offers larger pages up to this. */
export const REPORT_PAGE_SIZES = [10, 25, 50] as const;
export const REPORT_MAX_PAGE_SIZE = 50;

/** A report's cell on the wire: text, a number, or nothing. */
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** The filters every report takes (dates are ISO YYYY-MM-DD, India days). */
export interface ReportFilter {
  search?: string;
  from?: string;
  to?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** A report export's link, issued to one staff member for minutes (the file is streamed behind it). */
export interface ReportExportLink {
  url: string;
  expiresAt: string;
}

// Characters with which a spreadsheet starts a formula (OWASP CSV injection), including tab and CR.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as it is safe to write into a spreadsheet: text that a spreadsheet would read as a formula
 * (`=HYPERLINK(...)`, `+1+1`, `@SUM`) gets a leading apostrophe, so it shows as typed and never runs.
 * Numbers are written as numbers (a negative number is a value, not a formula).
 */
export const formulaSafeText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A report cell as safe to write: text through formulaSafeText, numbers and empty cells as they are. */
export const spreadsheetSafe = (cell: ReportCell): ReportCell =>
  typeof cell === 'string' ? formulaSafeText(cell) : cell;

/** The gateway's public path of report exports (it passes `/staff/report-export/<kind>?…` on to REST). */
export const REPORT_EXPORT_PREFIX = '/staff/report-export';

const clientPaths = {
  /** `001 §2` staff reports (issue 14 item 4), admin only; /user-activity-report is the same report. */
  REPORT_ENROLLMENT: '/report-enrollment',
  USER_ACTIVITY: '/user-activity',
  USER_ACTIVITY_REPORT: '/user-activity-report',
  ASSESSMENT_REPORT: '/assessment-report',
  UNASSIGNED_USERS_REPORT: '/unassigned-users-report',
  /** `001 §2` CRM data dumps 1 to 6 (admin or ops), one page with a dump picker. */
  DATA_DUMP_REPORT: '/data-dump-report',
  /** Not in the spec's screens (it names studentcfxreport/getstudentprogress): the staff CFX progress report. */
  CFX_PROGRESS_REPORT: '/cfx-progress-report',
  /** Not in the spec's screens: the reports `001 §7` video/reportlist and studentreport/course and
   * `000 §7` sessionReport serve (issue 30 item 3; docs/decisions/rest-contract.md). */
  VIDEO_REPORT: '/video-report',
  COURSE_REPORT: '/course-report',
  SESSION_REPORT: '/session-report',
  /** Not in the spec's screens: the learners' course enquiries `001 §7` Admin StudentEnquiry lists. */
  COURSE_ENQUIRIES: '/course-enquiries',
} as const;

export const reportsContract = defineFeatureContract({
  feature: 'reports',
  clientPaths,
  clientRoutes: {
    reportEnrollment: (): string => clientPaths.REPORT_ENROLLMENT,
    userActivity: (): string => clientPaths.USER_ACTIVITY,
    assessmentReport: (): string => clientPaths.ASSESSMENT_REPORT,
    unassignedUsersReport: (): string => clientPaths.UNASSIGNED_USERS_REPORT,
    dataDumpReport: (): string => clientPaths.DATA_DUMP_REPORT,
    cfxProgressReport: (): string => clientPaths.CFX_PROGRESS_REPORT,
    videoReport: (): string => clientPaths.VIDEO_REPORT,
    courseReport: (productId?: number): string => withQuery(clientPaths.COURSE_REPORT, { productId }),
    sessionReport: (userId?: number): string => withQuery(clientPaths.SESSION_REPORT, { userId }),
    courseEnquiries: (productId?: number): string => withQuery(clientPaths.COURSE_ENQUIRIES, { productId }),
  },
});

export const reportsRestPaths = {
  feature: 'reports',
  restPaths: {
    /** `001 §7` studentreport/Enrollment, activity/report, assessment report, unassignedusers: one staff
     * report's page (issue 14 item 4; the report is a path segment, see ReportKind). */
    REPORT_LIST: '/finx-fc-admin/api/v1/report/list',
    /** A signed link to one report's spreadsheet, and the streamed spreadsheet behind it. */
    REPORT_EXPORT_LINK: '/finx-fc-admin/api/v1/report/exportLink',
    REPORT_EXPORT: '/finx-fc-admin/api/v1/report/export',
    /** `001 §7` studentreport/course: one course's learners with their progress (CourseReportRow). */
    STUDENT_REPORT_COURSE: '/finx-fc-student/api/v1/studentreport/course',
  },
} as const satisfies RestPathTable;

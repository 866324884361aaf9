import { RoleId } from '../roles';

/**
 * Staff reports (issue 14 item 4): one list-and-export pattern for every report. Each report names its
 * columns once here, so REST's grid rows, its streamed spreadsheet and the client's grid agree.
 */
export const ReportKind = {
  ENROLLMENT: 'ENROLLMENT',
  USER_ACTIVITY: 'USER_ACTIVITY',
  ASSESSMENT: 'ASSESSMENT',
  UNASSIGNED_USERS: 'UNASSIGNED_USERS',
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

const ADMIN: readonly number[] = [RoleId.ADMIN];

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
};

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

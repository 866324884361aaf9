import {
  COURSE_STUDENT_UPLOAD_COLUMNS,
  GDPI_UPLOAD_COLUMNS,
  JOB_UPLOAD_COLUMNS,
  MAIL_SUPPRESSION_UPLOAD_COLUMNS,
  PAYMENT_UPLOAD_COLUMNS,
  PROFILE_SCORE_UPLOAD_COLUMNS,
  SPOC_UPLOAD_COLUMNS,
  UploadRoute,
  USER_UPLOAD_COLUMNS,
} from '@finx/domain';

/** What differs between the bulk upload screens: the rest (pick, drop, progress, grid, export) is shared. */
export interface UploadKindView {
  title: string;
  /** The screen's data-testid. */
  testId: string;
  /** The gateway route the file is posted to. */
  route: UploadRoute;
  /** The template: its sheet, columns and one example row; the file stem of template and export. */
  sheetName: string;
  columns: readonly string[];
  example: ReadonlyArray<string | number>;
  fileStem: string;
  /** A line under the title: what one row does. */
  help?: string;
  /** What the result's fullName and emailId hold for this kind, as the grid and export head them. */
  identityHeaders?: readonly [string, string];
}

/** The heads of fullName and emailId when a kind names people. */
export const PERSON_HEADERS = ['Full Name', 'Email Id'] as const;

export const PAYMENT_UPLOAD: UploadKindView = {
  title: 'Bulk Payment Upload',
  testId: 'upload-payment',
  route: UploadRoute.PAYMENT,
  sheetName: 'Payments',
  columns: PAYMENT_UPLOAD_COLUMNS,
  example: [
    '15/01/2026',
    500,
    500,
    'INR',
    'captured',
    'Priya Sharma',
    'learner@finx.demo',
    'offline',
    'student',
    'full',
  ],
  fileStem: 'Bulk-Payment',
};

export const USER_UPLOAD: UploadKindView = {
  title: 'Users Bulk Upload',
  testId: 'upload-users',
  route: UploadRoute.USERS,
  sheetName: 'Users',
  columns: USER_UPLOAD_COLUMNS,
  example: ['Priya', 'Sharma', 'priya.sharma@example.com', '9876543210', 2],
  fileStem: 'Users-Bulk',
  help:
    'Each row creates a learner account. Gender: 1 Male, 2 Female, 3 Other. No passwords: each learner ' +
    'is mailed how to sign in (mobile number and OTP, or Forgot Password).',
};

export const UNSUBSCRIBE_BOUNCED_UPLOAD: UploadKindView = {
  title: 'Bulk Unsubscribe and Bounced Mails',
  testId: 'upload-unsubscribe-bounced',
  route: UploadRoute.UNSUBSCRIBE_BOUNCED,
  sheetName: 'Mails',
  columns: MAIL_SUPPRESSION_UPLOAD_COLUMNS,
  example: ['learner@finx.demo', 'bounced', 'Mailbox does not exist'],
  fileStem: 'Bulk-Unsubscribe',
  help: 'type is unsubscribe or bounced. Mails sent from Send Mail skip these addresses.',
};

export const COURSE_STUDENT_UPLOAD: UploadKindView = {
  title: 'Add Students to a Course',
  testId: 'upload-course-students',
  route: UploadRoute.COURSE_STUDENTS,
  sheetName: 'Enrolments',
  columns: COURSE_STUDENT_UPLOAD_COLUMNS,
  example: ['learner@finx.demo', '', 3008],
  fileStem: 'Course-Students',
  help: 'Each row enrols a learner (by emailId or studentId) in a course (its courseId) without payment.',
};

/** /adminbulkuploadgdpi: the learner, the status (Scheduled, Selected, Rejected, On Hold, Absent), scores. */
export const GDPI_UPLOAD: UploadKindView = {
  title: 'GDPI Bulk Upload',
  testId: 'upload-gdpi',
  route: UploadRoute.GDPI,
  sheetName: 'GDPI',
  columns: GDPI_UPLOAD_COLUMNS,
  example: ['Priya Sharma', 'learner@finx.demo', 'Selected', 72.5, 80, 'Clear and confident'],
  fileStem: 'Bulk-GDPI',
};

/** /upload-spoc: the member of staff by e-mail, the organisation as COLLEGE or CORPORATE and its id. */
export const SPOC_UPLOAD: UploadKindView = {
  title: 'Bulk SPOC Upload',
  testId: 'upload-spoc',
  route: UploadRoute.SPOC,
  sheetName: 'SPOC',
  columns: SPOC_UPLOAD_COLUMNS,
  example: ['Operations User', 'ops@finx.demo', 'COLLEGE', 1],
  fileStem: 'Bulk-SPOC',
};

/** /job-bulk-upload (`001 §7` createBulk): one job a row, named as on the form; lists split by ';'. */
export const JOB_UPLOAD: UploadKindView = {
  title: 'Jobs Bulk Upload',
  testId: 'upload-jobs',
  route: UploadRoute.JOBS,
  sheetName: 'Jobs',
  columns: JOB_UPLOAD_COLUMNS,
  example: [
    'Credit Analyst',
    'Kotak Mahindra Bank',
    'Credit and Underwriting',
    'Analyse credit files and write the risk notes for the credit committee.',
    'Excel; Financial Analysis',
    'Mumbai; Pune',
    1,
    3,
    400000,
    600000,
    'Full time',
    2,
    '31/12/2026',
  ],
  fileStem: 'Jobs-Bulk',
  help:
    'Each row creates an open job with the default stages. corporate, jobFunction, keySkills and ' +
    'locations are names as the job form lists them (several split by ";"). A job of the same ' +
    'corporate, title and locations is not created twice.',
  identityHeaders: ['Job Title', 'Corporate'],
};

/** /profile-score-upload (`001 §7` upload/profileScore): a learner by e-mail or mobile, a score 0..100. */
export const PROFILE_SCORE_UPLOAD: UploadKindView = {
  title: 'Profile Score Upload',
  testId: 'upload-profile-score',
  route: UploadRoute.PROFILE_SCORE,
  sheetName: 'Profile Scores',
  columns: PROFILE_SCORE_UPLOAD_COLUMNS,
  example: ['Priya Sharma', 'learner@finx.demo', '', 72.5, '15/01/2026', 'Mock interview'],
  fileStem: 'Profile-Score',
  help:
    "Each row records a learner's profile score (0 to 100) as assessed on a day (DD/MM/YYYY) by a " +
    'source. The learner is found by emailId or mobileNo. The latest day is the score staff see.',
  identityHeaders: ['Full Name', 'Email Id / Mobile'],
};

import { UPLOAD_MAX_MB, UPLOAD_MAX_ROWS } from '../constants';
import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

/**
 * Bulk uploads (issue 14, `001 §2` screen 8, §3 Bulk payment row, §5): the file kinds, every kind's
 * template columns, the gateway routes the browser posts them to, and the answer of an upload. Pure data
 * and pure checks, shared by rest-api, the gateway and the client.
 */

/** `001 §5`: the extensions a picked file may have; a dropped file may be xls or xlsx only. */
export const UPLOAD_PICK_EXTENSIONS = ['xls', 'xlsx', 'csv'] as const;
export const UPLOAD_DROP_EXTENSIONS = ['xls', 'xlsx'] as const;
export type UploadFormat = (typeof UPLOAD_PICK_EXTENSIONS)[number];

/** The lower-case extension of a file name, or '' when it has none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const isUploadFormat = (extension: string): extension is UploadFormat =>
  (UPLOAD_PICK_EXTENSIONS as readonly string[]).includes(extension);

/** `001 §3` Bulk payment row: the ten template columns, in the template's order. */
export const PAYMENT_UPLOAD_COLUMNS = [
  'paymentDate',
  'itemAmount',
  'totalAmount',
  'currency',
  'paymentStatus',
  'fullName',
  'emailId',
  'paymentMode',
  'paymentFrom',
  'paymentType',
] as const;
export type PaymentUploadColumn = (typeof PAYMENT_UPLOAD_COLUMNS)[number];

/** `001 §5`: a header cut at its first space ('paymentDate (DD/MM/YYYY)' reads as 'paymentDate'). */
export const headerKey = (header: string): string => header.trim().split(' ')[0] ?? '';

/** `001 §5`: every header of the first row must be one of the template's columns. */
export const isValidTemplate = (headers: readonly string[], columns: readonly string[]): boolean => {
  const keys = headers.map(headerKey).filter((key) => key !== '');
  return keys.length > 0 && keys.every((key) => columns.includes(key));
};

/** Spreadsheet serial days count from 30 December 1899 (the Lotus leap-year quirk included). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** `001 §5`: a spreadsheet serial date as an ISO date (YYYY-MM-DD). */
export const serialToIsoDate = (serial: number): string =>
  new Date(SERIAL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);

/** One refused row: its row number in the file, who it names, and every reason (`001 §3` failList). */
export interface UploadFailure {
  rowNumber: number;
  fullName: string;
  emailId: string;
  errors: string[];
}

/** One row kept: what it recorded. */
export interface UploadSuccess {
  rowNumber: number;
  fullName: string;
  emailId: string;
  reference: string;
}

/** `001 §3`: successCount, failCount, failList, successfullRecords; plus the rows already uploaded. */
export interface UploadResult {
  uploadId: number;
  totalCount: number;
  successCount: number;
  failCount: number;
  /** Rows of an earlier upload: nothing was added for them (issue 14 item 3). */
  duplicateCount: number;
  failList: UploadFailure[];
  successfullRecords: UploadSuccess[];
}

/**
 * Every upload is a job (issue 25 item 2): queued when the file is stored, running while its rows are
 * read and written in batches, then done (with its result) or failed (with the file's refusal).
 */
export type UploadJobState = 'queued' | 'running' | 'done' | 'failed';

/** What the upload's request answers at once, and what the screen polls until the job ends. */
export interface UploadJob {
  uploadId: number;
  state: UploadJobState;
  /** Data rows read and settled so far. */
  rowsDone: number;
  /** Data rows in the file, once counted (null until then). */
  rowsTotal: number | null;
  /** The outcome, once done. */
  result: UploadResult | null;
  /** Why the file as a whole was refused, once failed (a reason code of the uploads feature). */
  reasonCode: string | null;
}

/** The outcome the client announces (`001 §4`, §8). Duplicates alone count as nothing failed. */
export type UploadOutcome = 'success' | 'partial' | 'failed';

export const uploadOutcomeOf = (result: Pick<UploadResult, 'successCount' | 'failCount'>): UploadOutcome => {
  if (result.failCount === 0) return 'success';
  return result.successCount > 0 ? 'partial' : 'failed';
};

/*
 * The kinds after the payment one (issue 14 item 2): users, unsubscribe and bounced mails, students to a
 * course, GD/PI results, SPOC assignments, jobs and profile scores.
 */

/** `001 §3` Student enrolment row, less what the system decides (ids, dates, entry mode). */
export const USER_UPLOAD_COLUMNS = ['firstName', 'lastName', 'emailId', 'mobileNo', 'gender'] as const;
export type UserUploadColumn = (typeof USER_UPLOAD_COLUMNS)[number];

/** `001 §3` entry mode 2: an account made by a bulk upload. */
export const ENTRY_MODE_BULK_UPLOAD = 2;

/** /bulk-unsubscribe-upload: an address, whether it unsubscribed or bounced, and why. */
export const MAIL_SUPPRESSION_UPLOAD_COLUMNS = ['emailId', 'type', 'reason'] as const;
export type MailSuppressionUploadColumn = (typeof MAIL_SUPPRESSION_UPLOAD_COLUMNS)[number];
export const MAIL_SUPPRESSION_TYPES = ['unsubscribe', 'bounced'] as const;
export type MailSuppressionType = (typeof MAIL_SUPPRESSION_TYPES)[number];

/** /add-student-course: the learner by e-mail or student id (their party id), and the course's product id. */
export const COURSE_STUDENT_UPLOAD_COLUMNS = ['emailId', 'studentId', 'courseId'] as const;
export type CourseStudentUploadColumn = (typeof COURSE_STUDENT_UPLOAD_COLUMNS)[number];

/** The gateway routes the browser posts each kind's file to (raw bytes, as the payment file). */
export const UploadRoute = {
  PAYMENT: '/uploads/payment',
  USERS: '/uploads/users',
  UNSUBSCRIBE_BOUNCED: '/uploads/unsubscribe-bounced',
  COURSE_STUDENTS: '/uploads/course-students',
  GDPI: '/uploads/gdpi',
  SPOC: '/uploads/spoc',
  JOBS: '/uploads/jobs',
  PROFILE_SCORE: '/uploads/profile-score',
} as const;
/** Where the screen follows an upload's job: GET `${UPLOAD_PROGRESS_ROUTE}/<uploadId>` (issue 25). */
export const UPLOAD_PROGRESS_ROUTE = '/uploads/progress';
export type UploadRoute = (typeof UploadRoute)[keyof typeof UploadRoute];

/** `001 §2` /adminbulkuploadgdpi: the learner (by e-mail) and their group discussion / interview result. */
export const GDPI_UPLOAD_COLUMNS = [
  'fullName',
  'emailId',
  'gdpiStatus',
  'gdScore',
  'piScore',
  'remarks',
] as const;
export type GdpiUploadColumn = (typeof GDPI_UPLOAD_COLUMNS)[number];

/** `001 §2` /upload-spoc bulk file: the member of staff by e-mail and the organisation by type and id. */
export const SPOC_UPLOAD_COLUMNS = ['fullName', 'emailId', 'organisationType', 'organisationId'] as const;
export type SpocUploadColumn = (typeof SPOC_UPLOAD_COLUMNS)[number];

/**
 * The jobs file (`001 §7` job createBulk, issue 14 item 2): one job a row, named as staff know them
 * (corporate, job function, key skills and locations by name, lists split by ';'); the form's rules hold.
 */
export const JOB_UPLOAD_COLUMNS = [
  'title',
  'corporate',
  'jobFunction',
  'description',
  'keySkills',
  'locations',
  'minExperience',
  'maxExperience',
  'salaryMin',
  'salaryMax',
  'employmentType',
  'openings',
  'closesOn',
] as const;
export type JobUploadColumn = (typeof JOB_UPLOAD_COLUMNS)[number];

/** `001 §7` upload/profileScore: the learner by e-mail or mobile, a score 0..100, when and by whom assessed. */
export const PROFILE_SCORE_UPLOAD_COLUMNS = [
  'fullName',
  'emailId',
  'mobileNo',
  'score',
  'assessedOn',
  'source',
] as const;
export type ProfileScoreUploadColumn = (typeof PROFILE_SCORE_UPLOAD_COLUMNS)[number];
export const PROFILE_SCORE_MAX = 100;
export const PROFILE_SCORE_SOURCE_MAX = 100;

/** A learner's latest uploaded profile score (not shown in spec: docs/decisions.md, "profile score"). */
export interface ProfileScore {
  score: number;
  /** ISO date (YYYY-MM-DD). */
  assessedOn: string;
  /** Who or what assessed it; 'Upload' when the file left it empty. */
  source: string;
}

const reasons = reasonsOf({
  // `001 §5` Bulk payment file.
  UPLOAD_INVALID_FORMAT: 'Invalid File Format',
  UPLOAD_INVALID_TEMPLATE: 'Please upload a valid template',
  UPLOAD_TOO_LARGE: `The file is larger than ${UPLOAD_MAX_MB} MB. Please split it and upload the parts.`,
  UPLOAD_TOO_MANY_ROWS: `The file has more than ${UPLOAD_MAX_ROWS} rows. Please split it and upload the parts.`,
  UPLOAD_FORMULA: 'The file contains formulas. Please paste the values only and upload it again.',
  UPLOAD_UNSAFE_ARCHIVE: 'The file could not be read safely. Please save it again as a plain spreadsheet.',
  UPLOAD_EMPTY: 'The file has no rows to upload.',
  UPLOAD_INTERRUPTED:
    'The upload stopped before it finished. The rows it recorded are kept; upload the file again to add the rest (rows already uploaded are skipped).',
  UPLOAD_NOT_FOUND: 'This upload is not known. Please upload the file again.',
  // A row's reasons: the row is reported in the answer, the file goes on.
  UPLOAD_ROW_REQUIRED: 'is required',
  UPLOAD_ROW_INVALID: 'is not valid',
  UPLOAD_ROW_UNKNOWN_LEARNER: 'No learner is registered with this E-Mail Id.',
  UPLOAD_ROW_NO_ORDER: 'This learner has no unpaid order for this total amount.',
  UPLOAD_ROW_DUPLICATE: 'This row was already uploaded; it was skipped.',
  UPLOAD_ROW_UNKNOWN_ACCOUNT: 'No account is registered with this E-Mail Id.',
  UPLOAD_ROW_UNKNOWN_COURSE: 'No course has this courseId.',
  UPLOAD_ROW_STUDENT_MISMATCH: 'The studentId and the emailId name different learners.',
  UPLOAD_ROW_ALREADY_ENROLLED: 'This learner is already enrolled in this course.',
  UPLOAD_ROW_UNKNOWN_STAFF: 'No admin or operations user is registered with this E-Mail Id.',
  UPLOAD_ROW_UNKNOWN_NAME: 'is not a known name',
  UPLOAD_ROW_UNKNOWN_USER: 'No learner is registered with this E-Mail Id or mobile number.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Bulk uploads (issue 14): the file's refusals and each row's reasons. */
export const UploadsReasons = [
  C.UPLOAD_INVALID_FORMAT,
  C.UPLOAD_INVALID_TEMPLATE,
  C.UPLOAD_TOO_LARGE,
  C.UPLOAD_TOO_MANY_ROWS,
  C.UPLOAD_FORMULA,
  C.UPLOAD_UNSAFE_ARCHIVE,
  C.UPLOAD_EMPTY,
  C.UPLOAD_INTERRUPTED,
  C.UPLOAD_NOT_FOUND,
  C.VALIDATION_FAILED,
] as const;
export type UploadsReason = (typeof UploadsReasons)[number];

/** /add-course-student: one learner enrolled in a course by staff (issue 14 item 2). */
export const CourseStudentReasons = [
  C.UPLOAD_ROW_UNKNOWN_LEARNER,
  C.UPLOAD_ROW_UNKNOWN_COURSE,
  C.UPLOAD_ROW_STUDENT_MISMATCH,
  C.UPLOAD_ROW_ALREADY_ENROLLED,
  C.VALIDATION_FAILED,
] as const;
export type CourseStudentReason = (typeof CourseStudentReasons)[number];

const clientPaths = {
  /** `001 §2` screen 8: the bulk payment upload (staff alone here, docs/decisions.md "uploads"). */
  UPLOAD_PAYMENT: '/uploadPayment',
  /** `001 §2` the other bulk uploads (issue 14 item 2); /add-course-student is the one-learner form. */
  USER_BULK_UPLOAD: '/userbulkupload',
  BULK_UNSUBSCRIBE_UPLOAD: '/bulk-unsubscribe-upload',
  ADD_STUDENT_COURSE: '/add-student-course',
  ADD_COURSE_STUDENT: '/add-course-student',
  /** `001 §2` admin only: the GD/PI bulk file (issue 14 item 2); the status list is the gdpi feature's. */
  ADMIN_BULK_UPLOAD_GDPI: '/adminbulkuploadgdpi',
  /** Not spec routes: the jobs file (createBulk) and the profile score file (upload/profileScore), admin or ops. */
  JOB_BULK_UPLOAD: '/job-bulk-upload',
  PROFILE_SCORE_UPLOAD: '/profile-score-upload',
} as const;

export const uploadsContract = defineFeatureContract({
  feature: 'uploads',
  reasons,
  refusals: [UploadsReasons, CourseStudentReasons],
  clientPaths,
  clientRoutes: {
    uploadPayment: (): string => clientPaths.UPLOAD_PAYMENT,
    userBulkUpload: (): string => clientPaths.USER_BULK_UPLOAD,
    bulkUnsubscribeUpload: (): string => clientPaths.BULK_UNSUBSCRIBE_UPLOAD,
    addStudentCourse: (): string => clientPaths.ADD_STUDENT_COURSE,
    addCourseStudent: (): string => clientPaths.ADD_COURSE_STUDENT,
    adminBulkUploadGdpi: (): string => clientPaths.ADMIN_BULK_UPLOAD_GDPI,
    jobBulkUpload: (): string => clientPaths.JOB_BULK_UPLOAD,
    profileScoreUpload: (): string => clientPaths.PROFILE_SCORE_UPLOAD,
  },
});

export const uploadsRestPaths = {
  feature: 'uploads',
  restPaths: {
    /** `001 §7` Offline payment bulk: the bulk payment file (/uploadPayment), streamed as raw bytes. */
    UPLOAD_PAYMENT: '/finx-fc-payment/api/v1/student/bulkupload/offline/payment',
    /**
     * `001 §7` Dashboard bulkupload and Bulk payment upload ("POST with an array of rows"): the same rows
     * as JSON, `{ rows: [{ paymentDate, itemAmount, ... }] }`, through the same upload job.
     */
    UPLOAD_PAYMENT_ROWS: '/finx-fc-student-dashboard/api/v1/studentDashboard/bulkupload',
    /** `001 §7` student bulkupload, admin unsubscribe-bounced-upload, and students to a course (issue 14). */
    UPLOAD_USERS: '/finx-fc-student/api/v1/student/bulkupload',
    UPLOAD_UNSUBSCRIBE_BOUNCED: '/finx-fc-admin/api/v1/admin/unsubscribe-bounced-upload',
    UPLOAD_COURSE_STUDENTS: '/finx-fc-admin/api/v1/admin/course/student/bulkupload',
    /** /add-course-student: one learner enrolled in one course by staff, without payment. */
    COURSE_STUDENT_ENROL: '/finx-fc-admin/api/v1/admin/course/student',
    /** `001 §7` gdpi/gdpibulkupdate: the GD/PI file (/adminbulkuploadgdpi). */
    UPLOAD_GDPI: '/finx-fc-student/api/v1/gdpi/gdpibulkupdate',
    /** `001 §3` SPOC: the bulk file of assignSpoc rows (/upload-spoc). */
    UPLOAD_SPOC: '/finx-fc-student-dashboard/api/spoc/bulkupload',
    /** `001 §7` job createBulk as a file: one job a row, names looked up to ids (issue 14 item 2). */
    UPLOAD_JOBS: '/finx-fc-student/api/v1/job/createBulk/upload',
    /** `001 §7` upload/profileScore: learners' profile scores from a file. */
    UPLOAD_PROFILE_SCORE: '/finx-fc-student/api/v1/student/upload/profileScore',
    /** Not in the spec: one upload's job (state, rows done of total, then its result), `?uploadId=` (issue 25). */
    UPLOAD_PROGRESS: '/finx-fc-admin/api/v1/admin/bulkupload/progress',
  },
} as const satisfies RestPathTable;

/**
 * The bulk uploads after the payment one (issue 14 item 2, part A): users, unsubscribe and bounced
 * mails, and students to a course. Their template columns, the gateway paths the browser posts them to,
 * and the codes the rows use. The framework (limits, outcomes, the answer) is in `uploads.ts`.
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

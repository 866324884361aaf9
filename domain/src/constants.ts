/** Business constants and limits of `000 §9` and `001 §9`. Times are in milliseconds. */
export const ProductId = { FEAT: 20849, CFX: 1083 } as const;

export const OTP_LENGTH = 4;
export const OTP_COUNTDOWN_MS = 180_000;
export const OTP_RESEND_VISIBLE_MS = 5_000;
export const OTP_MAX_FAILURES = 3;
export const COUNTRY_CODE = '91';
export const MOBILE_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const ENTRY_MODE_WEB_REGISTRATION = 4;

export const Delay = {
  AFTER_LOGIN: 3_000,
  AFTER_REGISTRATION: 1_500,
  AFTER_REGISTRATION_OTP_CAP: 5_000,
  BEFORE_REACTIVATION_RETRY: 2_000,
  BEFORE_CONSENT_TAB: 500,
  SESSION_TIMEOUT_RELOAD: 3_500,
  AFTER_PASSWORD_CHANGE_ADMIN: 2_000,
  AFTER_PASSWORD_CHANGE: 5_000,
  AFTER_FORGOT_PASSWORD: 3_000,
  SESSION_CHECK: 200,
  FEEDBACK_RELOAD: 1_500,
  SESSION_EXPIRED_REDIRECT: 5_000,
  WALLET_AUTO_SUBMIT: 2_000,
  RETURN_TO_TOP: 500,
} as const;

export const IDLE_TIMEOUT_MS = 1_200_000;
export const DROPDOWN_MAX_ITEMS = 3;
export const SUBMIT_GUARD_MS = 2_500;
export const LOADER_Z_INDEX = 1051;
/**
 * `001 §9` "Excel limit 20": the largest spreadsheet a member of staff may upload, in MB. Every bulk
 * upload reads it through UPLOAD_MAX_BYTES: the screen before sending, rest-api as the body streams
 * (docs/decisions/bulk-uploads.md, "The Excel limit").
 */
export const EXCEL_LIMIT = 20;
export const REPORT_PAGE_SIZE = 10;
export const BULK_FAILURE_PAGE_SIZE = 5;
/** Bulk uploads (issue 14): the file's size is the spec's EXCEL_LIMIT; the row cap is this system's. */
export const UPLOAD_MAX_MB = EXCEL_LIMIT;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 20_000;
/**
 * Rows an upload job settles per batch (one committed checkpoint): small enough that a batch holds the
 * embedded database (PGlite answers one query at a time) for a moment only, and that a restart redoes
 * little (issue 25).
 */
export const UPLOAD_BATCH_ROWS = 100;

export const Toast = {
  DEFAULT_MS: 10_000,
  LONG_INFO_MS: 16_000,
  SHORT_MS: 3_000,
} as const;

/**
 * The education loan's statuses. `001 §4`/§9 give only 3 (the learner paid for CFX); the others are this
 * system's (docs/decisions.md, 'Education loan (issue 11)').
 */
export const LoanStatus = { APPLIED: 1, APPROVED: 2, PAID: 3, REJECTED: 4 } as const;
export type LoanStatus = (typeof LoanStatus)[keyof typeof LoanStatus];
export const LOAN_STATUS_PAID = LoanStatus.PAID;
/** The words a status is shown with. */
export const LoanStatusLabel: Readonly<Record<LoanStatus, string>> = {
  1: 'Applied',
  2: 'Approved',
  3: 'Paid',
  4: 'Rejected',
};
export const isLoanStatus = (value: unknown): value is LoanStatus =>
  typeof value === 'number' && Object.hasOwn(LoanStatusLabel, value);
export const COUPON_NONE = 'ZERO';
export const ORDER_ITEM_ID = 1;

export const EmailTemplate = { VERIFICATION: 108, EMAIL_OTP: 7005 } as const;

export const SUPPORT_EMAIL = 'support@finx.in';
export const SUPPORT_PHONE = '+91 22 4000 1234';
export const PRODUCT_NAME = 'FinX';

export const Gender = { 1: 'Male', 2: 'Female', 3: 'Other' } as const;

/**
 * The learner's documents (issue 11): the spec names no limits, these are this system's (docs/decisions.md).
 * The client checks the size before sending; the server checks size and type again, by the bytes.
 */
export const DOCUMENT_MAX_MB = 2;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
export const DOCUMENT_MAX_COUNT = 20;
export const DOCUMENT_FILE_NAME_MAX = 120;

/**
 * A video product's file (/add-video, /edit-video): MP4 or WebM, judged by the bytes. The limit is this
 * system's (the spec names none): the file travels whole through the gateway (docs/decisions.md).
 */
export const VIDEO_MAX_MB = 25;
export const VIDEO_MAX_BYTES = VIDEO_MAX_MB * 1024 * 1024;

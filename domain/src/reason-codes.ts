import {
  DOCUMENT_MAX_COUNT,
  DOCUMENT_MAX_MB,
  VIDEO_MAX_MB,
  OTP_MAX_FAILURES,
  PRODUCT_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  UPLOAD_MAX_MB,
  UPLOAD_MAX_ROWS,
} from './constants';
import { Text } from './messages';
import { MESSAGING_RECIPIENTS_MAX } from './contract/messaging';
import { OtpPurpose } from './contract/registration';
import { REFERRALS_PER_DAY, RegistrationText } from './validation/form-texts';

/**
 * Every reason code the platform returns, spec codes (`000 §8`) first, then the codes this system adds
 * for situations the spec describes without a code. The message map below must name each one: adding a
 * code without its message fails to compile.
 */
export const ReasonCode = {
  MOBILE_NOT_REGISTERED: 'FC-01',
  MOBILE_REGISTERED_OTHER: 'FC-02',
  MOBILE_ALREADY_REGISTERED: 'FC-03',
  MOBILE_REGISTERED_PAYMENT_PENDING: 'FC-04',
  INVALID_OTP_OR_PASSWORD: 'DM_02',
  RELOAD_HOME: 'SM_11',
  INVALID_CREDENTIALS: 'SM-03',
  INACTIVE_USER: 'SM-03-INACTIVE',
  ACCOUNT_SUSPENDED: 'SM-04',
  ALREADY_LOGGED_IN: 'SM-07',
  ACCOUNT_LOCKED: 'SM-12',
  ACCOUNT_SUSPENDED_ALT: 'SM-13',
  CONSENT_WITHDRAWN: 'SM-14',
  UNKNOWN_EMAIL: 'EMAIL_NOT_REGISTERED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  TOKEN_FAILURE: 'TOKEN_FAILURE',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  SENSITIVE_FIELD_IN_CLEAR: 'SENSITIVE_FIELD_IN_CLEAR',
  STALE_JTI: 'STALE_JTI',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  LOGIN_THROTTLED: 'LOGIN_THROTTLED',
  OTP_HELD: 'OTP_HELD',
  ONE_SIGN_IN_PER_REQUEST: 'ONE_SIGN_IN_PER_REQUEST',
  CURRENT_PASSWORD_REQUIRED: 'CURRENT_PASSWORD_REQUIRED',
  CURRENT_PASSWORD_INCORRECT: 'CURRENT_PASSWORD_INCORRECT',
  PASSWORD_POLICY: 'PASSWORD_POLICY',
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  UNSUBSCRIBE_LINK_INVALID: 'UNSUBSCRIBE_LINK_INVALID',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_NOT_VERIFIED: 'OTP_NOT_VERIFIED',
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  INVALID_EMAIL_DOMAIN: 'INVALID_EMAIL_DOMAIN',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  EMAIL_VERIFICATION_INVALID: 'EMAIL_VERIFICATION_INVALID',
  INSTITUTE_ALREADY_SAVED: 'INSTITUTE_ALREADY_SAVED',
  SOCIAL_LOGIN_FAILED: 'SOCIAL_LOGIN_FAILED',
  SOCIAL_EMAIL_MISSING: 'SOCIAL_EMAIL_MISSING',
  CFX_NEEDS_FEAT: 'CFX_NEEDS_FEAT',
  CART_EMPTY: 'CART_EMPTY',
  ALREADY_ENROLLED: 'ALREADY_ENROLLED',
  NOT_ENROLLED: 'NOT_ENROLLED',
  ACCESS_EXPIRED: 'ACCESS_EXPIRED',
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  ORDER_ALREADY_PAID: 'ORDER_ALREADY_PAID',
  ORDER_PRODUCTS_OWNED: 'ORDER_PRODUCTS_OWNED',
  ORDER_TOTAL_CHANGED: 'ORDER_TOTAL_CHANGED',
  ORDER_NOT_REFUNDABLE: 'ORDER_NOT_REFUNDABLE',
  ORDER_CREATION_FAILED: 'ORDER_CREATION_FAILED',
  COUPON_INVALID: 'COUPON_INVALID',
  COUPON_EXPIRED: 'COUPON_EXPIRED',
  COUPON_EXHAUSTED: 'COUPON_EXHAUSTED',
  COUPON_NOT_APPLICABLE: 'COUPON_NOT_APPLICABLE',
  COUPON_ALREADY_USED: 'COUPON_ALREADY_USED',
  COUPON_MIN_ORDER: 'COUPON_MIN_ORDER',
  COUPON_LOCKED: 'COUPON_LOCKED',
  COUPON_LIMIT_REACHED: 'COUPON_LIMIT_REACHED',
  COUPON_LEARNER_LIMIT_REACHED: 'COUPON_LEARNER_LIMIT_REACHED',
  PAYMENT_SIGNATURE_INVALID: 'PAYMENT_SIGNATURE_INVALID',
  LOAN_ALREADY_APPLIED: 'LOAN_ALREADY_APPLIED',
  ASSESSMENT_TIME_UP: 'ASSESSMENT_TIME_UP',
  ASSESSMENT_SUBMITTED: 'ASSESSMENT_SUBMITTED',
  ASSESSMENT_NOT_STARTED: 'ASSESSMENT_NOT_STARTED',
  LOAN_COURSE_PAID: 'LOAN_COURSE_PAID',
  DOCUMENT_INVALID_FORMAT: 'DOCUMENT_INVALID_FORMAT',
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  DOCUMENT_LIMIT_REACHED: 'DOCUMENT_LIMIT_REACHED',
  NO_DOCUMENT: 'NO_DOCUMENT',
  NO_CANDIDATE_SELECTED: 'NO_CANDIDATE_SELECTED',
  PAYMENT_PROVIDER_FAILED: 'PAYMENT_PROVIDER_FAILED',
  EVENT_ALREADY_RSVPED: 'EVENT_ALREADY_RSVPED',
  EVENT_IS_PAST: 'EVENT_IS_PAST',
  EVENT_FULL: 'EVENT_FULL',
  EVENT_NO_RSVPS: 'EVENT_NO_RSVPS',
  NOT_COLLEGE_MEMBER: 'NOT_COLLEGE_MEMBER',
  SPOC_NOT_STAFF: 'SPOC_NOT_STAFF',
  ADMISSION_NOT_ELIGIBLE: 'ADMISSION_NOT_ELIGIBLE',
  ADMISSION_ALREADY_ACCEPTED: 'ADMISSION_ALREADY_ACCEPTED',
  REFERRAL_LIMIT: 'REFERRAL_LIMIT',
  REFERRAL_ALREADY_SENT: 'REFERRAL_ALREADY_SENT',
  JOB_NOT_OPEN: 'JOB_NOT_OPEN',
  JOB_ALREADY_APPLIED: 'JOB_ALREADY_APPLIED',
  JOB_ANSWER_INVALID: 'JOB_ANSWER_INVALID',
  COURSE_ALREADY_APPLIED: 'COURSE_ALREADY_APPLIED',
  JOB_STAGE_LAST: 'JOB_STAGE_LAST',
  JOB_APPLICATION_CLOSED: 'JOB_APPLICATION_CLOSED',
  JOB_STAGE_IN_USE: 'JOB_STAGE_IN_USE',
  JOB_PIPELINE_INVALID: 'JOB_PIPELINE_INVALID',
  JOB_ALREADY_REFERRED: 'JOB_ALREADY_REFERRED',
  STAGE_NOT_REACHED: 'STAGE_NOT_REACHED',
  CANDIDATE_NO_MOBILE: 'CANDIDATE_NO_MOBILE',
  INTERVIEW_STAGE_INVALID: 'INTERVIEW_STAGE_INVALID',
  INTERVIEW_IS_PAST: 'INTERVIEW_IS_PAST',
  EXPORT_EMPTY: 'EXPORT_EMPTY',
  USER_SELF_CHANGE: 'USER_SELF_CHANGE',
  USER_EMAIL_TAKEN: 'USER_EMAIL_TAKEN',
  USER_MOBILE_TAKEN: 'USER_MOBILE_TAKEN',
  USER_NOT_LEARNER: 'USER_NOT_LEARNER',
  USER_NOT_HELD: 'USER_NOT_HELD',
  MESSAGE_ALREADY_SENT: 'MESSAGE_ALREADY_SENT',
  MESSAGE_NO_RECIPIENTS: 'MESSAGE_NO_RECIPIENTS',
  MESSAGE_TOO_MANY_RECIPIENTS: 'MESSAGE_TOO_MANY_RECIPIENTS',
  USER_HELD: 'USER_HELD',
  USER_SUSPENDED: 'USER_SUSPENDED',
  CATALOGUE_ADD_ON_PRICE: 'CATALOGUE_ADD_ON_PRICE',
  CATALOGUE_BELOW_ADD_ON: 'CATALOGUE_BELOW_ADD_ON',
  CATALOGUE_PARENT_INVALID: 'CATALOGUE_PARENT_INVALID',
  CATALOGUE_CATEGORY_UNKNOWN: 'CATALOGUE_CATEGORY_UNKNOWN',
  CATALOGUE_PREREQUISITE_SELF: 'CATALOGUE_PREREQUISITE_SELF',
  CATALOGUE_PREREQUISITE_CYCLE: 'CATALOGUE_PREREQUISITE_CYCLE',
  CATALOGUE_PREREQUISITE_UNKNOWN: 'CATALOGUE_PREREQUISITE_UNKNOWN',
  CATALOGUE_LOOKING_FOR_UNKNOWN: 'CATALOGUE_LOOKING_FOR_UNKNOWN',
  LEARNING_PATH_SEQUENCE: 'LEARNING_PATH_SEQUENCE',
  LEARNING_PATH_COURSE_UNKNOWN: 'LEARNING_PATH_COURSE_UNKNOWN',
  VIDEO_INVALID_FORMAT: 'VIDEO_INVALID_FORMAT',
  VIDEO_TOO_LARGE: 'VIDEO_TOO_LARGE',
  VIDEO_NOT_A_VIDEO: 'VIDEO_NOT_A_VIDEO',
  UPLOAD_INVALID_FORMAT: 'UPLOAD_INVALID_FORMAT',
  UPLOAD_INVALID_TEMPLATE: 'UPLOAD_INVALID_TEMPLATE',
  UPLOAD_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  UPLOAD_TOO_MANY_ROWS: 'UPLOAD_TOO_MANY_ROWS',
  UPLOAD_FORMULA: 'UPLOAD_FORMULA',
  UPLOAD_UNSAFE_ARCHIVE: 'UPLOAD_UNSAFE_ARCHIVE',
  UPLOAD_EMPTY: 'UPLOAD_EMPTY',
  UPLOAD_INTERRUPTED: 'UPLOAD_INTERRUPTED',
  UPLOAD_NOT_FOUND: 'UPLOAD_NOT_FOUND',
  UPLOAD_ROW_REQUIRED: 'UPLOAD_ROW_REQUIRED',
  UPLOAD_ROW_INVALID: 'UPLOAD_ROW_INVALID',
  UPLOAD_ROW_UNKNOWN_LEARNER: 'UPLOAD_ROW_UNKNOWN_LEARNER',
  UPLOAD_ROW_NO_ORDER: 'UPLOAD_ROW_NO_ORDER',
  UPLOAD_ROW_DUPLICATE: 'UPLOAD_ROW_DUPLICATE',
  UPLOAD_ROW_UNKNOWN_ACCOUNT: 'UPLOAD_ROW_UNKNOWN_ACCOUNT',
  UPLOAD_ROW_UNKNOWN_COURSE: 'UPLOAD_ROW_UNKNOWN_COURSE',
  UPLOAD_ROW_STUDENT_MISMATCH: 'UPLOAD_ROW_STUDENT_MISMATCH',
  UPLOAD_ROW_ALREADY_ENROLLED: 'UPLOAD_ROW_ALREADY_ENROLLED',
  UPLOAD_ROW_UNKNOWN_STAFF: 'UPLOAD_ROW_UNKNOWN_STAFF',
  UPLOAD_ROW_UNKNOWN_NAME: 'UPLOAD_ROW_UNKNOWN_NAME',
  UPLOAD_ROW_UNKNOWN_USER: 'UPLOAD_ROW_UNKNOWN_USER',
  DISCOUNT_CODE_TAKEN: 'DISCOUNT_CODE_TAKEN',
  DISCOUNT_PRODUCT_UNKNOWN: 'DISCOUNT_PRODUCT_UNKNOWN',
  CORPORATE_NAME_TAKEN: 'CORPORATE_NAME_TAKEN',
  COLLEGE_NAME_TAKEN: 'COLLEGE_NAME_TAKEN',
  COLLEGE_MEMBER_ROLE: 'COLLEGE_MEMBER_ROLE',
  COLLEGE_MEMBER_ELSEWHERE: 'COLLEGE_MEMBER_ELSEWHERE',
  COLLEGE_MEMBER_UNKNOWN: 'COLLEGE_MEMBER_UNKNOWN',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type ReasonCode = (typeof ReasonCode)[keyof typeof ReasonCode];

export const ReasonMessage = {
  'FC-01': 'Mobile number is not registered. Please try again.',
  'FC-02': 'This mobile number cannot be used for registration.',
  'FC-03': `Mobile number has already been registered. Please log into the platform to proceed... For support, contact ${SUPPORT_EMAIL} or ${SUPPORT_PHONE}.`,
  'FC-04': `Mobile number has already been registered. Please log into the platform to proceed... Your payment is pending. For support, contact ${SUPPORT_EMAIL} or ${SUPPORT_PHONE}.`,
  DM_02: 'Invalid OTP',
  SM_11: 'Please reload the page.',
  'SM-03': 'Invalid Login Credentials. Please try again',
  'SM-03-INACTIVE': `Access Unauthorized. For login support, please contact ${SUPPORT_EMAIL}`,
  'SM-04': 'Your Account has been Suspended...',
  'SM-07': 'You are already logged in on another machine, do you want to logout?',
  'SM-12': `Your account has been locked after 3 unsuccessful attempts. Please contact support at ${SUPPORT_EMAIL}.`,
  'SM-13': 'Your Account has been Suspended...',
  'SM-14': 'User has withdrawn consent',
  EMAIL_NOT_REGISTERED:
    'Your Email ID is not registered with us. Please register yourself by clicking the Register button below.',
  INVALID_EMAIL: 'Invalid email address',
  TOKEN_FAILURE: 'Sorry for the Inconvenience! Error has been raised',
  SESSION_EXPIRED: 'Your session is expired, Please login again.',
  UNAUTHENTICATED: 'Your session is expired, Please login again.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'The requested record was not found.',
  VALIDATION_FAILED: 'Please check the highlighted fields.',
  SENSITIVE_FIELD_IN_CLEAR: 'Sensitive fields must be encrypted.',
  STALE_JTI: 'Your session is expired, Please login again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  LOGIN_THROTTLED:
    'Too many unsuccessful sign-in attempts have been made from your network. Please wait a few minutes and try again.',
  OTP_HELD:
    'Too many wrong OTPs have been entered for this mobile number, so OTP login for this number is paused for a day. Please log in with your E-Mail Id and password, or try again tomorrow.',
  ONE_SIGN_IN_PER_REQUEST: 'Only one sign-in can be attempted at a time. Please sign in once.',
  CURRENT_PASSWORD_REQUIRED: 'Please provide old password',
  CURRENT_PASSWORD_INCORRECT: 'Current Password is incorrect',
  PASSWORD_POLICY: 'Please enter password as per password policy',
  RESET_LINK_INVALID: 'This password reset link is invalid or has expired. Please request a new one.',
  UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is invalid.',
  OTP_EXPIRED: 'OTP has expired. Please click on Resend OTP.',
  OTP_NOT_VERIFIED: 'Please verify your mobile number with the OTP first.',
  EMAIL_ALREADY_REGISTERED: 'This E-Mail Id is already registered. Please log into the platform to proceed.',
  INVALID_EMAIL_DOMAIN: 'Please use a valid e-mail address; disposable e-mail domains are not accepted.',
  TERMS_NOT_ACCEPTED: 'Please select Terms and Conditions',
  EMAIL_VERIFICATION_INVALID: 'This verification link is invalid or has expired.',
  INSTITUTE_ALREADY_SAVED: 'Institute details have already been saved.',
  SOCIAL_LOGIN_FAILED: 'We could not verify your sign-in with this account. Please try again.',
  SOCIAL_EMAIL_MISSING:
    'Your social account did not share an e-mail address. Please register with your E-Mail Id instead.',
  CFX_NEEDS_FEAT:
    'The Chartered Financial Expert (CFX) programme needs the FEAT assessment first. Please buy and attempt FEAT before registering for CFX.',
  CART_EMPTY: 'Your cart is empty. Please add a course or video before checking out.',
  ALREADY_ENROLLED:
    'You have already purchased this product. You can find it in My Learning on your dashboard.',
  NOT_ENROLLED: 'You have not purchased this product. Please buy it from the catalogue to open its lessons.',
  ACCESS_EXPIRED: 'Your access to this product has expired. Please purchase it again to continue learning.',
  ORDER_NOT_PAYABLE: 'This order can no longer be paid. Please start again from your cart.',
  ORDER_ALREADY_PAID: 'This order has already been paid.',
  ORDER_PRODUCTS_OWNED:
    'The learner already owns a product of this order (paid through another order). Confirm to record this payment anyway.',
  ORDER_NOT_REFUNDABLE: 'Only a paid order can be refunded.',
  ORDER_TOTAL_CHANGED: 'The order total has changed. Please review the new amount before paying.',
  ORDER_CREATION_FAILED: 'Your order could not be created. Please try again.',
  COUPON_INVALID: 'This coupon code is not valid.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_EXHAUSTED: 'This coupon has reached its usage limit.',
  COUPON_NOT_APPLICABLE: 'This coupon does not apply to the items in your order.',
  COUPON_ALREADY_USED: 'You have already used this coupon.',
  COUPON_MIN_ORDER: 'Your order total is below the minimum for this coupon.',
  COUPON_LOCKED:
    'The payment for this order has already started, so its coupon can no longer be changed. Please start again from your cart.',
  // Make Payment found the coupon's last use taken (paid, or held by a payment in progress): refused
  // before the provider is asked, so nothing was charged and the order can be paid without it.
  COUPON_LIMIT_REACHED:
    'This coupon has reached its usage limit, so the payment was not started and nothing has been charged. You can pay the full price without the coupon.',
  COUPON_LEARNER_LIMIT_REACHED:
    'You have already used this coupon as many times as it allows (a payment of yours in progress counts too), so the payment was not started and nothing has been charged. You can pay the full price without the coupon.',
  LOAN_ALREADY_APPLIED:
    'You have already applied for an education loan for this course. You can follow its status here.',
  LOAN_COURSE_PAID: 'You have already paid for this course, so it needs no education loan.',
  // `001 §5` Bulk payment file's message, used for every upload whose content is not an allowed type.
  DOCUMENT_INVALID_FORMAT: 'Invalid File Format',
  DOCUMENT_TOO_LARGE: `The file is larger than ${DOCUMENT_MAX_MB} MB. Please upload a smaller file.`,
  DOCUMENT_LIMIT_REACHED: `You can keep up to ${DOCUMENT_MAX_COUNT} documents. Please delete one before uploading another.`,
  // `001 §8` Missing document.
  NO_DOCUMENT: 'No document available',
  // `001 §5` Resume zip: at least one selected student.
  NO_CANDIDATE_SELECTED: Text.PLEASE_SELECT_CANDIDATE,
  ASSESSMENT_TIME_UP:
    'The time for this test is up. Your answers saved before the deadline have been submitted.',
  ASSESSMENT_SUBMITTED:
    'This test has already been submitted. Your score is shown in My Learning and in the pre-requisite table.',
  ASSESSMENT_NOT_STARTED: 'This test has not been started yet. Please start the test first.',
  PAYMENT_SIGNATURE_INVALID: 'We could not verify this payment. Nothing has been charged to your order.',
  PAYMENT_PROVIDER_FAILED:
    'The payment service is not reachable right now. Please try again in a few minutes.',
  EVENT_ALREADY_RSVPED: 'You have already RSVPed to this event.',
  EVENT_IS_PAST: 'This event has already taken place, so RSVPs are closed.',
  EVENT_FULL: 'This event is full. Please choose another event.',
  EVENT_NO_RSVPS: 'Nobody has RSVPed to this event yet, so there is no one to remind.',
  NOT_COLLEGE_MEMBER: 'Your account is not linked to a college yet. Please contact the FinX team.',
  SPOC_NOT_STAFF: 'A SPOC must be an active admin or operations user.',
  ADMISSION_NOT_ELIGIBLE:
    'Your admission letter is issued once you have purchased the Chartered Financial Expert (CFX) programme.',
  ADMISSION_ALREADY_ACCEPTED: 'You have already accepted your admission letter.',
  REFERRAL_LIMIT: `You can refer up to ${REFERRALS_PER_DAY} friends a day. Please try again tomorrow.`,
  REFERRAL_ALREADY_SENT: 'You have already invited this friend.',
  JOB_NOT_OPEN: 'This job is no longer taking applications.',
  JOB_ALREADY_APPLIED: 'You have already applied for this job. Its progress is under Applied jobs.',
  JOB_ANSWER_INVALID: 'Please check your answers to the questions.',
  COURSE_ALREADY_APPLIED: 'You have already applied for this course. Our counsellor will call you.',
  JOB_STAGE_LAST:
    'This candidate is at the last stage already. Record the placement with the joining date and CTC.',
  JOB_APPLICATION_CLOSED: 'This application has been rejected or placed already, so its stage cannot change.',
  JOB_STAGE_IN_USE: 'A stage that holds applications cannot be removed. Move or reject its candidates first.',
  JOB_PIPELINE_INVALID:
    'The pipeline must start with an Applied stage, end with a Placed stage and have 2 to 12 stages with different names.',
  JOB_ALREADY_REFERRED: 'This job has already been referred to this e-mail address.',
  STAGE_NOT_REACHED: 'This candidate has not reached this stage yet, so it cannot be rated.',
  CANDIDATE_NO_MOBILE:
    'This candidate has no mobile number, so an SMS cannot be sent. Please send an e-mail.',
  INTERVIEW_STAGE_INVALID: 'Invitations are sent for an interview stage of the candidate’s job.',
  INTERVIEW_IS_PAST: 'This interview has already begun, so its response can no longer change.',
  // `001 §8` Empty export.
  EXPORT_EMPTY: Text.NO_RECORD_FOUND,
  USER_SUSPENDED: 'This account is suspended. A suspension is lifted by compliance, not from the user list.',
  USER_EMAIL_TAKEN: 'Another account already uses this E-Mail Id.',
  DISCOUNT_CODE_TAKEN: 'Another discount already uses this coupon code.',
  DISCOUNT_PRODUCT_UNKNOWN: 'An associated product does not exist or is not active.',
  CORPORATE_NAME_TAKEN: 'Another corporate already has this name.',
  COLLEGE_NAME_TAKEN: 'Another college already has this name.',
  COLLEGE_MEMBER_ROLE: 'Only learners and college officers can be members of a college.',
  COLLEGE_MEMBER_UNKNOWN: 'No account uses this E-Mail Id.',
  COLLEGE_MEMBER_ELSEWHERE: 'This user already belongs to another college. Remove them there first.',
  USER_MOBILE_TAKEN: 'Another account already uses this mobile number.',
  USER_NOT_HELD: 'This account is not a sign-up waiting for approval.',
  MESSAGE_ALREADY_SENT: 'This message has already been sent; it can no longer change.',
  MESSAGE_NO_RECIPIENTS: 'No user matches the chosen recipients.',
  MESSAGE_TOO_MANY_RECIPIENTS: `At most ${MESSAGING_RECIPIENTS_MAX} people can receive one message. Please narrow the recipients.`,
  USER_HELD: 'This sign-up is waiting for approval. Please approve or reject it.',
  USER_NOT_LEARNER:
    "Only a learner's profile can be edited here. Staff edit their own profile from My Profile.",
  USER_SELF_CHANGE: 'You cannot inactivate or reactivate your own account. Please ask another administrator.',
  // The add-on rule of `001 §7` getMaxPriceOfParentCourses: an add-on costs at most its dearest parent.
  CATALOGUE_ADD_ON_PRICE: 'An add-on course cannot cost more than its parent course.',
  CATALOGUE_BELOW_ADD_ON:
    'This course has an add-on that costs more than the new price. Lower the add-on price first.',
  CATALOGUE_PARENT_INVALID:
    'The parent must be another course that is not itself an add-on, and a course with add-ons cannot become one.',
  CATALOGUE_CATEGORY_UNKNOWN: 'Please select a category',
  // `001 §7` checkProductSequence: prerequisites form an order, never a loop.
  CATALOGUE_PREREQUISITE_SELF: 'A course cannot be its own prerequisite.',
  CATALOGUE_PREREQUISITE_CYCLE:
    'This prerequisite already requires this course, directly or through others. A course cannot require a course that comes after it.',
  CATALOGUE_PREREQUISITE_UNKNOWN: 'Please select existing products as prerequisites.',
  CATALOGUE_LOOKING_FOR_UNKNOWN: "Please select existing 'looking for' options.",
  // A learning path is an order the learner can follow: every course after its prerequisites.
  LEARNING_PATH_SEQUENCE: 'A course in the path needs its prerequisites earlier in the path.',
  LEARNING_PATH_COURSE_UNKNOWN: 'Please select existing courses for the path.',
  // Staff video files (/add-video, /edit-video): judged by their bytes, like the learners' documents.
  VIDEO_INVALID_FORMAT: 'Invalid File Format. Please upload an MP4 or WebM video.',
  VIDEO_TOO_LARGE: `The video is larger than ${VIDEO_MAX_MB} MB. Please upload a smaller file.`,
  VIDEO_NOT_A_VIDEO: 'Only a video product takes a video file. Please open it from the Video List.',
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
  UPSTREAM_UNAVAILABLE: 'Sorry for the Inconvenience! Error has been raised',
  INTERNAL: 'Something went wrong !!',
} as const satisfies Record<ReasonCode, string>;

export const messageFor = (code: ReasonCode): string => ReasonMessage[code];

/**
 * `000 §8`: the spec's REST contract marks an inactive account as SM-03 with this reasonText, a signal
 * for the client rather than a text to show ('Access Unauthorized...' is shown, INACTIVE_USER's message).
 */
export const INACTIVE_USER_SIGNAL = 'InActive user';

export const isReasonCode = (value: unknown): value is ReasonCode =>
  typeof value === 'string' && value in ReasonMessage;

/** `000 §8`: the login OTP cap message names the product. */
export const otpCapMessage = (productName: string = PRODUCT_NAME): string =>
  `You have made 3 unsuccessful attempts to Login to ${productName}. Click on Resend OTP.`;

/**
 * `000 §8` DM_02 as the user reads it: the reason plus 'count N'; on the 4th failure the cap text, which
 * differs between login (the product's name and Resend OTP) and registration ('Invalid OTP count').
 */
export const otpFailureText = (count: number, purpose: OtpPurpose): string => {
  if (count > OTP_MAX_FAILURES) {
    return purpose === OtpPurpose.LOGIN ? otpCapMessage() : RegistrationText.OTP_CAP;
  }
  return RegistrationText.otpAttempt(ReasonMessage.DM_02, count);
};

/**
 * RATE_LIMITED as a per-operation limit words it (issue 25): the wait in whole minutes, rounded up, so
 * the person knows whether to wait or come back later.
 */
export const rateLimitedText = (retryAfterMs: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

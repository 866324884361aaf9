import { ReasonCode as C } from './reason-codes';

/**
 * The reason codes each feature's calls refuse with, as data (a fail envelope, a payload's userErrors).
 * The gateway maps every one of them to a GraphQL input path (`satisfies Record<...>`), so a code added
 * here fails the type check until it is mapped; REST can type a feature's outcomes with the same union.
 */
export const IdentityReasons = [
  C.UNKNOWN_EMAIL,
  C.INVALID_EMAIL,
  C.INVALID_CREDENTIALS,
  C.INACTIVE_USER,
  C.ACCOUNT_SUSPENDED,
  C.ACCOUNT_SUSPENDED_ALT,
  C.ACCOUNT_LOCKED,
  C.ALREADY_LOGGED_IN,
  C.CONSENT_WITHDRAWN,
  C.RELOAD_HOME,
  C.MOBILE_NOT_REGISTERED,
  C.INVALID_OTP_OR_PASSWORD,
  C.OTP_EXPIRED,
  C.SOCIAL_LOGIN_FAILED,
  C.SOCIAL_EMAIL_MISSING,
  C.EMAIL_ALREADY_REGISTERED,
  C.LOGIN_THROTTLED,
  C.OTP_HELD,
  C.VALIDATION_FAILED,
] as const;
export type IdentityReason = (typeof IdentityReasons)[number];

export const RegistrationReasons = [
  C.MOBILE_NOT_REGISTERED,
  C.MOBILE_REGISTERED_OTHER,
  C.MOBILE_ALREADY_REGISTERED,
  C.MOBILE_REGISTERED_PAYMENT_PENDING,
  C.INVALID_OTP_OR_PASSWORD,
  C.OTP_EXPIRED,
  C.OTP_NOT_VERIFIED,
  C.RATE_LIMITED,
  C.LOGIN_THROTTLED,
  C.OTP_HELD,
  C.EMAIL_ALREADY_REGISTERED,
  C.INVALID_EMAIL,
  C.INVALID_EMAIL_DOMAIN,
  C.TERMS_NOT_ACCEPTED,
  C.EMAIL_VERIFICATION_INVALID,
  C.INSTITUTE_ALREADY_SAVED,
  C.VALIDATION_FAILED,
] as const;
export type RegistrationReason = (typeof RegistrationReasons)[number];

export const PasswordsReasons = [
  C.CURRENT_PASSWORD_REQUIRED,
  C.CURRENT_PASSWORD_INCORRECT,
  C.PASSWORD_POLICY,
  C.RESET_LINK_INVALID,
  C.NOT_FOUND,
  C.RATE_LIMITED,
  C.VALIDATION_FAILED,
] as const;
export type PasswordsReason = (typeof PasswordsReasons)[number];

export const ConsentReasons = [C.UNSUBSCRIBE_LINK_INVALID, C.RATE_LIMITED, C.VALIDATION_FAILED] as const;
export type ConsentReason = (typeof ConsentReasons)[number];

export const FeedbackReasons = [C.RATE_LIMITED, C.VALIDATION_FAILED] as const;
export type FeedbackReason = (typeof FeedbackReasons)[number];

export const TourReasons = [C.VALIDATION_FAILED] as const;
export type TourReason = (typeof TourReasons)[number];

/** The cart and the wishlist share the product service's party-item calls and their refusals. */
export const PartyItemsReasons = [
  C.NOT_FOUND,
  C.ALREADY_ENROLLED,
  C.CFX_NEEDS_FEAT,
  C.VALIDATION_FAILED,
] as const;
export type PartyItemsReason = (typeof PartyItemsReasons)[number];

export const CheckoutReasons = [
  C.CART_EMPTY,
  C.NOT_FOUND,
  C.ALREADY_ENROLLED,
  C.CFX_NEEDS_FEAT,
  C.COUPON_INVALID,
  C.COUPON_EXPIRED,
  C.COUPON_EXHAUSTED,
  C.COUPON_NOT_APPLICABLE,
  C.COUPON_ALREADY_USED,
  C.COUPON_MIN_ORDER,
  C.COUPON_LOCKED,
  C.COUPON_LIMIT_REACHED,
  C.COUPON_LEARNER_LIMIT_REACHED,
  C.ORDER_NOT_PAYABLE,
  C.ORDER_ALREADY_PAID,
  C.ORDER_PRODUCTS_OWNED,
  C.ORDER_TOTAL_CHANGED,
  C.ORDER_NOT_REFUNDABLE,
  C.ORDER_CREATION_FAILED,
  C.PAYMENT_PROVIDER_FAILED,
  C.VALIDATION_FAILED,
] as const;
export type CheckoutReason = (typeof CheckoutReasons)[number];

/** Why a row of the prerequisite table cannot be paid now (`unavailableReason`). */
export const LearningReasons = [C.CFX_NEEDS_FEAT] as const;
export type LearningReason = (typeof LearningReasons)[number];

/** Applying for the CFX education loan (`001 §7` _applyEduLoan) and the staff's list update. */
export const EducationLoanReasons = [
  C.LOAN_ALREADY_APPLIED,
  C.LOAN_COURSE_PAID,
  C.NOT_FOUND,
  C.VALIDATION_FAILED,
] as const;
export type EducationLoanReason = (typeof EducationLoanReasons)[number];

/** Staff user management (issue 13 item 5): inactivate, reactivate, unlock. */
export const UsersReasons = [
  C.NOT_FOUND,
  C.USER_SELF_CHANGE,
  C.USER_SUSPENDED,
  C.USER_EMAIL_TAKEN,
  C.USER_MOBILE_TAKEN,
  C.USER_NOT_LEARNER,
  C.USER_NOT_HELD,
  C.USER_HELD,
  C.VALIDATION_FAILED,
] as const;
export type UsersReason = (typeof UsersReasons)[number];

/** Staff discount management (issue 13 item 3): adding, editing and cloning coupons. */
export const DiscountsReasons = [
  C.NOT_FOUND,
  C.DISCOUNT_CODE_TAKEN,
  C.DISCOUNT_PRODUCT_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type DiscountsReason = (typeof DiscountsReasons)[number];

/** Staff corporate management (issue 13 item 4): adding and editing the hiring companies. */
export const CorporatesReasons = [
  C.NOT_FOUND,
  C.CORPORATE_NAME_TAKEN,
  C.RATE_LIMITED,
  C.VALIDATION_FAILED,
] as const;
export type CorporatesReason = (typeof CorporatesReasons)[number];

/** Opening a product the learner holds and recording lesson progress (issue 11). */
export const CourseContentReasons = [
  C.NOT_FOUND,
  C.NOT_ENROLLED,
  C.ACCESS_EXPIRED,
  C.VALIDATION_FAILED,
] as const;
export type CourseContentReason = (typeof CourseContentReasons)[number];

/** The learner's documents: upload, delete and links (issue 11, `001 §7` getDocumentUrl). */
export const DocumentsReasons = [
  C.DOCUMENT_INVALID_FORMAT,
  C.DOCUMENT_TOO_LARGE,
  C.DOCUMENT_LIMIT_REACHED,
  C.NO_DOCUMENT,
  C.VALIDATION_FAILED,
] as const;
export type DocumentsReason = (typeof DocumentsReasons)[number];

/** The Student Section's resume zip and the staff document fetch (`001 §5` Resume zip, `001 §8`). */
export const StudentsReasons = [C.NO_CANDIDATE_SELECTED, C.NO_DOCUMENT, C.VALIDATION_FAILED] as const;
export type StudentsReason = (typeof StudentsReasons)[number];
/** Staff sending an alert or message to a learner (`001 §7` sendMailSmsToUser). */
export const InboxSendReasons = [C.NOT_FOUND, C.VALIDATION_FAILED] as const;
export type InboxSendReason = (typeof InboxSendReasons)[number];
/** The FEAT assessment: starting, answering and submitting an attempt (`001 §7` studentassessment). */
export const AssessmentReasons = [
  C.NOT_FOUND,
  C.NOT_ENROLLED,
  C.ASSESSMENT_NOT_STARTED,
  C.ASSESSMENT_TIME_UP,
  C.ASSESSMENT_SUBMITTED,
  C.VALIDATION_FAILED,
] as const;
export type AssessmentReason = (typeof AssessmentReasons)[number];
/** The learner dashboard (`001 §3` Dashboard): events and RSVP, the admission letter, parent details, referrals. */
export const DashboardReasons = [
  C.NOT_FOUND,
  C.EVENT_ALREADY_RSVPED,
  C.EVENT_IS_PAST,
  C.EVENT_FULL,
  C.ADMISSION_NOT_ELIGIBLE,
  C.ADMISSION_ALREADY_ACCEPTED,
  C.REFERRAL_LIMIT,
  C.REFERRAL_ALREADY_SENT,
  C.VALIDATION_FAILED,
] as const;
export type DashboardReason = (typeof DashboardReasons)[number];
/** The learner profile's sections: a field rule (the Aadhar's three messages among them), a lookup gone. */
export const ProfileReasons = [C.NOT_FOUND, C.VALIDATION_FAILED] as const;
export type ProfileReason = (typeof ProfileReasons)[number];

/** Applying for a job or a course and tracking a job page's calls-to-action (`001 §7` Party and jobs). */
export const JobsReasons = [
  C.NOT_FOUND,
  C.JOB_NOT_OPEN,
  C.JOB_ALREADY_APPLIED,
  C.JOB_ANSWER_INVALID,
  C.COURSE_ALREADY_APPLIED,
  C.VALIDATION_FAILED,
] as const;
export type JobsReason = (typeof JobsReasons)[number];

/** Job administration (`001 §7`): the pipeline's rules and moving, rejecting and placing candidates. */
export const JobsAdminReasons = [
  C.NOT_FOUND,
  C.JOB_STAGE_LAST,
  C.JOB_APPLICATION_CLOSED,
  C.JOB_STAGE_IN_USE,
  C.JOB_PIPELINE_INVALID,
  C.VALIDATION_FAILED,
] as const;
export type JobsAdminReason = (typeof JobsAdminReasons)[number];

/** The staff extras (`001 §7`): ratings, interviewers' comments, referrals, messages, interview invitations. */
export const JobsExtrasReasons = [
  C.NOT_FOUND,
  C.JOB_NOT_OPEN,
  C.JOB_APPLICATION_CLOSED,
  C.JOB_ALREADY_REFERRED,
  C.STAGE_NOT_REACHED,
  C.CANDIDATE_NO_MOBILE,
  C.CONSENT_WITHDRAWN,
  C.INTERVIEW_STAGE_INVALID,
  C.VALIDATION_FAILED,
] as const;
export type JobsExtrasReason = (typeof JobsExtrasReasons)[number];

/** The learner's answer to an interview invitation (`001 §7` RSVP response). */
export const InterviewRsvpReasons = [
  C.NOT_FOUND,
  C.INTERVIEW_IS_PAST,
  C.JOB_APPLICATION_CLOSED,
  C.VALIDATION_FAILED,
] as const;
export type InterviewRsvpReason = (typeof InterviewRsvpReasons)[number];

export const CatalogueAdminReasons = [
  C.NOT_FOUND,
  C.CATALOGUE_ADD_ON_PRICE,
  C.CATALOGUE_BELOW_ADD_ON,
  C.CATALOGUE_PARENT_INVALID,
  C.CATALOGUE_CATEGORY_UNKNOWN,
  C.CATALOGUE_PREREQUISITE_SELF,
  C.CATALOGUE_PREREQUISITE_CYCLE,
  C.CATALOGUE_PREREQUISITE_UNKNOWN,
  C.CATALOGUE_LOOKING_FOR_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type CatalogueAdminReason = (typeof CatalogueAdminReasons)[number];
/** A video product's file (/add-video, /edit-video). */
export const VideoUploadReasons = [
  C.NOT_FOUND,
  C.VIDEO_INVALID_FORMAT,
  C.VIDEO_TOO_LARGE,
  C.VIDEO_NOT_A_VIDEO,
  C.VALIDATION_FAILED,
] as const;
export type VideoUploadReason = (typeof VideoUploadReasons)[number];
/** Staff messaging (issue 13 item 6): saving a draft and sending it. */
export const MessagingReasons = [
  C.NOT_FOUND,
  C.MESSAGE_ALREADY_SENT,
  C.MESSAGE_NO_RECIPIENTS,
  C.MESSAGE_TOO_MANY_RECIPIENTS,
  C.VALIDATION_FAILED,
] as const;
export type MessagingReason = (typeof MessagingReasons)[number];
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
/** Staff events (issue 13 item 4): add, update, the RSVP report and the reminder mail. */
export const EventsReasons = [C.NOT_FOUND, C.EVENT_IS_PAST, C.EVENT_NO_RSVPS, C.VALIDATION_FAILED] as const;
export type EventsReason = (typeof EventsReasons)[number];

/** The college officer's college (/collegeDashboard, /collegeProfile) and SPOC assignment (/upload-spoc). */
export const CollegesReasons = [
  C.NOT_COLLEGE_MEMBER,
  C.NOT_FOUND,
  C.SPOC_NOT_STAFF,
  C.COLLEGE_NAME_TAKEN,
  C.COLLEGE_MEMBER_ROLE,
  C.COLLEGE_MEMBER_ELSEWHERE,
  C.COLLEGE_MEMBER_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type CollegesReason = (typeof CollegesReasons)[number];
/** Learning paths (issue 13 item 2): saving one and switching it on or off. */
export const LearningPathReasons = [
  C.NOT_FOUND,
  C.LEARNING_PATH_SEQUENCE,
  C.LEARNING_PATH_COURSE_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type LearningPathReason = (typeof LearningPathReasons)[number];

/**
 * Every feature's refusals in one list: the codes a request may be refused with as data. The gateway
 * gives each of them the kind of a refusal of the user's input and every other code a kind of its own
 * (`satisfies Record<ReasonCode, ...>`), so a code in neither fails the type check.
 */
export const FeatureReasons = [
  ...new Set([
    ...IdentityReasons,
    ...RegistrationReasons,
    ...PasswordsReasons,
    ...ConsentReasons,
    ...FeedbackReasons,
    ...TourReasons,
    ...PartyItemsReasons,
    ...CheckoutReasons,
    ...LearningReasons,
    ...EducationLoanReasons,
    ...UsersReasons,
    ...DiscountsReasons,
    ...CorporatesReasons,
    ...CourseContentReasons,
    ...DocumentsReasons,
    ...StudentsReasons,
    ...InboxSendReasons,
    ...AssessmentReasons,
    ...DashboardReasons,
    ...ProfileReasons,
    ...JobsReasons,
    ...JobsAdminReasons,
    ...JobsExtrasReasons,
    ...InterviewRsvpReasons,
    ...CatalogueAdminReasons,
    ...VideoUploadReasons,
    ...MessagingReasons,
    ...UploadsReasons,
    ...CourseStudentReasons,
    ...EventsReasons,
    ...CollegesReasons,
    ...LearningPathReasons,
  ]),
];
export type FeatureReason = (typeof FeatureReasons)[number];

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../constants';
import {
  defineFeatureContract,
  reasonsOf,
  type RestPathTable,
  withParam,
  withQuery,
} from './feature-contract';
import { otpContract } from './otp';
import { sharedContract } from './shared';
import { usersContract } from './users';

import type { LeadRegister } from './registration-student';

export * from './registration-student';

export const LEAD_REGISTER_KEYS = [
  'client',
  'college',
  'product',
  'location',
  'reference',
  'source',
  'medium',
  'term',
  'camp',
  'sourceUrl',
  'encryptedSourceUrl',
  'productType',
  'productID',
] as const satisfies readonly (keyof LeadRegister)[];

/** `POST /finx-fc-registration/api/v1/register/finx` (`000 §3`); mobileNo and emailID travel encrypted. */
export interface RegistrationRequest {
  mobileNo: string;
  OTP: string;
  firstName: string;
  lastName: string;
  emailID: string;
  entryMode: number;
  isTermsAccepted: 0 | 1;
  sendWhatsapp: 'Y' | 'N';
  role: string;
  leadRegister: LeadRegister | null;
}

/** College (TPO) and ops/admin sign-up: the same identity fields, held for an administrator's approval. */
export interface StaffRegistrationRequest {
  mobileNo: string;
  OTP: string;
  firstName: string;
  lastName: string;
  emailID: string;
  isTermsAccepted: 0 | 1;
  role: 'TPO' | 'SYSOPSADMIN';
}

/** `000 §3` institute details; qualificationCertificateId is always 4. */
export interface InstituteDetailsRequest {
  qualificationCertificateId: number;
  studentID: number;
  certiNumber: string;
  batchNumber: string;
}

export const INSTITUTE_QUALIFICATION_CERTIFICATE_ID = 4;

const reasons = reasonsOf({
  // Mobile login answers FC-01 too (identity).
  MOBILE_NOT_REGISTERED: { code: 'FC-01', message: 'Mobile number is not registered. Please try again.' },
  MOBILE_REGISTERED_OTHER: { code: 'FC-02', message: 'This mobile number cannot be used for registration.' },
  MOBILE_ALREADY_REGISTERED: {
    code: 'FC-03',
    message: `Mobile number has already been registered. Please log into the platform to proceed... For support, contact ${SUPPORT_EMAIL} or ${SUPPORT_PHONE}.`,
  },
  MOBILE_REGISTERED_PAYMENT_PENDING: {
    code: 'FC-04',
    message: `Mobile number has already been registered. Please log into the platform to proceed... Your payment is pending. For support, contact ${SUPPORT_EMAIL} or ${SUPPORT_PHONE}.`,
  },
  INVALID_EMAIL: 'Invalid email address',
  OTP_NOT_VERIFIED: 'Please verify your mobile number with the OTP first.',
  EMAIL_ALREADY_REGISTERED: 'This E-Mail Id is already registered. Please log into the platform to proceed.',
  INVALID_EMAIL_DOMAIN: 'Please use a valid e-mail address; disposable e-mail domains are not accepted.',
  TERMS_NOT_ACCEPTED: 'Please select Terms and Conditions',
  EMAIL_VERIFICATION_INVALID: 'This verification link is invalid or has expired.',
  INSTITUTE_ALREADY_SAVED: 'Institute details have already been saved.',
  MOBILE_ALREADY_SAVED: 'A mobile number is already saved on your account.',
  EMAIL_OTP_NOT_SENT: 'No OTP has been sent to your E-Mail Id. Please click on Send OTP.',
});
const C = {
  ...sharedContract.reasons.codes,
  ...otpContract.reasons.codes,
  ...usersContract.reasons.codes,
  ...reasons.codes,
};

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

/** Staff's institute save and leadRef/saveLeadRefDetails: a party that is no learner's is NOT_FOUND. */
export const RegistrationStaffReasons = [
  C.NOT_FOUND,
  C.INSTITUTE_ALREADY_SAVED,
  C.VALIDATION_FAILED,
] as const;
export type RegistrationStaffReason = (typeof RegistrationStaffReasons)[number];

/** The student service's account calls (`registration-student.ts`): checks, e-mail OTP, mobile, pop-ups. */
export const StudentAccountReasons = [
  C.INVALID_EMAIL,
  C.INVALID_EMAIL_DOMAIN,
  C.EMAIL_ALREADY_REGISTERED,
  C.MOBILE_REGISTERED_OTHER,
  C.MOBILE_ALREADY_REGISTERED,
  C.MOBILE_REGISTERED_PAYMENT_PENDING,
  C.USER_EMAIL_TAKEN,
  C.USER_MOBILE_TAKEN,
  C.MOBILE_ALREADY_SAVED,
  C.OTP_NOT_VERIFIED,
  C.EMAIL_OTP_NOT_SENT,
  C.INVALID_OTP_OR_PASSWORD,
  C.OTP_EXPIRED,
  C.RATE_LIMITED,
  C.NOT_FOUND,
  C.VALIDATION_FAILED,
] as const;
export type StudentAccountReason = (typeof StudentAccountReasons)[number];

const clientPaths = {
  REGISTER: '/register',
  STAFF_REGISTER: '/opsAdminRegister',
  COLLEGE_REGISTER: '/collegeRegister',
  REGISTER_SUCCESS: '/registerSuccess',
  EMAIL_VERIFICATION: '/emailVerification/:eid',
} as const;

export const registrationContract = defineFeatureContract({
  feature: 'registration',
  reasons,
  refusals: [RegistrationReasons, StudentAccountReasons, RegistrationStaffReasons],
  clientPaths,
  clientRoutes: {
    register: (): string => clientPaths.REGISTER,
    /**
     * Registration reached from a campaign: the entry-link keys (`000 §2`, e.g. `source`, `camp`, `cli`)
     * ride along, so the registration records where the learner came from as its lead.
     */
    registerFrom: (campaign: Readonly<Record<string, string | undefined>>): string =>
      withQuery(clientPaths.REGISTER, campaign),
    staffRegister: (): string => clientPaths.STAFF_REGISTER,
    collegeRegister: (): string => clientPaths.COLLEGE_REGISTER,
    registerSuccess: (): string => clientPaths.REGISTER_SUCCESS,
    emailVerification: (eid: string): string => withParam(clientPaths.EMAIL_VERIFICATION, 'eid', eid),
  },
});

export const registrationRestPaths = {
  feature: 'registration',
  restPaths: {
    VALIDATE_MOBILE: '/finx-fc-student/api/v1/student/validatemobile',
    EMAIL_VALIDATE: '/finx-fc-student/api/v1/student/emailValidate',
    INSTITUTE: '/finx-fc-student/api/v1/student/institute',
    VALIDATE_DOMAIN: '/finx-fc-registration/api/v1/validate/domain',
    REGISTER: '/finx-fc-registration/api/v1/register/finx',
    REGISTER_STAFF: '/finx-fc-registration/api/v1/register/staff',
    EMAIL_VERIFICATION: '/finx-fc-registration/api/v1/emailVerification',
    /** `001 §7` Admin institute: the institute check (Y or N) and save, for staff naming the learner. */
    ADMIN_INSTITUTE: '/finx-fc-admin/api/v1/institute',
    /** `001 §7` Admin leadRef/saveLeadRefDetails: staff record where a learner came from (leadRegister). */
    LEAD_REF_SAVE: '/finx-fc-admin/api/v1/leadRef/saveLeadRefDetails',
    /** `001 §7` Student calls named without behaviour (docs/decisions/rest-contract.md). */
    VALIDATE_USER: '/finx-fc-student/api/v1/student/validateuser',
    VALIDATE_UPDATE_USER: '/finx-fc-student/api/v1/student/validateupdateuser',
    USER_EMAIL_FLAG: '/finx-fc-student/api/v1/student/getUserEmailFlag',
    USER_MOBILE_EXISTS_FLAG: '/finx-fc-student/api/v1/student/getUserMobileExistsFlag',
    SAVE_SOCIAL_USER_MOBILE: '/finx-fc-student/api/v1/student/saveSocialUserMobile',
    SEND_OTP_MAIL: '/finx-fc-student/api/v1/student/_sendOTPMail',
    VALIDATE_EMAIL_OTP: '/finx-fc-student/api/v1/student/validateEmailOtp',
    /** `000 §7` "mobile popup flag and save" (path not shown): named like the CPBFI pop-up's pair. */
    MOBILE_POPUP_FLAG: '/finx-fc-student/api/v1/student/getMobilePopupFlag',
    MOBILE_POPUP_SAVE: '/finx-fc-student/api/v1/student/saveMobilePopupDetails',
    CPBFI_POPUP_FLAG: '/finx-fc-student/api/v1/student/getCPBFIPopuupFlag',
    CPBFI_POPUP_SAVE: '/finx-fc-student/api/v1/student/saveCPBFIPopuupDetails',
    LEAD_REGISTER_DETAILS: '/finx-fc-student/api/v1/student/getLeadRegisterDetails',
    PRODUCT_ID_FROM_SOURCE: '/finx-fc-student/api/v1/student/getProductIdFromSourceParam',
  },
} as const satisfies RestPathTable;

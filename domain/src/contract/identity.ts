import { SUPPORT_EMAIL } from '../constants';
import { consentContract } from './consent';
import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';
import { otpContract } from './otp';
import { registrationContract } from './registration';
import { sharedContract } from './shared';
import { usersContract } from './users';

/** Login request (`000 §3`). `emailId` is a sensitive field and travels encrypted. */
export interface LoginRequest {
  userLoginName: string;
  emailId: string;
  userPassword: string;
  role: string;
  reactiveConsent?: boolean;
  /**
   * Not in the spec's payload: the answer Yes to the SM-07 prompt. Ends the user's other live sessions
   * and signs in (`000 §8` SM-07: "Yes logs the other session out").
   */
  logoutOtherSessions?: boolean;
}

/** Mobile login request (`000 §3`). `mobileNumber` is a sensitive field and travels encrypted. */
export interface MobileLoginRequest {
  mobileNumber: string;
  otp: string;
  role: string;
  reactiveConsent?: boolean;
  logoutOtherSessions?: boolean;
}

/** Which social provider vouches for a social login or registration. */
export const SocialProvider = { GOOGLE: 'GOOGLE', FACEBOOK: 'FACEBOOK' } as const;
export type SocialProvider = (typeof SocialProvider)[keyof typeof SocialProvider];

/**
 * Social login and social registration request (`000 §3`). The spec's fields are kept; the ids and
 * names in them are hints only. The provider's credential (`idToken` for Google, `accessToken` for
 * Facebook, beyond the spec) is what the REST tier verifies, and the verified claims win.
 */
export interface SocialLoginRequest {
  userLoginName: string | null;
  emailId: string | null;
  googleId: string | null;
  facebookId: string | null;
  firstName: string | null;
  lastName: string | null;
  entryMode: number;
  isTermsAccepted: 0 | 1;
  sendWhatsapp: 'Y' | 'N';
  leadRegister: unknown;
  role: string;
  reactiveConsent?: boolean;
  /** 1 when the login follows a social registration. */
  throughRegister?: 0 | 1;
  logoutOtherSessions?: boolean;
  provider: SocialProvider;
  idToken?: string;
  accessToken?: string;
}

/** responseObject of a DM_02 failure at mobile login: the failed attempts on the current OTP. */
export interface OtpFailureCount {
  count: number;
}

export interface LoginRole {
  roleId: number;
  roleName: string;
}

/** Login response (`000 §3`), the envelope's responseObject. */
export interface LoginResponse {
  emailId: string;
  partyId: number;
  userId: number;
  userName: string;
  /** The person's full name, for greetings (the spec's session record keeps a `name`). */
  name: string;
  role: LoginRole[];
  jwttoken: string;
  /** '1' means the user must change the password before anything else. */
  forcePasswordChangeOnNextLoginFlag: '0' | '1';
}

/** `updateblockeduser` (`000 §7`, payload not shown): staff lift an SM-12 lock, the account by id or e-mail. */
export interface UnlockUserRequest {
  userId?: number;
  emailId?: string;
}

/** `000 §7` party/getbyEmail (answer not shown): the party an e-mail belongs to. */
export interface PartyByEmail {
  partyId: number;
  userId: number;
  emailId: string;
  firstName: string;
  lastName: string;
  roleId: number;
  roleName: string;
  status: string;
}

/** One row of `000 §7` sessionReport (answer not shown): one sign-in and how long it lived. */
export interface SessionReportRow {
  userId: number;
  emailId: string;
  name: string;
  roleId: number;
  loginAt: string;
  lastSeenAt: string;
  /** Null while the session is live. */
  endedAt: string | null;
  live: boolean;
}

/** sessionReport's page size when none is asked for, and the largest page. */
export const SESSION_REPORT_PAGE_SIZE = 20;
export const SESSION_REPORT_MAX_PAGE_SIZE = 100;

/** Logout request (`000 §3`). */
export interface LogoutRequest {
  userName: string;
  userId: number;
  role: string;
}

/**
 * `000 §8`: the spec's REST contract marks an inactive account as SM-03 with this reasonText, a signal
 * for the client rather than a text to show ('Access Unauthorized...' is shown, INACTIVE_USER's message).
 */
export const INACTIVE_USER_SIGNAL = 'InActive user';

const reasons = reasonsOf({
  RELOAD_HOME: { code: 'SM_11', message: 'Please reload the page.' },
  INVALID_CREDENTIALS: { code: 'SM-03', message: 'Invalid Login Credentials. Please try again' },
  INACTIVE_USER: {
    code: 'SM-03-INACTIVE',
    message: `Access Unauthorized. For login support, please contact ${SUPPORT_EMAIL}`,
  },
  ACCOUNT_SUSPENDED: { code: 'SM-04', message: 'Your Account has been Suspended...' },
  ALREADY_LOGGED_IN: {
    code: 'SM-07',
    message: 'You are already logged in on another machine, do you want to logout?',
  },
  ACCOUNT_LOCKED: {
    code: 'SM-12',
    message: `Your account has been locked after 3 unsuccessful attempts. Please contact support at ${SUPPORT_EMAIL}.`,
  },
  ACCOUNT_SUSPENDED_ALT: { code: 'SM-13', message: 'Your Account has been Suspended...' },
  UNKNOWN_EMAIL: {
    code: 'EMAIL_NOT_REGISTERED',
    message:
      'Your Email ID is not registered with us. Please register yourself by clicking the Register button below.',
  },
  ONE_SIGN_IN_PER_REQUEST: 'Only one sign-in can be attempted at a time. Please sign in once.',
  SOCIAL_LOGIN_FAILED: 'We could not verify your sign-in with this account. Please try again.',
  SOCIAL_EMAIL_MISSING:
    'Your social account did not share an e-mail address. Please register with your E-Mail Id instead.',
});
const C = {
  ...sharedContract.reasons.codes,
  ...otpContract.reasons.codes,
  ...consentContract.reasons.codes,
  ...registrationContract.reasons.codes,
  ...reasons.codes,
};

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

/**
 * SM-12's unlock by staff: the account is found by its e-mail, or not; an account of a higher role than
 * the caller's is not theirs to unlock (the users feature's rule).
 */
export const UnlockReasons = [
  C.NOT_FOUND,
  usersContract.reasons.codes.USER_ROLE_ABOVE_YOURS,
  C.VALIDATION_FAILED,
] as const;
export type UnlockReason = (typeof UnlockReasons)[number];

const clientPaths = {
  LOGIN: '/login',
  STAFF_LOGIN: '/opsAdminLogin',
  COLLEGE_LOGIN: '/collegeLogin',
} as const;

export const identityContract = defineFeatureContract({
  feature: 'identity',
  reasons,
  refusals: [IdentityReasons, UnlockReasons],
  clientPaths,
  clientRoutes: {
    login: (): string => clientPaths.LOGIN,
    staffLogin: (): string => clientPaths.STAFF_LOGIN,
    collegeLogin: (): string => clientPaths.COLLEGE_LOGIN,
  },
});

export const identityRestPaths = {
  feature: 'identity',
  restPaths: {
    LOGIN: '/finx-thor-authentication/api/v1/login',
    LOGOUT: '/finx-thor-authentication/api/v1/logout',
    LOGIN_WITH_MOBILE: '/finx-thor-authentication/api/v1/loginWithMobile',
    LOGIN_SOCIAL: '/finx-thor-authentication/api/v1/login/social',
    REGISTER_SOCIAL: '/finx-fc-registration/api/v1/register/finx/social',
    USER_UNLOCK: '/finx-thor-authentication/api/v1/user/updateblockeduser',
    /** `000 §7` Party by e-mail and sessionReport, named without behaviour (docs/decisions/rest-contract.md). */
    PARTY_BY_EMAIL: '/finx-thor-authentication/api/v1/party/getbyEmail',
    SESSION_REPORT: '/finx-thor-authentication/api/v1/user/sessionReport',
  },
} as const satisfies RestPathTable;

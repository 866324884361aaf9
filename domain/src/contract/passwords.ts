import { defineFeatureContract, reasonsOf, type RestPathTable, withQuery } from './feature-contract';
import { sharedContract } from './shared';

/** REST payloads of the password calls (`000 §3`, §7): change, an administrator's change, forgot and reset. */

/** Change password (`000 §3`). `userOldPassword` is left out by federated users (flag N). */
export interface ChangePasswordRequest {
  userPassword: string;
  userOldPassword?: string;
  name?: string;
  userLoginName?: string;
  emailId?: string;
  userId: number;
  partyId?: number;
  role?: string;
}

/** An administrator setting another user's password (`changeAdminPassword`). */
export interface ChangeAdminPasswordRequest {
  userId: number;
  userPassword: string;
}

/** `registrationType`: N for federated users who have no password yet. */
export interface RegistrationTypeResponse {
  userId: number;
  currentPwdFlag: 'Y' | 'N';
}

export interface ForgotPasswordRequest {
  userLoginName: string;
  role: string;
}

export interface ResetPasswordRequest {
  userPassword: string;
  token: string;
}

const reasons = reasonsOf({
  CURRENT_PASSWORD_REQUIRED: 'Please provide old password',
  CURRENT_PASSWORD_INCORRECT: 'Current Password is incorrect',
  PASSWORD_POLICY: 'Please enter password as per password policy',
  RESET_LINK_INVALID: 'This password reset link is invalid or has expired. Please request a new one.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

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

const clientPaths = {
  CHANGE_PASSWORD: '/changepassword',
  FORGOT_PASSWORD: '/forgotpassword',
  RESET_PASSWORD: '/forgotpasswordnext',
} as const;

export const passwordsContract = defineFeatureContract({
  feature: 'passwords',
  reasons,
  refusals: [PasswordsReasons],
  clientPaths,
  clientRoutes: {
    /** An administrator changing someone else's password passes their user id. */
    changePassword: (userId?: number): string => withQuery(clientPaths.CHANGE_PASSWORD, { userId }),
    forgotPassword: (): string => clientPaths.FORGOT_PASSWORD,
    /** The mailed reset link: `id` is the reset token. */
    resetPassword: (token: string): string => withQuery(clientPaths.RESET_PASSWORD, { id: token }),
  },
});

export const passwordsRestPaths = {
  feature: 'passwords',
  restPaths: {
    USER_CHANGE_PASSWORD: '/finx-thor-authentication/api/v1/user/changePassword',
    USER_CHANGE_ADMIN_PASSWORD: '/finx-thor-authentication/api/v1/user/changeAdminPassword',
    USER_REGISTRATION_TYPE: '/finx-thor-authentication/api/v1/user/registrationType',
    USER_FORGOT_PASSWORD: '/finx-thor-authentication/api/v1/user/forgotPassword',
    USER_RESET_PASSWORD: '/finx-thor-authentication/api/v1/user/updateForgotPassword',
  },
} as const satisfies RestPathTable;

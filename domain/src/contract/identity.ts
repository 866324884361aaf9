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

/** Logout request (`000 §3`). */
export interface LogoutRequest {
  userName: string;
  userId: number;
  role: string;
}

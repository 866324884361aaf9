/**
 * The student service's account calls that `001 §7` names without behaviour (validateuser,
 * validateupdateuser, getUserEmailFlag, getUserMobileExistsFlag, saveSocialUserMobile, the e-mail OTP, the
 * mobile and CPBFI pop-ups, getLeadRegisterDetails, getProductIdFromSourceParam). What each does is this
 * system's reading of its name and neighbours: docs/decisions/rest-contract.md.
 */

/** `000 §3` leadRegister: each null when absent. */
export interface LeadRegister {
  client: string | null;
  college: string | null;
  product: string | null;
  location: string | null;
  reference: string | null;
  source: string | null;
  medium: string | null;
  term: string | null;
  camp: string | null;
  sourceUrl: string | null;
  encryptedSourceUrl: string | null;
  productType: string | null;
  productID: string | null;
}

export type YesNo = 'Y' | 'N';

/** `validateuser`: may these e-mail and mobile make a new account? Both travel encrypted. */
export interface ValidateUserRequest {
  emailID: string;
  mobileNo: string;
}

/** `validateupdateuser`: may this account take the e-mail and/or mobile (no other account holds them)? */
export interface ValidateUpdateUserRequest {
  userId: number;
  emailID?: string;
  mobileNo?: string;
}

/** `getUserEmailFlag`: Y once the account's e-mail is verified (by the link or the e-mail OTP). */
export interface UserEmailFlag {
  userId: number;
  emailFlag: YesNo;
}

/** `getUserMobileExistsFlag`: Y when the account has a mobile number (a social sign-up may not). */
export interface UserMobileExistsFlag {
  userId: number;
  mobileExistsFlag: YesNo;
}

/** `saveSocialUserMobile`: the mobile of an account that has none, verified by the registration OTP. */
export interface SaveSocialUserMobileRequest {
  mobileNo: string;
  OTP: string;
}

/** `validateEmailOtp`: the code of the newest e-mail OTP (`_sendOTPMail`, template 7005). */
export interface ValidateEmailOtpRequest {
  otp: string;
}

/** How long a dismissed mobile pop-up stays away ('Later'). */
export const MOBILE_POPUP_SNOOZE_MS = 7 * 24 * 60 * 60_000;

/** The learner's answer to a pop-up: the mobile pop-up's Later (for a week) or Never. */
export const MobilePopupAction = { LATER: 'LATER', NEVER: 'NEVER' } as const;
export type MobilePopupAction = (typeof MobilePopupAction)[keyof typeof MobilePopupAction];

/** `getMobilePopupFlag`, `getCPBFIPopuupFlag`: Y when the pop-up should be shown to the caller now. */
export interface PopupFlag {
  popupFlag: YesNo;
}

/** `saveMobilePopupDetails`. */
export interface SaveMobilePopupRequest {
  popupAction: MobilePopupAction;
}

/** `saveCPBFIPopuupDetails`: the learner's answer to the CPBFI programme pop-up; asked once. */
export interface SaveCpbfiPopupRequest {
  interested: YesNo;
}

/** `getLeadRegisterDetails`: the campaign the learner registered from, or null (no entry link). */
export interface LeadRegisterDetails {
  userId: number;
  leadRegister: LeadRegister | null;
}

/** `getProductIdFromSourceParam`: the product an entry link's `proId`, or else `pro`, names. */
export interface ProductFromSource {
  productID: number;
  productName: string;
  productType: string;
}

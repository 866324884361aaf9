import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';

/** OTP purposes: registration (validated on blur, consumed by register) and mobile login. */
export const OtpPurpose = { REGISTER: 'REGISTER', LOGIN: 'LOGIN' } as const;
export type OtpPurpose = (typeof OtpPurpose)[keyof typeof OtpPurpose];

/** `POST /finx-thor-otp/api/v1/otp` (`000 §7`); mobileNo is a sensitive field and travels encrypted. */
export interface OtpRequest {
  mobileNo: string;
  /** Only '91' (`000 §9`). */
  countryCode: string;
  /** Not in the spec's payload; defaults to REGISTER. */
  purpose?: OtpPurpose;
}

/** `POST /finx-thor-otp/api/v1/otp/validate`. */
export interface OtpValidateRequest {
  mobileNo: string;
  otp: string;
  purpose?: OtpPurpose;
}

/**
 * responseObject of an OTP validation. On DM_02 the fail envelope carries it too: `count` is the running
 * number of failed attempts on the challenge (`000 §8`: the reason plus 'count N').
 */
export interface OtpValidateResult {
  count: number;
}

export const otpContract = defineFeatureContract({
  feature: 'otp',
  reasons: reasonsOf({
    INVALID_OTP_OR_PASSWORD: { code: 'DM_02', message: 'Invalid OTP' },
    OTP_EXPIRED: 'OTP has expired. Please click on Resend OTP.',
    OTP_HELD:
      'Too many wrong OTPs have been entered for this mobile number, so OTP login for this number is paused for a day. Please log in with your E-Mail Id and password, or try again tomorrow.',
  }),
});

export const otpRestPaths = {
  feature: 'otp',
  restPaths: {
    OTP: '/finx-thor-otp/api/v1/otp',
    OTP_VALIDATE: '/finx-thor-otp/api/v1/otp/validate',
  },
} as const satisfies RestPathTable;

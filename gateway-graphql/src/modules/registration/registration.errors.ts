import { ReasonCode as C, type RegistrationReason } from '@finx/domain';
import { inputPath, type FieldMap } from '../shared/user-errors';
import type { RegisterInput } from './registration.types';

const input = inputPath<RegisterInput>;

/**
 * Where a registration refusal belongs. Every input of the registration mutations (requestOtp,
 * validateRegistrationOtp, validateEmail, register, registerStaff) names the mobile, OTP and e-mail
 * alike, so one path per code serves them all; the e-mail link's `eid` is verifyEmail's argument.
 */
export const REGISTRATION_FIELDS = {
  [C.MOBILE_NOT_REGISTERED]: input('mobile'),
  [C.MOBILE_REGISTERED_OTHER]: input('mobile'),
  [C.MOBILE_ALREADY_REGISTERED]: input('mobile'),
  [C.MOBILE_REGISTERED_PAYMENT_PENDING]: input('mobile'),
  [C.RATE_LIMITED]: input('mobile'),
  [C.LOGIN_THROTTLED]: null,
  [C.OTP_HELD]: input('mobile'),
  [C.INVALID_OTP_OR_PASSWORD]: input('otp'),
  [C.OTP_EXPIRED]: input('otp'),
  [C.OTP_NOT_VERIFIED]: input('otp'),
  [C.EMAIL_ALREADY_REGISTERED]: input('email'),
  [C.INVALID_EMAIL]: input('email'),
  [C.INVALID_EMAIL_DOMAIN]: input('email'),
  [C.TERMS_NOT_ACCEPTED]: input('termsAccepted'),
  [C.EMAIL_VERIFICATION_INVALID]: 'eid',
  [C.INSTITUTE_ALREADY_SAVED]: null,
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<RegistrationReason>;

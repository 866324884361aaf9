import { ReasonCode as C, type StudentAccountReason } from '@finx/domain';
import { inputPath, type FieldMap } from '../shared/user-errors';
import type { SaveMobileInput } from './student-account.types';

const input = inputPath<SaveMobileInput>;

/**
 * Where a refusal of the student service's account calls belongs: the mobile pop-up's number and OTP
 * (saveSocialMobile's input), the e-mail OTP's `otp` argument; the rest belong to no field.
 */
export const STUDENT_ACCOUNT_FIELDS = {
  [C.INVALID_EMAIL]: null,
  [C.INVALID_EMAIL_DOMAIN]: null,
  [C.EMAIL_ALREADY_REGISTERED]: null,
  [C.MOBILE_REGISTERED_OTHER]: input('mobile'),
  [C.MOBILE_ALREADY_REGISTERED]: input('mobile'),
  [C.MOBILE_REGISTERED_PAYMENT_PENDING]: input('mobile'),
  [C.USER_EMAIL_TAKEN]: null,
  [C.USER_MOBILE_TAKEN]: input('mobile'),
  [C.MOBILE_ALREADY_SAVED]: input('mobile'),
  [C.OTP_NOT_VERIFIED]: input('otp'),
  [C.EMAIL_OTP_NOT_SENT]: 'otp',
  [C.INVALID_OTP_OR_PASSWORD]: 'otp',
  [C.OTP_EXPIRED]: 'otp',
  [C.RATE_LIMITED]: null,
  [C.NOT_FOUND]: null,
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<StudentAccountReason>;

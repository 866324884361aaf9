import { ReasonCode as C, type IdentityReason, type UnlockReason } from '@finx/domain';
import { inputPath, type FieldMap } from '../shared/user-errors';
import type { LoginInput, MobileLoginInput } from './identity.types';

const login = inputPath<LoginInput>;
const mobile = inputPath<MobileLoginInput>;

/**
 * Where a login refusal belongs: the e-mail or password of `login(input:)`, the mobile or OTP of
 * `loginWithMobile(input:)`. The account's state (suspended, locked, another session, consent) concerns
 * the sign-in as a whole: the prompts and the form's message handle those.
 */
export const IDENTITY_FIELDS = {
  [C.UNKNOWN_EMAIL]: login('username'),
  [C.INVALID_EMAIL]: login('username'),
  [C.INVALID_CREDENTIALS]: login('password'),
  [C.INACTIVE_USER]: null,
  [C.ACCOUNT_SUSPENDED]: null,
  [C.ACCOUNT_SUSPENDED_ALT]: null,
  [C.ACCOUNT_LOCKED]: null,
  [C.ALREADY_LOGGED_IN]: null,
  [C.CONSENT_WITHDRAWN]: null,
  [C.RELOAD_HOME]: null,
  [C.MOBILE_NOT_REGISTERED]: mobile('mobile'),
  [C.INVALID_OTP_OR_PASSWORD]: mobile('otp'),
  [C.OTP_EXPIRED]: mobile('otp'),
  [C.SOCIAL_LOGIN_FAILED]: null,
  [C.SOCIAL_EMAIL_MISSING]: null,
  [C.EMAIL_ALREADY_REGISTERED]: null,
  // The caller's network, not a field: the whole sign-in waits.
  [C.LOGIN_THROTTLED]: null,
  [C.OTP_HELD]: mobile('mobile'),
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<IdentityReason>;

/** unlockUser(email:): the one argument is what an unknown account or a bad request is about. */
export const UNLOCK_FIELDS = {
  [C.NOT_FOUND]: 'email',
  [C.USER_ROLE_ABOVE_YOURS]: 'email',
  [C.VALIDATION_FAILED]: 'email',
} as const satisfies FieldMap<UnlockReason>;

import { ReasonCode as C, type PasswordsReason } from '@finx/domain';
import { inputPath, type FieldMap } from '../shared/user-errors';
import type { ChangePasswordInput, ChangeUserPasswordInput, ResetPasswordInput } from './passwords.types';

const change = inputPath<ChangePasswordInput>;
const reset = inputPath<ResetPasswordInput>;
const admin = inputPath<ChangeUserPasswordInput>;

/**
 * Where a password refusal belongs. Every password input calls the new password `newPassword`, so the
 * policy lands on it whichever screen sent it; a stale reset link is about the link's `token`.
 */
export const PASSWORDS_FIELDS = {
  [C.CURRENT_PASSWORD_REQUIRED]: change('currentPassword'),
  [C.CURRENT_PASSWORD_INCORRECT]: change('currentPassword'),
  [C.PASSWORD_POLICY]: change('newPassword'),
  [C.RESET_LINK_INVALID]: reset('token'),
  [C.NOT_FOUND]: admin('userId'),
  // Too many reset mails asked for one account or from one address (issue 25): the form as a whole.
  [C.RATE_LIMITED]: null,
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<PasswordsReason>;

import { type InferType, type TestFunction, object, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { Pattern } from './patterns';

/** Messages of the password rows of `000 §5` and `000 §8`, word for word. */
export const PasswordMessage = {
  CURRENT_REQUIRED: 'Current Password is required',
  /** Shown when the form is submitted without the current password (and answered by the server). */
  OLD_PASSWORD_MISSING: 'Please provide old password',
  NEW_REQUIRED: 'You must specify a New Password',
  POLICY: 'Please enter password as per password policy',
  CONFIRM_REQUIRED: 'You must specify a Confirm Password',
  MISMATCH: 'Password does not match',
  USER_PASSWORD_REQUIRED: 'You must specify a User Password',
  EMAIL_REQUIRED: 'You must specify a Email',
  INVALID_EMAIL: 'Invalid email address',
} as const;

/** The change screen's policy: the no-space rule is part of it (`Pattern.PASSWORD_POLICY`). */
export const CHANGE_PASSWORD_POLICY = Pattern.PASSWORD_POLICY;
/** `000 §5`: the reset screen's pattern has the same rules without the no-space check. */
export const RESET_PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{5,}$/;

export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'noSpaces';

export interface PasswordCheck {
  rule: PasswordRule;
  label: string;
  met: boolean;
}

/** The live policy checklist of the change screen (`000 §2`), one line per rule. */
export const passwordChecklist = (value: string, options: { noSpaces?: boolean } = {}): PasswordCheck[] => {
  const checks: PasswordCheck[] = [
    {
      rule: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: value.length >= PASSWORD_MIN_LENGTH,
    },
    { rule: 'uppercase', label: 'One uppercase letter', met: /[A-Z]/.test(value) },
    { rule: 'lowercase', label: 'One lowercase letter', met: /[a-z]/.test(value) },
    { rule: 'digit', label: 'One digit', met: /\d/.test(value) },
    { rule: 'special', label: 'One of !@#$%^&*', met: /[!@#$%^&*]/.test(value) },
  ];
  if (options.noSpaces ?? true) {
    checks.push({ rule: 'noSpaces', label: 'No spaces', met: value !== '' && !/\s/.test(value) });
  }
  return checks;
};

/** `000 §5`: Strong only with a lowercase, an uppercase, a digit, a special and at least 5 characters. */
export const passwordStrength = (value: string): 'Weak' | 'Strong' =>
  RESET_PASSWORD_POLICY.test(value) ? 'Strong' : 'Weak';

/** Whether a password satisfies the change policy; the server applies the same check. */
export const meetsPasswordPolicy = (value: string, options: { allowSpaces?: boolean } = {}): boolean =>
  (options.allowSpaces ? RESET_PASSWORD_POLICY : CHANGE_PASSWORD_POLICY).test(value);

// A plain test rather than oneOf: yup checks oneOf before required, and an empty confirmation must
// say it is missing, not that it differs.
const matches = (field: string): TestFunction<string | undefined> =>
  function (value) {
    return !value || value === this.parent[field];
  };

/**
 * Change password (`000 §5`). The current password is required unless the change is admin-initiated or
 * the user signed up through Google/Facebook (current-password flag N); pass that in the yup context as
 * `{ requireCurrent: false }`.
 */
export const changePasswordSchema = object({
  currentPassword: string().when('$requireCurrent', {
    is: false,
    then: (schema) => schema.optional(),
    otherwise: (schema) => schema.required(PasswordMessage.CURRENT_REQUIRED),
  }),
  newPassword: string()
    .required(PasswordMessage.NEW_REQUIRED)
    .matches(CHANGE_PASSWORD_POLICY, PasswordMessage.POLICY),
  confirmPassword: string()
    .required(PasswordMessage.CONFIRM_REQUIRED)
    .test('match', PasswordMessage.MISMATCH, matches('newPassword')),
});
export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * Reset from the mailed link (`/forgotpasswordnext`): the same rules, its pattern allows spaces. The new
 * password is `newPassword`, as `ResetPasswordInput` names it (the spec's message calls it User Password).
 */
export const resetPasswordSchema = object({
  newPassword: string()
    .required(PasswordMessage.USER_PASSWORD_REQUIRED)
    .matches(RESET_PASSWORD_POLICY, PasswordMessage.POLICY),
  confirmPassword: string()
    .required(PasswordMessage.CONFIRM_REQUIRED)
    .test('match', PasswordMessage.MISMATCH, matches('newPassword')),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

/** Forgot password: one e-mail field, trimmed before sending. */
export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .required(PasswordMessage.EMAIL_REQUIRED)
    .matches(Pattern.EMAIL, PasswordMessage.INVALID_EMAIL),
});
export type ForgotPasswordValues = { email: string };

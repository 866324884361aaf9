import { describe, expect, it } from 'vitest';
import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import {
  PasswordMessage,
  changePasswordSchema,
  forgotPasswordSchema,
  passwordChecklist,
  passwordStrength,
  resetPasswordSchema,
} from './password.schema';

/** The first message the schema reports for the values, or null when they pass. */
const firstError = async (
  schema: ObjectSchema<AnyObject>,
  values: object,
  context?: object,
  field?: string,
) => {
  try {
    if (field) await schema.validateAt(field, values, { context });
    else await schema.validate(values, { context });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
};

const GOOD = 'Finx@123';

/** The field a row's message belongs to: each row checks its own field, as the form shows it. */
const fieldOf = (message: string, passwordField: string): string => {
  switch (message) {
    case PasswordMessage.CURRENT_REQUIRED:
      return 'currentPassword';
    case PasswordMessage.CONFIRM_REQUIRED:
    case PasswordMessage.MISMATCH:
      return 'confirmPassword';
    default:
      return passwordField;
  }
};

describe('changePasswordSchema (000 §5: current, new, confirm)', () => {
  it.each([
    [
      'current missing',
      { currentPassword: '', newPassword: GOOD, confirmPassword: GOOD },
      PasswordMessage.CURRENT_REQUIRED,
    ],
    [
      'new missing',
      { currentPassword: 'Old@1', newPassword: '', confirmPassword: '' },
      PasswordMessage.NEW_REQUIRED,
    ],
    [
      'new too short',
      { currentPassword: 'Old@1', newPassword: 'Ab@1', confirmPassword: 'Ab@1' },
      PasswordMessage.POLICY,
    ],
    [
      'new without uppercase',
      { currentPassword: 'Old@1', newPassword: 'finx@123', confirmPassword: 'finx@123' },
      PasswordMessage.POLICY,
    ],
    [
      'new without lowercase',
      { currentPassword: 'Old@1', newPassword: 'FINX@123', confirmPassword: 'FINX@123' },
      PasswordMessage.POLICY,
    ],
    [
      'new without digit',
      { currentPassword: 'Old@1', newPassword: 'Finx@abc', confirmPassword: 'Finx@abc' },
      PasswordMessage.POLICY,
    ],
    [
      'new without special',
      { currentPassword: 'Old@1', newPassword: 'Finx1234', confirmPassword: 'Finx1234' },
      PasswordMessage.POLICY,
    ],
    [
      'special outside !@#$%^&*',
      { currentPassword: 'Old@1', newPassword: 'Finx_123', confirmPassword: 'Finx_123' },
      PasswordMessage.POLICY,
    ],
    [
      'new with a space',
      { currentPassword: 'Old@1', newPassword: 'Finx @123', confirmPassword: 'Finx @123' },
      PasswordMessage.POLICY,
    ],
    [
      'confirm missing',
      { currentPassword: 'Old@1', newPassword: GOOD, confirmPassword: '' },
      PasswordMessage.CONFIRM_REQUIRED,
    ],
    [
      'confirm differs',
      { currentPassword: 'Old@1', newPassword: GOOD, confirmPassword: 'Finx@124' },
      PasswordMessage.MISMATCH,
    ],
  ])('%s: %j', async (_case, values, message) => {
    expect(await firstError(changePasswordSchema, values, undefined, fieldOf(message, 'newPassword'))).toBe(
      message,
    );
  });

  it('passes a valid change, and needs no current password when admin-initiated or flag N', async () => {
    expect(
      await firstError(changePasswordSchema, {
        currentPassword: 'Old@1',
        newPassword: GOOD,
        confirmPassword: GOOD,
      }),
    ).toBeNull();
    const noCurrent = { currentPassword: '', newPassword: GOOD, confirmPassword: GOOD };
    expect(await firstError(changePasswordSchema, noCurrent, { requireCurrent: false })).toBeNull();
    expect(await firstError(changePasswordSchema, noCurrent, { requireCurrent: true })).toBe(
      PasswordMessage.CURRENT_REQUIRED,
    );
  });

  it('keeps the empty-submit text of 000 §8', () => {
    expect(PasswordMessage.OLD_PASSWORD_MISSING).toBe('Please provide old password');
  });
});

describe('resetPasswordSchema (000 §5: reset screen)', () => {
  it.each([
    ['password missing', { newPassword: '', confirmPassword: '' }, PasswordMessage.USER_PASSWORD_REQUIRED],
    ['too short', { newPassword: 'Ab@1', confirmPassword: 'Ab@1' }, PasswordMessage.POLICY],
    ['no special', { newPassword: 'Finx1234', confirmPassword: 'Finx1234' }, PasswordMessage.POLICY],
    ['confirm missing', { newPassword: GOOD, confirmPassword: '' }, PasswordMessage.CONFIRM_REQUIRED],
    ['confirm differs', { newPassword: GOOD, confirmPassword: 'x' }, PasswordMessage.MISMATCH],
  ])('%s: %j', async (_case, values, message) => {
    expect(await firstError(resetPasswordSchema, values, undefined, fieldOf(message, 'newPassword'))).toBe(
      message,
    );
  });

  it('has no no-space check in its pattern', async () => {
    expect(
      await firstError(resetPasswordSchema, { newPassword: 'Finx @123', confirmPassword: 'Finx @123' }),
    ).toBeNull();
  });
});

describe('forgotPasswordSchema (000 §5)', () => {
  it.each([
    ['empty', { email: '' }, PasswordMessage.EMAIL_REQUIRED],
    ['blank', { email: '   ' }, PasswordMessage.EMAIL_REQUIRED],
    ['not an e-mail', { email: 'learner@' }, PasswordMessage.INVALID_EMAIL],
  ])('%s: %j', async (_case, values, message) => {
    expect(await firstError(forgotPasswordSchema, values)).toBe(message);
  });

  it('trims before sending', () => {
    expect(forgotPasswordSchema.cast({ email: '  learner@finx.demo ' })).toEqual({
      email: 'learner@finx.demo',
    });
  });
});

describe('passwordStrength and the checklist (000 §2, §5)', () => {
  it.each([
    ['', 'Weak'],
    ['abcde', 'Weak'],
    ['Ab1@', 'Weak'],
    ['Abcd1', 'Weak'],
    ['ab@12', 'Weak'],
    ['AB@12', 'Weak'],
    ['Ab@cd', 'Weak'],
    ['Ab@12', 'Strong'],
    [GOOD, 'Strong'],
  ] as const)('%j is %s', (value, strength) => {
    expect(passwordStrength(value)).toBe(strength);
  });

  it('reports every rule for the live checklist', () => {
    const checks = passwordChecklist('ab 1');
    expect(Object.fromEntries(checks.map((check) => [check.rule, check.met]))).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      digit: true,
      special: false,
      noSpaces: false,
    });
    expect(passwordChecklist(GOOD).every((check) => check.met)).toBe(true);
    expect(passwordChecklist('x', { noSpaces: false }).map((check) => check.rule)).not.toContain('noSpaces');
  });
});

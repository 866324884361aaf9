import { describe, expect, it } from 'vitest';
import { type AnyObjectSchema, ValidationError } from 'yup';
import {
  type InstituteValues,
  instituteSchema,
  RegistrationMessage as M,
  type RegistrationValues,
  registerInputSchema,
} from './registration.schema';

const valid: RegistrationValues = {
  mobile: '9876543210',
  otp: '1234',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  termsAccepted: true,
  messagingConsent: false,
};

const errorAt = async (schema: AnyObjectSchema, path: string, values: object) => {
  try {
    await schema.validateAt(path, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
};

describe('registerInputSchema: every registration row of 000 §5', () => {
  it.each<[keyof RegistrationValues, unknown, string | null]>([
    // Mobile number: 10 digits starting 2-9; digits only, max 10; required.
    ['mobile', '', M.MOBILE_REQUIRED],
    ['mobile', '   ', M.MOBILE_REQUIRED],
    ['mobile', '1234567890', M.MOBILE_INVALID],
    ['mobile', '0987654321', M.MOBILE_INVALID],
    ['mobile', '987654321', M.MOBILE_INVALID],
    ['mobile', '98765432101', M.MOBILE_INVALID],
    ['mobile', '98765abcde', M.MOBILE_INVALID],
    ['mobile', '2000000000', null],
    ['mobile', '9876543210', null],
    // OTP: exactly 4 digits; 'Please Enter OTP' if blank.
    ['otp', '', M.OTP_REQUIRED],
    ['otp', '12', M.OTP_REQUIRED],
    ['otp', '12a4', M.OTP_REQUIRED],
    ['otp', '0042', null],
    // First name: letters only, 2-50, required.
    ['firstName', '', M.FIRST_NAME_REQUIRED],
    ['firstName', 'Asha1', M.FIRST_NAME_INVALID],
    ['firstName', 'Asha Rani', M.FIRST_NAME_INVALID],
    ['firstName', 'A', M.TOO_SHORT],
    ['firstName', 'A'.repeat(51), M.TOO_LONG],
    ['firstName', 'Al', null],
    ['firstName', 'A'.repeat(50), null],
    // Last name: letters only, max 50, required.
    ['lastName', '', M.LAST_NAME_REQUIRED],
    ['lastName', 'Rao-K', M.LAST_NAME_INVALID],
    ['lastName', 'R'.repeat(51), M.TOO_LONG],
    ['lastName', 'R', null],
    // E-mail: pattern; required.
    ['email', '', M.EMAIL_REQUIRED],
    ['email', 'asha@', M.EMAIL_INVALID],
    ['email', 'asha.example.in', M.EMAIL_INVALID],
    ['email', 'asha@example', M.EMAIL_INVALID],
    ['email', ' Asha@Example.IN ', null],
    // Terms: must be ticked.
    ['termsAccepted', false, M.TERMS_REQUIRED],
    ['termsAccepted', undefined, M.TERMS_REQUIRED],
    ['termsAccepted', true, null],
    // Consent: optional, no message.
    ['messagingConsent', undefined, null],
    ['messagingConsent', true, null],
  ])('%s = %j -> %j', async (field, value, message) => {
    expect(await errorAt(registerInputSchema, field, { ...valid, [field]: value })).toBe(message);
  });

  it('keeps the spec texts exactly (including the trailing space of Invalid E-Mail)', () => {
    expect(M.EMAIL_INVALID).toBe('Invalid E-Mail ');
    expect(M.EMAIL_REQUIRED).toBe('You must specify a E-Mail Id');
  });

  it('lower-cases and trims the e-mail (000 §3)', () => {
    expect(registerInputSchema.cast({ ...valid, email: ' Asha@Example.IN ' }).email).toBe('asha@example.in');
  });
});

describe('instituteSchema: BFS ID and Batch Number rows of 000 §5', () => {
  const ok: InstituteValues = { bfsId: 'BFS1234567', batchNumber: 'B12' };
  it.each<[keyof InstituteValues, string, string | null]>([
    ['bfsId', '', M.BFS_ID_REQUIRED],
    ['bfsId', 'BFS', M.BFS_ID_INVALID],
    ['bfsId', 'BFS12345678', M.BFS_ID_INVALID],
    ['bfsId', 'bfs123', M.BFS_ID_INVALID],
    ['bfsId', 'XBFS1', M.BFS_ID_INVALID],
    ['bfsId', 'BFS1', null],
    ['bfsId', 'BFS1234567', null],
    ['batchNumber', '', M.BATCH_REQUIRED],
    ['batchNumber', 'B-12', M.BATCH_INVALID],
    ['batchNumber', 'B 12', M.BATCH_INVALID],
    ['batchNumber', '2024A', null],
  ])('%s = %j -> %j', async (field, value, message) => {
    expect(await errorAt(instituteSchema, field, { ...ok, [field]: value })).toBe(message);
  });
});

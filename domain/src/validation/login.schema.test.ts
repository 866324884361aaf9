import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { LoginMessage, loginSchema } from './login.schema';
import { identifierMode } from './patterns';

const firstError = async (values: { username: string; password: string }) => {
  try {
    await loginSchema.validate(values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
};

describe('loginSchema (000 §5)', () => {
  it.each([
    [{ username: '', password: 'x' }, LoginMessage.USERNAME_REQUIRED],
    [{ username: '   ', password: 'x' }, LoginMessage.USERNAME_REQUIRED],
    [{ username: 'learner@finx.demo', password: '' }, LoginMessage.PASSWORD_REQUIRED],
    [{ username: '98765', password: 'x' }, LoginMessage.MOBILE_LENGTH],
    [{ username: '98765432101', password: 'x' }, LoginMessage.MOBILE_LENGTH],
    [{ username: 'learner@', password: 'x' }, LoginMessage.INVALID_EMAIL],
  ])('%j fails with the spec message', async (values, message) => {
    expect(await firstError(values)).toBe(message);
  });

  it('accepts trimmed e-mail and 10-digit mobile identifiers', async () => {
    expect(await firstError({ username: '  learner@finx.demo ', password: ' Demo@1234 ' })).toBeNull();
    expect(await firstError({ username: '9876543210', password: '1234' })).toBeNull();
    const cast = loginSchema.cast({ username: ' a@b.in ', password: ' p ' });
    expect(cast).toEqual({ username: 'a@b.in', password: 'p' });
  });

  it('switches mode on the identifier shape (000 §2)', () => {
    expect(identifierMode('98765')).toBe('mobile');
    expect(identifierMode('a@b.in')).toBe('email');
    expect(identifierMode('')).toBe('unknown');
  });
});

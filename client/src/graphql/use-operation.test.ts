import { describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { ReasonMessage } from '@finx/domain';
import { applyUserErrors, classifyOperationError } from './use-operation';

const graphQLError = (code: string, message = 'raw server text with a stack') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('classifyOperationError', () => {
  it('maps session and access codes to their flows', () => {
    expect(classifyOperationError(graphQLError('UNAUTHENTICATED'))).toEqual({ kind: 'unauthenticated' });
    expect(classifyOperationError(graphQLError('FORBIDDEN'))).toEqual({ kind: 'forbidden' });
  });

  it('shows domain messages, never the server text', () => {
    expect(classifyOperationError(graphQLError('UPSTREAM_UNAVAILABLE'))).toEqual({
      kind: 'message',
      message: ReasonMessage.UPSTREAM_UNAVAILABLE,
    });
    expect(classifyOperationError(graphQLError('SOMETHING_NEW'))).toEqual({
      kind: 'message',
      message: ReasonMessage.INTERNAL,
    });
    expect(classifyOperationError(graphQLError('BAD_USER_INPUT'))).toEqual({
      kind: 'message',
      message: ReasonMessage.VALIDATION_FAILED,
    });
    expect(classifyOperationError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      message: ReasonMessage.UPSTREAM_UNAVAILABLE,
    });
  });
});

describe('applyUserErrors', () => {
  it('places field errors with the domain message and returns the rest', () => {
    const setFieldError = vi.fn();
    const rest = applyUserErrors(
      [
        { code: 'SM-03', field: 'password', message: 'server words' },
        { code: 'EMAIL_NOT_REGISTERED', field: null, message: 'server words' },
        { code: 'SM-12', field: null, message: 'locked' },
        { code: 'X', field: 'unknownField', message: 'other' },
      ],
      { setFieldError },
      { fields: ['username', 'password'], fieldForCode: { EMAIL_NOT_REGISTERED: 'username' } },
    );
    expect(setFieldError).toHaveBeenCalledWith('password', ReasonMessage['SM-03']);
    expect(setFieldError).toHaveBeenCalledWith('username', ReasonMessage.EMAIL_NOT_REGISTERED);
    expect(rest.map((error) => error.code)).toEqual(['SM-12', 'X']);
  });
});

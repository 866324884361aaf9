import { describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ReasonMessage } from '@finx/domain';
import { applyUserErrors, classifyOperationError, formFieldOf, refusalText } from './use-operation';

const graphQLError = (code: string, message = 'raw server text with a stack', reasonCode?: string) =>
  new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code, ...(reasonCode ? { reasonCode } : {}) } }],
  });

describe('classifyOperationError', () => {
  it('maps session and access codes to their flows', () => {
    expect(classifyOperationError(graphQLError('UNAUTHENTICATED'))).toEqual({ kind: 'unauthenticated' });
    expect(classifyOperationError(graphQLError('FORBIDDEN'))).toEqual({ kind: 'forbidden' });
  });

  it('shows nothing for a request its caller cancelled (the chat aborting a send)', () => {
    expect(classifyOperationError(new DOMException('The operation was aborted.', 'AbortError'))).toEqual({
      kind: 'cancelled',
    });
  });

  it("shows a server refusal's message as it came: the reason code says it was decided for the user", () => {
    const refusal = graphQLError(
      'BAD_USER_INPUT',
      'You have already used this coupon.',
      'COUPON_ALREADY_USED',
    );
    expect(classifyOperationError(refusal)).toEqual({
      kind: 'message',
      message: 'You have already used this coupon.',
    });
  });

  it('words what never reached the server from the domain, never with raw text', () => {
    expect(classifyOperationError(graphQLError('SOMETHING_NEW'))).toEqual({
      kind: 'message',
      message: ReasonMessage.INTERNAL,
    });
    expect(classifyOperationError(graphQLError('BAD_USER_INPUT'))).toEqual({
      kind: 'message',
      message: ReasonMessage.VALIDATION_FAILED,
    });
    expect(classifyOperationError(graphQLError('GRAPHQL_VALIDATION_FAILED'))).toEqual({
      kind: 'message',
      message: ReasonMessage.INTERNAL,
    });
    expect(classifyOperationError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      message: ReasonMessage.UPSTREAM_UNAVAILABLE,
    });
    const tooLarge = new ServerError('too large', {
      response: new Response(null, { status: 413 }),
      bodyText: '',
    });
    expect(classifyOperationError(tooLarge)).toEqual({
      kind: 'message',
      message: ReasonMessage.PAYLOAD_TOO_LARGE,
    });
  });
});

describe('applyUserErrors', () => {
  it("puts each error on the form field its input path names, with the server's message, and returns the rest", () => {
    const setFieldError = vi.fn();
    const rest = applyUserErrors(
      [
        { code: 'SM-03', field: 'input.password', message: 'server words' },
        { code: 'COUPON_EXPIRED', field: 'code', message: 'expired words' },
        { code: 'SM-12', field: null, message: 'locked' },
        { code: 'X', field: 'input.unknownField', message: 'other' },
      ],
      { setFieldError },
      { username: '', password: '', code: '' },
    );
    expect(setFieldError.mock.calls).toEqual([
      ['password', 'server words'],
      ['code', 'expired words'],
    ]);
    expect(rest.map((error) => error.code)).toEqual(['SM-12', 'X']);
  });

  it('puts an error naming a row of a list (`input.answers.1`) on that row of the form, and no other', () => {
    const setFieldError = vi.fn();
    const rest = applyUserErrors(
      [
        { code: 'JOB_ANSWER_INVALID', field: 'input.answers.1', message: 'Please enter a number' },
        { code: 'JOB_ANSWER_INVALID', field: 'input.answers.5', message: 'past the end' },
      ],
      { setFieldError },
      { answers: ['YES', ''] },
    );
    expect(setFieldError.mock.calls).toEqual([['answers.1', 'Please enter a number']]);
    expect(rest.map((error) => error.message)).toEqual(['past the end']);
  });

  it('reads a nested field by dots and brackets, as formik names it (`rows[0].name`)', () => {
    const setFieldError = vi.fn();
    const rest = applyUserErrors(
      [
        { code: 'X', field: 'input.rows[0].name', message: 'first row' },
        { code: 'X', field: 'input.rows.1.name', message: 'no second row' },
      ],
      { setFieldError },
      { rows: [{ name: '' }] },
    );
    expect(setFieldError.mock.calls).toEqual([['rows[0].name', 'first row']]);
    expect(rest.map((error) => error.message)).toEqual(['no second row']);
  });

  it("words a refusal toast by the server's first message, never a bare 'Error!'", () => {
    expect(refusalText([{ message: 'This user is suspended.' }, { message: 'second' }])).toBe(
      'This user is suspended.',
    );
    expect(refusalText([])).toBe(ReasonMessage.INTERNAL);
  });

  it('reads input paths as form fields', () => {
    expect(formFieldOf('input.newPassword')).toBe('newPassword');
    expect(formFieldOf('orderId')).toBe('orderId');
    expect(formFieldOf(null)).toBeNull();
  });
});

import { ReasonMessage } from '@finx/domain';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mapUpstreamOutcome, type UpstreamOutcome } from './upstream-errors';

const envelope = (overrides: Record<string, unknown> = {}) => ({
  status: 'success',
  reasonCode: null,
  reasonText: null,
  responseText: null,
  responseObject: null,
  responseListObject: null,
  totalRecords: null,
  ...overrides,
});
const response = (status: number, body: unknown): UpstreamOutcome => ({ kind: 'response', status, body });

/** The GraphQLError a mapping throws, so its extensions can be compared. */
const thrown = (outcome: UpstreamOutcome, allowFailure = false): GraphQLError => {
  try {
    mapUpstreamOutcome(outcome, { allowFailure });
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected a GraphQLError');
};

describe('mapUpstreamOutcome', () => {
  it('returns a success envelope as it is', () => {
    const body = envelope({ responseObject: 3 });
    expect(mapUpstreamOutcome(response(200, body))).toEqual({ ok: true, envelope: body });
  });

  it("returns a business failure as data when allowed, with the server's reasonText unchanged", () => {
    const body = envelope({ status: 'fail', reasonCode: 'SM-03', reasonText: 'Invalid credentials' });
    expect(mapUpstreamOutcome(response(200, body), { allowFailure: true })).toEqual({
      ok: false,
      reasonCode: 'SM-03',
      message: 'Invalid credentials',
      envelope: body,
    });
  });

  it('falls back to the domain message of a known code only when the upstream sends no text', () => {
    for (const reasonText of [null, '', '   ']) {
      const body = envelope({ status: 'fail', reasonCode: 'SM-03', reasonText });
      expect(mapUpstreamOutcome(response(200, body), { allowFailure: true })).toMatchObject({
        message: ReasonMessage['SM-03'],
      });
    }
    const unknown = envelope({ status: 'fail', reasonCode: 'XX-99', reasonText: null });
    expect(mapUpstreamOutcome(response(200, unknown), { allowFailure: true })).toMatchObject({
      reasonCode: 'XX-99',
      message: ReasonMessage.INTERNAL,
    });
  });

  it('keeps the input a refusal names in its responseObject, and nothing else found there', () => {
    const named = envelope({
      status: 'fail',
      reasonCode: 'JOB_ANSWER_INVALID',
      reasonText: 'Please enter a number',
      responseObject: { field: 'answers.2' },
    });
    expect(mapUpstreamOutcome(response(200, named), { allowFailure: true })).toMatchObject({
      field: 'answers.2',
    });
    for (const responseObject of [null, { count: 2 }, { field: 3 }, 'answers.2']) {
      const other = envelope({ status: 'fail', reasonCode: 'DM_02', reasonText: 'x', responseObject });
      expect(mapUpstreamOutcome(response(200, other), { allowFailure: true })).not.toHaveProperty('field');
    }
  });

  it("reads the spec's SM-03 'InActive user' signal as the inactive-account refusal", () => {
    const body = envelope({ status: 'fail', reasonCode: 'SM-03', reasonText: 'InActive user' });
    expect(mapUpstreamOutcome(response(200, body), { allowFailure: true })).toMatchObject({
      reasonCode: 'SM-03-INACTIVE',
      message: ReasonMessage['SM-03-INACTIVE'],
    });
  });

  it('passes the reasonText of a 403 or 404 on as the error message', () => {
    const forbidden = thrown(
      response(403, envelope({ status: 'fail', reasonCode: 'FORBIDDEN', reasonText: 'Not yours.' })),
    );
    expect(forbidden.message).toBe('Not yours.');
    expect(thrown(response(404, null)).message).toBe(ReasonMessage.NOT_FOUND);
  });

  it.each([
    ['SESSION_EXPIRED', 'UNAUTHENTICATED'],
    ['STALE_JTI', 'UNAUTHENTICATED'],
    ['FORBIDDEN', 'FORBIDDEN'],
    ['NOT_FOUND', 'NOT_FOUND'],
    ['RATE_LIMITED', 'UPSTREAM_UNAVAILABLE'],
    ['SENSITIVE_FIELD_IN_CLEAR', 'INTERNAL_SERVER_ERROR'],
    ['FC-03', 'BAD_USER_INPUT'],
  ])('throws a failure envelope with %s as %s when failures are not expected', (reasonCode, code) => {
    const error = thrown(response(200, envelope({ status: 'fail', reasonCode })));
    expect(error.extensions).toMatchObject({ code, reasonCode });
  });

  it.each([
    [401, { reasonCode: 'STALE_JTI' }, 'UNAUTHENTICATED', 'STALE_JTI'],
    [401, null, 'UNAUTHENTICATED', 'SESSION_EXPIRED'],
    [403, envelope({ status: 'fail', reasonCode: 'FORBIDDEN' }), 'FORBIDDEN', 'FORBIDDEN'],
    [404, envelope({ status: 'fail', reasonCode: 'NOT_FOUND' }), 'NOT_FOUND', 'NOT_FOUND'],
    [
      400,
      envelope({ status: 'fail', reasonCode: 'VALIDATION_FAILED', reasonText: 'bad partyId' }),
      'BAD_USER_INPUT',
      'VALIDATION_FAILED',
    ],
    [
      400,
      envelope({ status: 'fail', reasonCode: 'SENSITIVE_FIELD_IN_CLEAR' }),
      'INTERNAL_SERVER_ERROR',
      'SENSITIVE_FIELD_IN_CLEAR',
    ],
    [413, null, 'BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE'],
    // Node refuses a request line or headers over its limit before any handler (an over-long query).
    [414, '', 'BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE'],
    [431, '', 'BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE'],
    [429, null, 'UPSTREAM_UNAVAILABLE', 'RATE_LIMITED'],
    [
      500,
      envelope({ status: 'fail', reasonCode: 'INTERNAL' }),
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ],
    [503, 'Service Unavailable', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE'],
    [418, null, 'INTERNAL_SERVER_ERROR', 'INTERNAL'],
    [200, 'not an envelope', 'INTERNAL_SERVER_ERROR', 'INTERNAL'],
  ])('maps HTTP %i (%j) to %s / %s', (status, body, code, reasonCode) => {
    const error = thrown(response(status, body), true);
    expect(error.extensions).toMatchObject({ code, reasonCode });
    expect(error.message).not.toBe('');
  });

  it('throws HTTP errors even when business failures are allowed', () => {
    expect(thrown(response(401, null), true).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('passes the server text of a validation failure, which names the field', () => {
    const error = thrown(
      response(400, envelope({ status: 'fail', reasonCode: 'VALIDATION_FAILED', reasonText: 'bad partyId' })),
    );
    expect(error.message).toBe('bad partyId');
  });

  it('maps a refused connection or a time-out to UPSTREAM_UNAVAILABLE with the spec message', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = thrown({ kind: 'network', error: refused });
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reasonCode: 'UPSTREAM_UNAVAILABLE' });
    expect(error.message).toBe(ReasonMessage.UPSTREAM_UNAVAILABLE);
    expect(error.originalError).toBe(refused);
    const timeout = thrown({ kind: 'network', error: new DOMException('timed out', 'TimeoutError') });
    expect(timeout.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

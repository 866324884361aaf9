import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { gatewayError } from '../errors/gateway-error';
import { createFormatError } from './format-error';

const formatError = createFormatError(pino({ level: 'silent' }));
const format = (error: GraphQLError) => formatError(error.toJSON(), error);

describe('formatError', () => {
  it('passes deliberate gateway errors without a stack trace', () => {
    const error = gatewayError('FORBIDDEN', 'FORBIDDEN');
    const formatted = formatError(
      { ...error.toJSON(), extensions: { ...error.extensions, stacktrace: ['at x'] } },
      error,
    );
    expect(formatted).toEqual({
      message: error.message,
      extensions: { code: 'FORBIDDEN', reasonCode: 'FORBIDDEN' },
    });
  });

  it('passes a deliberate error raised while building the context with its own message', () => {
    const error = gatewayError('UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE');
    const formatted = formatError(
      { ...error.toJSON(), message: `Context creation failed: ${error.message}` },
      error,
    );
    expect(formatted).toEqual({
      message: 'Sorry for the Inconvenience! Error has been raised',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', reasonCode: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it("passes Apollo's request errors", () => {
    const error = new GraphQLError('Syntax Error: Unexpected <EOF>.', {
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect(format(error).message).toBe('Syntax Error: Unexpected <EOF>.');
  });

  it("passes Apollo's uncoded refusals of the request (HTTP 4xx, no resolver) as BAD_REQUEST", () => {
    const mismatch = new GraphQLError('provided sha does not match query', {
      extensions: { http: { status: 400, headers: new Map() } },
    });
    expect(format(mismatch)).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
    // A resolver's failure is never read as the request's, whatever it carries.
    const resolver = new GraphQLError('boom', { path: ['x'], extensions: { http: { status: 400 } } });
    expect(format(resolver).extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('passes the variable error limit graphql-js adds after 50 coercion errors as BAD_USER_INPUT', () => {
    const limit = new GraphQLError(
      'Too many errors processing variables, error limit reached. Execution aborted.',
    );
    expect(format(limit)).toEqual({
      message: 'Too many errors processing variables, error limit reached. Execution aborted.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('masks anything else as INTERNAL_SERVER_ERROR with a generic message', () => {
    const leaky = new GraphQLError('connect ECONNREFUSED 10.0.0.7:5432 password=secret', {
      path: ['products'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(format(leaky)).toEqual({
      message: 'Something went wrong !!',
      path: ['products'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', reasonCode: 'INTERNAL' },
    });
    // A code that looks deliberate but lacks a reason code did not come from gatewayError.
    const spoof = new GraphQLError('details', { extensions: { code: 'FORBIDDEN' } });
    expect(format(spoof).extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

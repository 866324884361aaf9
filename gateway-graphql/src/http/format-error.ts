import { ReasonCode, ReasonMessage } from '@finx/domain';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { GatewayErrorCode } from '../errors/gateway-error';

/** Apollo's own request errors: their messages say what was wrong with the request and are safe to show. */
const APOLLO_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);
const GATEWAY_CODES = new Set<string>(Object.values(GatewayErrorCode));
/** What Apollo puts before the message of an error thrown by the context function. */
const CONTEXT_PREFIX = /^Context creation failed: /;

/**
 * A refusal Apollo raised for the request itself before any resolver ran, with an HTTP 4xx but without a
 * code of its own (a persisted query whose hash does not match its text, an unsupported persisted query
 * version): its message describes the request, so it passes as BAD_REQUEST instead of being masked.
 */
const isUncodedRequestRefusal = (formatted: GraphQLFormattedError, error: unknown): boolean => {
  if (!(error instanceof GraphQLError) || formatted.path || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * graphql-js stops coercing variables after 50 errors and adds this one, without a code or a node, so
 * Apollo does not mark it BAD_USER_INPUT as it does the 50 before it; it still only describes the input.
 */
const VARIABLE_ERROR_LIMIT = 'Too many errors processing variables, error limit reached. Execution aborted.';
const isVariableErrorLimit = (error: unknown): boolean =>
  error instanceof GraphQLError &&
  !error.path &&
  error.extensions.code === undefined &&
  error.message === VARIABLE_ERROR_LIMIT;

/**
 * Errors the gateway raised on purpose (they carry a reasonCode) and Apollo's request errors pass as they
 * are, without stack traces; anything else is a bug or an unexpected failure: it is logged in full and
 * the client gets a generic INTERNAL_SERVER_ERROR.
 */
export const createFormatError =
  (log: FastifyBaseLogger) =>
  (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const reasonCode = formatted.extensions?.reasonCode;
    const deliberate = typeof code === 'string' && GATEWAY_CODES.has(code) && typeof reasonCode === 'string';
    if (deliberate || (typeof code === 'string' && APOLLO_REQUEST_CODES.has(code))) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      // A deliberate error raised while the request's context was built (the session store unreachable)
      // keeps its own message: Apollo's prefix is for developers, not for the spec's text on screen.
      const message = formatted.message.replace(CONTEXT_PREFIX, '');
      return { ...formatted, message, extensions };
    }
    if (isVariableErrorLimit(error)) {
      return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (isUncodedRequestRefusal(formatted, error)) {
      return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    }
    log.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected GraphQL error');
    return {
      message: ReasonMessage.INTERNAL,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: GatewayErrorCode.INTERNAL_SERVER_ERROR, reasonCode: ReasonCode.INTERNAL },
    };
  };

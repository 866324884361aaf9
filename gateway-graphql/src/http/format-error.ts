import { ReasonCode, ReasonMessage } from '@finx/domain';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
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
      return { ...formatted, extensions };
    }
    log.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected GraphQL error');
    return {
      message: ReasonMessage.INTERNAL,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: GatewayErrorCode.INTERNAL_SERVER_ERROR, reasonCode: ReasonCode.INTERNAL },
    };
  };

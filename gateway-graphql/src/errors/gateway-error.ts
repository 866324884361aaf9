import { ReasonMessage, isReasonCode, type ReasonCode } from '@finx/domain';
import { GraphQLError } from 'graphql';

/**
 * The `extensions.code` values the gateway sends on purpose. formatError passes errors with one of
 * these codes (and Apollo's own request errors) through as they are and masks everything else.
 */
export const GatewayErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type GatewayErrorCode = (typeof GatewayErrorCode)[keyof typeof GatewayErrorCode];

export interface GatewayErrorOptions {
  /** The message when it is not the domain's for the reason code (the server's reasonText, a field rule's). */
  message?: string;
  /** The GraphQL input path at fault (`input.newPassword`, `orderId`). */
  field?: string;
  cause?: unknown;
}

/** A GraphQLError the client can act on: `extensions.code` for the kind, `extensions.reasonCode` for the spec's code. */
export const gatewayError = (
  code: GatewayErrorCode,
  // Upstream may answer with a code this build does not know yet; it is passed on as it came.
  reasonCode: ReasonCode | (string & {}),
  options: GatewayErrorOptions = {},
): GraphQLError =>
  new GraphQLError(
    options.message ?? (isReasonCode(reasonCode) ? ReasonMessage[reasonCode] : ReasonMessage.INTERNAL),
    {
      originalError: options.cause instanceof Error ? options.cause : undefined,
      extensions: {
        code,
        reasonCode,
        ...(options.field ? { field: options.field } : {}),
      },
    },
  );

/**
 * An argument the gateway refuses before calling upstream: `field` is its GraphQL input path, `message`
 * the domain rule's text (or the generic validation text for a malformed id, which only a buggy client
 * sends).
 */
export const badUserInput = (
  field: string,
  message: string = ReasonMessage.VALIDATION_FAILED,
): GraphQLError => gatewayError(GatewayErrorCode.BAD_USER_INPUT, 'VALIDATION_FAILED', { field, message });

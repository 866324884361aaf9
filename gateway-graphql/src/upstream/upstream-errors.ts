import { ReasonCode, ReasonMessage, isReasonCode, type Envelope } from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';

/** What came back from one upstream call: an HTTP answer, or no answer at all (refused, reset, timed out). */
export type UpstreamOutcome =
  { kind: 'response'; status: number; body: unknown } | { kind: 'network'; error: unknown };

/** A business failure (HTTP 200, status fail) the caller asked to receive as data, e.g. wrong password at login. */
export interface UpstreamFailure<TObject, TItem> {
  ok: false;
  reasonCode: string;
  /** The spec's message for a known code; the server's reasonText for any other (`000 §8`: "Other failures"). */
  message: string;
  envelope: Envelope<TObject, TItem>;
}

export type UpstreamResult<TObject, TItem> =
  { ok: true; envelope: Envelope<TObject, TItem> } | UpstreamFailure<TObject, TItem>;

export interface MapOptions {
  /** true: a 200 + status fail envelope is returned as data; false: it becomes a GraphQLError. */
  allowFailure?: boolean;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  ((body as { status?: unknown }).status === 'success' || (body as { status?: unknown }).status === 'fail');

const reasonOf = (body: unknown, fallback: ReasonCode): string => {
  const code =
    typeof body === 'object' && body !== null ? (body as { reasonCode?: unknown }).reasonCode : null;
  return typeof code === 'string' && code !== '' ? code : fallback;
};

const messageOf = (reasonCode: string, reasonText: string | null | undefined): string =>
  isReasonCode(reasonCode) ? ReasonMessage[reasonCode] : (reasonText ?? ReasonMessage.INTERNAL);

/** The GraphQL error kind of a reason code that arrived in a failure envelope. */
const kindOfReason = (reasonCode: string): GatewayErrorCode => {
  switch (reasonCode) {
    case ReasonCode.UNAUTHENTICATED:
    case ReasonCode.SESSION_EXPIRED:
    case ReasonCode.STALE_JTI:
    case ReasonCode.TOKEN_FAILURE:
      return GatewayErrorCode.UNAUTHENTICATED;
    case ReasonCode.FORBIDDEN:
      return GatewayErrorCode.FORBIDDEN;
    case ReasonCode.NOT_FOUND:
      return GatewayErrorCode.NOT_FOUND;
    case ReasonCode.UPSTREAM_UNAVAILABLE:
    case ReasonCode.RATE_LIMITED:
      return GatewayErrorCode.UPSTREAM_UNAVAILABLE;
    // A clear-text sensitive field is the gateway's own mistake, not the user's.
    case ReasonCode.SENSITIVE_FIELD_IN_CLEAR:
    case ReasonCode.INTERNAL:
      return GatewayErrorCode.INTERNAL_SERVER_ERROR;
    default:
      return GatewayErrorCode.BAD_USER_INPUT;
  }
};

/**
 * The one place that turns an upstream answer into a result or a GraphQLError with `extensions.code`
 * (what kind of failure) and `extensions.reasonCode` (the spec's code). Throws for everything that is not
 * a success envelope, except business failures when `allowFailure` is set.
 */
export function mapUpstreamOutcome<TObject = unknown, TItem = unknown>(
  outcome: UpstreamOutcome,
  options: MapOptions = {},
): UpstreamResult<TObject, TItem> {
  if (outcome.kind === 'network') {
    throw gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, ReasonCode.UPSTREAM_UNAVAILABLE, {
      cause: outcome.error,
    });
  }
  const { status, body } = outcome;
  if (status >= 500)
    throw gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, ReasonCode.UPSTREAM_UNAVAILABLE);
  if (status === 401) {
    const reason = reasonOf(body, ReasonCode.SESSION_EXPIRED);
    // Whatever the server's wording, an ended session reads the same to the user (`000 §8` session expiry).
    throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, reason, { message: ReasonMessage.SESSION_EXPIRED });
  }
  if (status === 403) throw gatewayError(GatewayErrorCode.FORBIDDEN, reasonOf(body, ReasonCode.FORBIDDEN));
  if (status === 404) throw gatewayError(GatewayErrorCode.NOT_FOUND, reasonOf(body, ReasonCode.NOT_FOUND));
  if (status === 413) throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, ReasonCode.PAYLOAD_TOO_LARGE);
  if (status === 429) throw gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, ReasonCode.RATE_LIMITED);
  if (status === 400 || status === 422) {
    const reason = reasonOf(body, ReasonCode.VALIDATION_FAILED);
    const text = isEnvelope(body) ? body.reasonText : null;
    // The server's text names the offending field, which the spec's generic message cannot.
    return failWith(kindOfReason(reason), reason, text ?? messageOf(reason, null));
  }
  if (status < 200 || status >= 300 || !isEnvelope(body)) {
    throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
  }
  const envelope = body as Envelope<TObject, TItem>;
  if (envelope.status === 'success') return { ok: true, envelope };

  const given: unknown = envelope.reasonCode;
  const reasonCode = typeof given === 'string' && given !== '' ? given : ReasonCode.INTERNAL;
  const message = messageOf(reasonCode, envelope.reasonText);
  if (options.allowFailure) return { ok: false, reasonCode, message, envelope };
  return failWith(kindOfReason(reasonCode), reasonCode, message);
}

const failWith = (kind: GatewayErrorCode, reasonCode: string, message: string): never => {
  throw gatewayError(kind, reasonCode, { message });
};

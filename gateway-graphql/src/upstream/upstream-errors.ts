import {
  type Envelope,
  type FeatureReason,
  FeatureReasons,
  INACTIVE_USER_SIGNAL,
  isReasonCode,
  ReasonCode,
  ReasonMessage,
} from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';

/** What came back from one upstream call: an HTTP answer, or no answer at all (refused, reset, timed out). */
export type UpstreamOutcome =
  { kind: 'response'; status: number; body: unknown } | { kind: 'network'; error: unknown };

/** A business failure (HTTP 200, status fail) the caller asked to receive as data, e.g. wrong password at login. */
export interface UpstreamFailure<TObject = unknown, TItem = unknown> {
  ok: false;
  reasonCode: string;
  /** What the user reads: the server's reasonText (see `messageOf`). */
  message: string;
  /** The request path REST names when the refusal belongs to one input among many (`answers.3`). */
  field?: string;
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

/** The input a refusal names in its responseObject (`RefusalDetail`), when it names one. */
const refusedFieldOf = (envelope: Envelope): string | undefined => {
  const detail = envelope.responseObject;
  const field =
    typeof detail === 'object' && detail !== null ? (detail as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field !== '' ? field : undefined;
};

const reasonTextOf = (body: unknown): string | null => {
  const text = isEnvelope(body) ? body.reasonText : null;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
};

/**
 * The message of a refusal is decided once, by the REST tier (its reasonText, from the domain's
 * ReasonMessage plus its own detail). It is passed on unchanged; only an upstream that sends no text
 * (another deployment of the spec's contract) gets the domain's message for the code.
 */
export const messageOf = (reasonCode: string, reasonText: string | null): string =>
  reasonText ?? (isReasonCode(reasonCode) ? ReasonMessage[reasonCode] : ReasonMessage.INTERNAL);

/** SM-03 with the spec's 'InActive user' signal is the inactive-account refusal, with its own code and text. */
const specSignal = (
  reasonCode: string,
  reasonText: string | null,
): { reasonCode: string; text: string | null } =>
  reasonText === INACTIVE_USER_SIGNAL
    ? { reasonCode: ReasonCode.INACTIVE_USER, text: ReasonMessage[ReasonCode.INACTIVE_USER] }
    : { reasonCode, text: reasonText };

const BAD_INPUT = GatewayErrorCode.BAD_USER_INPUT;

/**
 * The GraphQL error kind of every reason code: a feature's refusal is about the user's input, unless it
 * says the thing is gone or the caller must wait; the codes of no feature (sessions, roles, transport,
 * the upload rows' reasons) each have their own. `satisfies` makes a new code fail the type check until
 * it is a feature's reason or has a kind here.
 */
const REASON_KIND = {
  ...(Object.fromEntries(FeatureReasons.map((code) => [code, BAD_INPUT])) as Record<
    FeatureReason,
    GatewayErrorCode
  >),
  [ReasonCode.UNAUTHENTICATED]: GatewayErrorCode.UNAUTHENTICATED,
  [ReasonCode.SESSION_EXPIRED]: GatewayErrorCode.UNAUTHENTICATED,
  [ReasonCode.STALE_JTI]: GatewayErrorCode.UNAUTHENTICATED,
  [ReasonCode.TOKEN_FAILURE]: GatewayErrorCode.UNAUTHENTICATED,
  [ReasonCode.FORBIDDEN]: GatewayErrorCode.FORBIDDEN,
  [ReasonCode.NOT_FOUND]: GatewayErrorCode.NOT_FOUND,
  [ReasonCode.UPSTREAM_UNAVAILABLE]: GatewayErrorCode.UPSTREAM_UNAVAILABLE,
  [ReasonCode.RATE_LIMITED]: GatewayErrorCode.UPSTREAM_UNAVAILABLE,
  // A clear-text sensitive field is the gateway's own mistake, not the user's.
  [ReasonCode.SENSITIVE_FIELD_IN_CLEAR]: GatewayErrorCode.INTERNAL_SERVER_ERROR,
  [ReasonCode.INTERNAL]: GatewayErrorCode.INTERNAL_SERVER_ERROR,
  [ReasonCode.PAYLOAD_TOO_LARGE]: BAD_INPUT,
  [ReasonCode.ONE_SIGN_IN_PER_REQUEST]: BAD_INPUT,
  [ReasonCode.PAYMENT_SIGNATURE_INVALID]: BAD_INPUT,
  [ReasonCode.EXPORT_EMPTY]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_REQUIRED]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_INVALID]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_NO_ORDER]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_DUPLICATE]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_UNKNOWN_ACCOUNT]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_UNKNOWN_STAFF]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_UNKNOWN_NAME]: BAD_INPUT,
  [ReasonCode.UPLOAD_ROW_UNKNOWN_USER]: BAD_INPUT,
} as const satisfies Record<ReasonCode, GatewayErrorCode>;

/** The kind of a code that arrived in a failure envelope; a code this build does not know is the input's. */
const kindOfReason = (reasonCode: string): GatewayErrorCode =>
  isReasonCode(reasonCode) ? REASON_KIND[reasonCode] : BAD_INPUT;

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
  if (status === 403 || status === 404) {
    const kind = status === 403 ? GatewayErrorCode.FORBIDDEN : GatewayErrorCode.NOT_FOUND;
    const reason = reasonOf(body, status === 403 ? ReasonCode.FORBIDDEN : ReasonCode.NOT_FOUND);
    return failWith(kind, reason, messageOf(reason, reasonTextOf(body)));
  }
  // Too large a body (413), a URL or headers too long for the server (414, 431: an over-long query).
  if (status === 413 || status === 414 || status === 431) {
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, ReasonCode.PAYLOAD_TOO_LARGE);
  }
  if (status === 429) throw gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, ReasonCode.RATE_LIMITED);
  if (status === 400 || status === 422) {
    const reason = reasonOf(body, ReasonCode.VALIDATION_FAILED);
    return failWith(kindOfReason(reason), reason, messageOf(reason, reasonTextOf(body)));
  }
  if (status < 200 || status >= 300 || !isEnvelope(body)) {
    throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
  }
  const envelope = body as Envelope<TObject, TItem>;
  if (envelope.status === 'success') return { ok: true, envelope };

  const given: unknown = envelope.reasonCode;
  const signal = specSignal(
    typeof given === 'string' && given !== '' ? given : ReasonCode.INTERNAL,
    reasonTextOf(envelope),
  );
  const message = messageOf(signal.reasonCode, signal.text);
  if (options.allowFailure) {
    const field = refusedFieldOf(envelope);
    return { ok: false, reasonCode: signal.reasonCode, message, envelope, ...(field ? { field } : {}) };
  }
  return failWith(kindOfReason(signal.reasonCode), signal.reasonCode, message);
}

/** The success envelope of a result whose failures were thrown (calls made without allowFailure). */
export const successOf = <TObject, TItem>(
  result: UpstreamResult<TObject, TItem>,
): Envelope<TObject, TItem> => {
  // Unreachable: without allowFailure a failure envelope is thrown by mapUpstreamOutcome.
  if (!result.ok) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
  return result.envelope;
};

const failWith = (kind: GatewayErrorCode, reasonCode: string, message: string): never => {
  throw gatewayError(kind, reasonCode, { message });
};

/** A call's result, or the error it threw: how a read batch hands back each of its calls. */
export const settle = async <T>(run: () => T | Promise<T>): Promise<T | Error> => {
  try {
    return await run();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
};

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** A reply from the endpoint and the session the next question continues. */
export interface ExternalChatAnswer {
  reply: string;
  sessionId: string;
}

/** Thrown when the endpoint fails after its retry; `message` is what goes to the log, never to the user. */
export class ExternalChatFailure extends Error {
  override name = 'ExternalChatFailure';
}

/** The spec's external assistant (001 §7 'Chat'): one question in, one reply and a session id out. */
export interface ExternalChatEndpoint {
  ask(message: string, sessionId: string | null, signal?: AbortSignal): Promise<ExternalChatAnswer>;
}

export interface ExternalChatOptions {
  /** CHAT_URL or CIEL_CHAT_URL. */
  url: string;
  /** One attempt's time, the reply's body included; a time-out counts as a failure. */
  timeoutMs: number;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** Defaults to crypto.randomUUID(). */
  newSessionId?: () => string;
}

const REPEATED_500 = 'Repeated 500 error even after new session';

/** Past this many characters an error body is cut: a proxy's HTML error page should not flood the log. */
const LOGGED_BODY_LIMIT = 500;
/** The fields a JSON reply may carry its text in, in the order they are looked for. */
const REPLY_FIELDS = ['reply', 'response', 'message', 'answer'] as const;

type Attempt =
  | { ok: true; answer: ExternalChatAnswer }
  | { ok: false; status: number | null; message: string; cause?: unknown };

/**
 * The question and session go in the query string because that is the endpoint's contract (a GET);
 * the url's own query (an API key, a tenant) is kept in front of them. encodeURIComponent rather than
 * URLSearchParams: a space as %20 reads the same to every server, a `+` only to form decoders.
 */
const requestUrl = (base: string, message: string, sessionId: string): string => {
  const url = new URL(base);
  const ours = `message=${encodeURIComponent(message)}&sessionId=${encodeURIComponent(sessionId)}`;
  url.search = url.search.length > 1 ? `${url.search}&${ours}` : `?${ours}`;
  return url.toString();
};

const firstReplyField = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value !== 'object' || value === null) return null;
  for (const field of REPLY_FIELDS) {
    const text: unknown = (value as Record<string, unknown>)[field];
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
};

/**
 * The endpoint answers either plain text or JSON, and not always with the right content-type, so text
 * that parses as a JSON object or string is read as JSON. Text that parses as a number or `true` is a
 * plain-text reply that happens to look like JSON. null means nothing a learner could be shown.
 */
const replyOf = (body: string, contentType: string | null): string | null => {
  const text = body.trim();
  if (!text) return null;
  const declaredJson = /json/i.test(contentType ?? '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return declaredJson ? null : text;
  }
  if (typeof parsed === 'object' && parsed !== null) return firstReplyField(parsed);
  if (typeof parsed === 'string') return firstReplyField(parsed);
  return declaredJson ? null : text;
};

/**
 * Why a request got no response, without the error's own text: a URL parser or proxy may quote the
 * request's address, and that address carries the learner's question, which must not reach the log.
 */
const networkFailureOf = (error: unknown, timeoutMs: number): string => {
  if (error instanceof Error && error.name === 'TimeoutError') return `Timed out after ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.name : 'unknown';
  return `Network error (${code})`;
};

/**
 * The client of the spec's external chat endpoint. Every failure gets exactly one more attempt, so a
 * question costs at most two timeouts (the config sizes CHAT_TIMEOUT_MS for that against the gateway's
 * own time-out). A 500 is the endpoint losing the session, hence the retry under a new one; any other
 * failure is taken as passing, and retried under the same session so the conversation survives.
 */
export const createExternalChatEndpoint = (options: ExternalChatOptions): ExternalChatEndpoint => {
  const newSessionId = options.newSessionId ?? randomUUID;

  const attempt = async (
    message: string,
    sessionId: string,
    number: number,
    callerSignal: AbortSignal | undefined,
  ): Promise<Attempt> => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
    let outcome: Attempt;
    try {
      const response = await fetch(requestUrl(options.url, message, sessionId), { signal });
      // The body is read under the same signal: a reply that trickles in is as late as one that never starts.
      const body = await response.text();
      if (response.ok) {
        const reply = replyOf(body, response.headers.get('content-type'));
        const nextSession = response.headers.get('x-session-id')?.trim() || sessionId;
        outcome = reply
          ? { ok: true, answer: { reply, sessionId: nextSession } }
          : {
              ok: false,
              status: response.status,
              message: `HTTP ${response.status}: empty or unusable reply`,
            };
      } else {
        const shown = body.trim().slice(0, LOGGED_BODY_LIMIT) || 'Request failed';
        outcome = { ok: false, status: response.status, message: `HTTP ${response.status}: ${shown}` };
      }
    } catch (error) {
      // The learner left or the request ended: not the endpoint's failure, so no retry and no warning.
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      outcome = {
        ok: false,
        status: null,
        message: networkFailureOf(error, options.timeoutMs),
        cause: error,
      };
    }
    if (!outcome.ok) options.logger.warn({ status: outcome.status, attempt: number }, outcome.message);
    return outcome;
  };

  return {
    async ask(message, sessionId, signal) {
      // A session id is always sent: the endpoint keys its conversation on it from the first question.
      let session = sessionId ?? newSessionId();
      const first = await attempt(message, session, 1, signal);
      if (first.ok) return first.answer;
      if (first.status === 500) session = newSessionId();
      const second = await attempt(message, session, 2, signal);
      if (second.ok) return second.answer;
      const reason = first.status === 500 && second.status === 500 ? REPEATED_500 : second.message;
      throw new ExternalChatFailure(reason, { cause: second.cause });
    },
  };
};

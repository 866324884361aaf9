import { type Envelope, ReasonCode } from '@finx/domain';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { failEnvelope, HttpError } from './envelope';

// Fastify's own client errors (body parsing, content type, limits) keep their status with our code.
const codeForStatus = (status: number): ReasonCode => {
  switch (status) {
    case 401:
      return ReasonCode.UNAUTHENTICATED;
    case 403:
      return ReasonCode.FORBIDDEN;
    case 404:
      return ReasonCode.NOT_FOUND;
    case 413:
      return ReasonCode.PAYLOAD_TOO_LARGE;
    case 429:
      return ReasonCode.RATE_LIMITED;
    default:
      return ReasonCode.VALIDATION_FAILED;
  }
};

/** PostgreSQL's codes for a connection ended or refused by the server: shutdown, crash, starting up. */
const PG_OUTAGE_CODES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const OUTAGE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection is closed',
  'Reached the max retries per request limit',
];

/**
 * The database or Redis unreachable (restarting, stopped): the request failed through no fault of its
 * own and would succeed a moment later. Checked along the error's causes (drizzle wraps pg's error).
 */
export const isDependencyOutage = (error: unknown): boolean => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (PG_OUTAGE_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))
    )
      return true;
    if (current.name === 'MaxRetriesPerRequestError') return true;
    if (OUTAGE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
    current = current.cause;
  }
  return false;
};

/** The status and envelope an error answers with; the read batch answers its reads' errors the same way. */
export const answerForError = (
  error: FastifyError | HttpError,
  log: FastifyBaseLogger,
): { status: number; body: Envelope<never, never> } => {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: failEnvelope(error.reasonCode, error.reasonText) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    log.info({ code: error.code, status }, 'request refused');
    return { status, body: failEnvelope(codeForStatus(status)) };
  }
  // A dependency's outage is typed and temporary (503, UPSTREAM_UNAVAILABLE: issue 31's fault run),
  // not a bug: the gateway, the payment pages and a load balancer read it as "try again".
  if (isDependencyOutage(error)) {
    log.warn({ err: error }, 'request failed: the database or Redis is unavailable');
    return { status: 503, body: failEnvelope(ReasonCode.UPSTREAM_UNAVAILABLE) };
  }
  log.error({ err: error }, 'request failed');
  return { status: 500, body: failEnvelope(ReasonCode.INTERNAL) };
};

/** Every error becomes an envelope; internals (messages, stacks) stay in the log. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = answerForError(error, request.log);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failEnvelope(ReasonCode.NOT_FOUND)));
};

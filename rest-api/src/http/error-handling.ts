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

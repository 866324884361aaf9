import { ReasonCode } from '@finx/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Every error becomes an envelope; internals (messages, stacks) stay in the log. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failEnvelope(error.reasonCode, error.reasonText));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused');
      return reply.status(status).send(failEnvelope(codeForStatus(status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failEnvelope(ReasonCode.INTERNAL));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failEnvelope(ReasonCode.NOT_FOUND)));
};

import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line per request, written when it completes, with plain fields only: Fastify's default writes two
 * lines and serializes the request and reply objects for both. Errors keep Fastify's full line.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    reply.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime },
      'request completed',
    );
  }
}

import { type OutboxMessageView, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../session/session.service';
import type { Upstream } from '../upstream/upstream';

/**
 * `GET /dev/outbox?to=ADDRESS` (outside production only): the mail and SMS the platform "sent" to an
 * e-mail address or mobile number, newest first, as `[{ to, channel, subject, body, createdAt }]`.
 * Development and tests read OTPs and verification links here instead of a real inbox.
 */
export const registerDevOutbox = (
  app: FastifyInstance,
  deps: { upstream: Upstream; sessions: SessionService },
): void => {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
    // A browser opening the page gets the client's /dev/outbox screen, which calls this route for JSON.
    if ((request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
    const to = typeof request.query.to === 'string' ? request.query.to.trim() : '';
    if (to === '') return reply.code(400).send({ error: 'Query parameter "to" is required' });
    const session = await deps.sessions.resolve(request, reply);
    const envelope = await deps.upstream.request<never, OutboxMessageView>(session, {
      method: 'GET',
      path: RestPath.DEV_OUTBOX,
      query: { to },
      auth: 'anonymous',
    });
    return envelope.responseListObject ?? [];
  });
};

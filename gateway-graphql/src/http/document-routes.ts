import { RestPath } from '@finx/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Upstream } from '../upstream/upstream';
import { forwardedClientOf } from './forwarded-client';

/** The browser's prefix for document-store assets (a lesson's `videoUrl` starts with it). */
export const DOCUMENTS_PREFIX = '/documents';

/** An asset id as the document store names them: no slashes, so nothing but the store's files is reachable. */
const DOCUMENT_ID = /^[a-z0-9][a-z0-9.-]{0,99}$/;

/**
 * `GET /documents/:documentId?p&e&s`: a document-store asset, passed on from rest-api. A `<video>`
 * element sends the link and nothing else; rest-api checks the link's signature (issued only to the
 * enrolled learner, expiring), so no session is needed here and none is sent on.
 */
export const registerDocumentRoutes = (app: FastifyInstance, deps: { upstream: Upstream }): void => {
  const send = async (request: FastifyRequest<{ Params: { documentId: string } }>, reply: FastifyReply) => {
    const { documentId } = request.params;
    if (!DOCUMENT_ID.test(documentId)) {
      return reply.code(404).send({ status: 'fail', reasonCode: 'NOT_FOUND' });
    }
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : undefined;
    try {
      const answer = await deps.upstream.forward({
        method: 'GET',
        path: `${RestPath.DOCUMENT}/${documentId}`,
        search,
        headers: {},
        auth: 'none',
        client: forwardedClientOf(request),
      });
      void reply.code(answer.status).header('cache-control', 'private, max-age=3600');
      if (answer.contentType) void reply.header('content-type', answer.contentType);
      return reply.send(answer.body);
    } catch (error) {
      request.log.warn({ err: error }, 'document route: upstream unavailable');
      return reply.code(502).send({ status: 'fail', reasonCode: 'UPSTREAM_UNAVAILABLE' });
    }
  };
  app.get(`${DOCUMENTS_PREFIX}/:documentId`, send);
};

import type { RestPath } from '@finx/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedClientOf } from '../../upstream/forwarded-client';
import type { RawAnswer, RawForward, Upstream } from '../../upstream/upstream';

/**
 * The kit of a module's HTTP routes (`<feature>.routes.ts`), for files that travel outside GraphQL: what
 * every such route reads from the browser's request and how it hands REST's file back.
 */

/** An asset id as the document store names them: no slashes, so nothing but the store's files is reachable. */
export const DOCUMENT_ID = /^[a-z0-9][a-z0-9.-]{0,99}$/;

/** The browser's query string without `?` (a signed link's p, e and s), passed on as it came. */
export const searchOf = (request: FastifyRequest): string | undefined =>
  request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : undefined;

/** A header's text, URI-decoded (the browser encodes a file name: headers carry ASCII only). */
export const headerText = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** REST's file as it answered it; nosniff, so a browser never runs a file as something else. */
export const sendFile = (reply: FastifyReply, answer: RawAnswer): FastifyReply => {
  void reply.code(answer.status);
  if (answer.contentType) void reply.header('content-type', answer.contentType);
  if (answer.disposition) void reply.header('content-disposition', answer.disposition);
  return reply.header('x-content-type-options', 'nosniff').send(answer.body);
};

/**
 * A file behind a signed link, downloaded by plain navigation (a `<video>` element, a link): the link
 * (minutes long, naming whom it was issued to) is the permission and rest-api checks it, so no session
 * and no token are sent on.
 */
export const passSignedFile = async (
  upstream: Upstream,
  request: FastifyRequest,
  reply: FastifyReply,
  path: RawForward['path'],
  cache: string,
): Promise<FastifyReply> => {
  try {
    const answer = await upstream.forward({
      method: 'GET',
      path,
      search: searchOf(request),
      headers: {},
      auth: 'none',
      client: forwardedClientOf(request),
    });
    void reply.header('cache-control', cache);
    return sendFile(reply, answer);
  } catch (error) {
    request.log.warn({ err: error, path }, 'signed file: upstream unavailable');
    return reply.code(502).send({ status: 'fail', reasonCode: 'UPSTREAM_UNAVAILABLE' });
  }
};

/** `GET <prefix>/:documentId?p&e&s`: one store file behind a signed link, from REST's `<restPath>/<id>`. */
export const registerSignedFileRoute = (
  app: FastifyInstance,
  upstream: Upstream,
  route: { prefix: string; restPath: RestPath; cache: string },
): void => {
  app.get<{ Params: { documentId: string } }>(`${route.prefix}/:documentId`, (request, reply) => {
    const { documentId } = request.params;
    if (!DOCUMENT_ID.test(documentId))
      return reply.code(404).send({ status: 'fail', reasonCode: 'NOT_FOUND' });
    return passSignedFile(upstream, request, reply, `${route.restPath}/${documentId}`, route.cache);
  });
};

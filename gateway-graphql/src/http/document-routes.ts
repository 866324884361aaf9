import { DOCUMENT_MAX_BYTES, ReasonCode, RestPath, RoleId, messageFor } from '@finx/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DocumentsSource } from '../modules/documents/documents.source';
import type { SessionService } from '../session/session.service';
import { forSession, type RawForward, type Upstream } from '../upstream/upstream';
import { forwardedClientOf } from '../upstream/forwarded-client';

/** The browser's prefix for document-store assets (a lesson's `videoUrl` starts with it). */
export const DOCUMENTS_PREFIX = '/documents';
/** A learner's own file behind a signed link (`/documents/mine/<id>?p&e&s`, rest-api's getDocumentUrl). */
export const MY_DOCUMENT_PREFIX = '/documents/mine';
/** A zip of resumes a member of staff made in the Student Section, behind a signed link. */
export const RESUME_ZIP_PREFIX = '/documents/zip';
/** The learner's resume as a PDF behind a signed link. */
export const RESUME_PDF_PATH = '/documents/resume.pdf';
/** Where the browser posts a file: its bytes as the body, its type and name in headers. */
export const DOCUMENT_UPLOAD_PATH = '/documents/upload';

/** An asset id as the document store names them: no slashes, so nothing but the store's files is reachable. */
const DOCUMENT_ID = /^[a-z0-9][a-z0-9.-]{0,99}$/;

/**
 * Room for a file a little over the limit, so it hears DOCUMENT_TOO_LARGE (the client checks first);
 * anything further over is cut off unread with 413.
 */
const UPLOAD_BODY_LIMIT = DOCUMENT_MAX_BYTES + 256 * 1024;

const searchOf = (request: FastifyRequest): string | undefined =>
  request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : undefined;

/** A header's text, URI-decoded (the browser encodes the file name: headers carry ASCII only). */
const headerText = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Files of the document store, outside GraphQL:
 * - `GET /documents/:documentId?p&e&s`: a lesson's video. A `<video>` element sends the link and nothing
 *   else; rest-api checks the link's signature (issued only to the enrolled learner, expiring).
 * - `GET /documents/mine/:documentId?p&e&s` and `GET /documents/resume.pdf?p&e&s`: a learner's file and
 *   resume, downloaded by plain navigation; the signed link (minutes long, naming its owner) is the
 *   permission, as for the video, so no session is sent on.
 * - `GET /documents/zip/:documentId?p&e&s`: a resume zip of the Student Section, for the member of staff
 *   who made it (the link names them), downloaded the same way.
 * - `POST /documents/upload`: a learner's file, as raw bytes with `x-document-type` and `x-file-name`,
 *   sent on as the signed-in user. Its content type must be application/octet-stream: with that type
 *   and the custom headers a cross-site page cannot send it without a CORS preflight, which this gateway
 *   does not grant (the session cookie is also SameSite=Lax). See docs/decisions.md.
 */
export const registerDocumentRoutes = (
  app: FastifyInstance,
  deps: { upstream: Upstream; sessions: SessionService },
): void => {
  const pass = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: RawForward['path'],
    cache: string,
  ): Promise<FastifyReply> => {
    try {
      const answer = await deps.upstream.forward({
        method: 'GET',
        path,
        search: searchOf(request),
        headers: {},
        auth: 'none',
        client: forwardedClientOf(request),
      });
      void reply.code(answer.status).header('cache-control', cache);
      if (answer.contentType) void reply.header('content-type', answer.contentType);
      if (answer.disposition) void reply.header('content-disposition', answer.disposition);
      return reply.header('x-content-type-options', 'nosniff').send(answer.body);
    } catch (error) {
      request.log.warn({ err: error }, 'document route: upstream unavailable');
      return reply.code(502).send({ status: 'fail', reasonCode: 'UPSTREAM_UNAVAILABLE' });
    }
  };

  app.get<{ Params: { documentId: string } }>(`${DOCUMENTS_PREFIX}/:documentId`, (request, reply) => {
    const { documentId } = request.params;
    if (!DOCUMENT_ID.test(documentId))
      return reply.code(404).send({ status: 'fail', reasonCode: 'NOT_FOUND' });
    return pass(request, reply, `${RestPath.DOCUMENT}/${documentId}`, 'private, max-age=3600');
  });

  app.get<{ Params: { documentId: string } }>(`${MY_DOCUMENT_PREFIX}/:documentId`, (request, reply) => {
    const { documentId } = request.params;
    if (!DOCUMENT_ID.test(documentId))
      return reply.code(404).send({ status: 'fail', reasonCode: 'NOT_FOUND' });
    return pass(request, reply, `${RestPath.DOCUMENT_DOWNLOAD}/${documentId}`, 'private, no-store');
  });

  app.get<{ Params: { documentId: string } }>(`${RESUME_ZIP_PREFIX}/:documentId`, (request, reply) => {
    const { documentId } = request.params;
    if (!DOCUMENT_ID.test(documentId))
      return reply.code(404).send({ status: 'fail', reasonCode: 'NOT_FOUND' });
    return pass(request, reply, `${RestPath.RESUME_ZIP_DOWNLOAD}/${documentId}`, 'private, no-store');
  });

  app.get(RESUME_PDF_PATH, (request, reply) =>
    pass(request, reply, RestPath.RESUME_BUILD, 'private, no-store'),
  );

  // Not awaited: awaiting would load the routes registered so far before the app's error handler is set.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(DOCUMENT_UPLOAD_PATH, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = await deps.sessions.resolve(request, reply);
      const refuse = (status: number, code: ReasonCode) =>
        reply
          .code(status)
          .send({ document: null, userErrors: [{ code, field: null, message: messageFor(code) }] });
      if (!session.viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
      if (session.viewer.roleId !== RoleId.LEARNER) return refuse(403, ReasonCode.FORBIDDEN);
      const documents = new DocumentsSource({ upstream: forSession(deps.upstream, session), session });
      try {
        return await documents.upload({
          documentType: headerText(request, 'x-document-type'),
          fileName: headerText(request, 'x-file-name'),
          bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'document upload: not delivered');
        const expired = !session.viewer;
        return expired
          ? refuse(401, ReasonCode.SESSION_EXPIRED)
          : refuse(502, ReasonCode.UPSTREAM_UNAVAILABLE);
      }
    });
  });
};

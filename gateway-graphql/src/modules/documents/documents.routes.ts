import { DOCUMENT_MAX_BYTES, ReasonCode, RestPath, RoleGroup, RoleId, messageFor } from '@finx/domain';
import { forSession } from '../../upstream/upstream';
import type { ModuleRoutes } from '../module';
import { headerText, passSignedFile, registerSignedFileRoute } from '../shared/http-route';
import { DocumentsSource } from './documents.source';

/** A learner's own file behind a signed link (`/documents/mine/<id>?p&e&s`, rest-api's getDocumentUrl). */
const MY_DOCUMENT_PREFIX = '/documents/mine';
/** The learner's resume as a PDF behind a signed link. */
const RESUME_PDF_PATH = '/documents/resume.pdf';
/** Where the browser posts a file: its bytes as the body, its type and name in headers. */
const DOCUMENT_UPLOAD_PATH = '/documents/upload';

/**
 * Room for a file a little over the limit, so it hears DOCUMENT_TOO_LARGE (the client checks first);
 * anything further over is cut off unread with 413.
 */
const UPLOAD_BODY_LIMIT = DOCUMENT_MAX_BYTES + 256 * 1024;

/**
 * The learner's files, outside GraphQL:
 * - `GET /documents/mine/:documentId?p&e&s` and `GET /documents/resume.pdf?p&e&s`: a learner's file and
 *   resume, downloaded by plain navigation; the signed link (minutes long, naming its owner) is the
 *   permission, so no session is sent on.
 * - `POST /documents/upload`: a learner's file, as raw bytes with `x-document-type` and `x-file-name`,
 *   sent on as the signed-in user. Its content type must be application/octet-stream: with that type
 *   and the custom headers a cross-site page cannot send it without a CORS preflight, which this gateway
 *   does not grant (the session cookie is also SameSite=Lax). See docs/decisions.md. Admin and ops send
 *   a learner's resume the same way with `x-party-id` (`001 §7` Admin updateresume).
 */
export const registerDocumentsRoutes: ModuleRoutes = (app, { upstream, sessions }) => {
  registerSignedFileRoute(app, upstream, {
    prefix: MY_DOCUMENT_PREFIX,
    restPath: RestPath.DOCUMENT_DOWNLOAD,
    cache: 'private, no-store',
  });

  app.get(RESUME_PDF_PATH, (request, reply) =>
    passSignedFile(upstream, request, reply, RestPath.RESUME_BUILD, 'private, no-store'),
  );

  // Not awaited: awaiting would load the routes registered so far before the app's error handler is set.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(DOCUMENT_UPLOAD_PATH, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = await sessions.resolve(request, reply);
      const refuse = (status: number, code: ReasonCode) =>
        reply
          .code(status)
          .send({ document: null, userErrors: [{ code, field: null, message: messageFor(code) }] });
      if (!session.viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
      const partyHeader = headerText(request, 'x-party-id');
      const staff = (RoleGroup.ADMIN_OR_OPS as readonly number[]).includes(session.viewer.roleId);
      const forParty = /^\d{1,9}$/.test(partyHeader) ? Number(partyHeader) : null;
      if (staff ? forParty === null : session.viewer.roleId !== RoleId.LEARNER || partyHeader !== '') {
        return refuse(403, ReasonCode.FORBIDDEN);
      }
      const documents = new DocumentsSource({ upstream: forSession(upstream, session), session });
      const file = {
        fileName: headerText(request, 'x-file-name'),
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      };
      try {
        if (staff && forParty !== null) return await documents.staffResume(forParty, file);
        return await documents.upload({ documentType: headerText(request, 'x-document-type'), ...file });
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

import { ReasonCode, RoleId, VIDEO_MAX_BYTES, VIDEO_UPLOAD_PATH, messageFor } from '@finx/domain';
import { forSession } from '../../upstream/upstream';
import type { ModuleRoutes } from '../module';
import { headerText } from '../shared/http-route';
import { VideosSource } from './videos.source';

const STAFF: readonly number[] = [RoleId.ADMIN, RoleId.OPS];

/** Room for a file a little over the limit, so it hears VIDEO_TOO_LARGE; far over is cut off with 413. */
const UPLOAD_BODY_LIMIT = VIDEO_MAX_BYTES + 256 * 1024;

/**
 * `POST /documents/video-upload`: a video product's file (/add-video, /edit-video), admin or ops, sent on
 * to rest-api's video/save as the signed-in member of staff. Outside GraphQL like the learners' documents
 * (documents.routes.ts), and for the same reason the body must be application/octet-stream with custom
 * headers: a cross-site page cannot send that without a CORS preflight this gateway never grants.
 */
export const registerVideosRoutes: ModuleRoutes = (app, { upstream, sessions }) => {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(VIDEO_UPLOAD_PATH, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = await sessions.resolve(request, reply);
      const refuse = (status: number, code: ReasonCode, field: string | null = null) =>
        reply.code(status).send({ video: null, userErrors: [{ code, field, message: messageFor(code) }] });
      if (!session.viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
      if (!STAFF.includes(session.viewer.roleId)) return refuse(403, ReasonCode.FORBIDDEN);
      const productId = Number(headerText(request, 'x-product-id'));
      if (!Number.isSafeInteger(productId) || productId <= 0) {
        return refuse(400, ReasonCode.VALIDATION_FAILED, 'productId');
      }
      const videos = new VideosSource({ upstream: forSession(upstream, session) });
      try {
        return await videos.upload(productId, {
          fileName: headerText(request, 'x-file-name'),
          bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'video upload: not delivered');
        return session.viewer
          ? refuse(502, ReasonCode.UPSTREAM_UNAVAILABLE)
          : refuse(401, ReasonCode.SESSION_EXPIRED);
      }
    });
  });
};

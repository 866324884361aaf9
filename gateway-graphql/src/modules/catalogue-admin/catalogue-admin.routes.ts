import {
  LESSON_UPLOAD_PATH,
  LessonUploadHeader as H,
  messageFor,
  ReasonCode,
  RoleId,
  VIDEO_MAX_BYTES,
} from '@finx/domain';
import type { FastifyRequest } from 'fastify';
import { forSession } from '../../upstream/upstream';
import type { ModuleRoutes } from '../module';
import { headerText } from '../shared/http-route';
import { CourseLessonsSource } from './course-lessons.source';

/** Room for a video a little over the limit (the largest lesson file), so it hears the size refusal. */
const UPLOAD_BODY_LIMIT = VIDEO_MAX_BYTES + 256 * 1024;

/** A header's number, or null when it is absent; NaN when it is there but no number. */
const headerNumber = (request: FastifyRequest, name: string): number | null => {
  const text = headerText(request, name).trim();
  return text === '' ? null : Number(text);
};

const entityIdOf = (value: number | null): number | null =>
  value !== null && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * `POST /documents/lesson-upload`: a module's video or document lesson with its file (issue 28 item 2),
 * admin only, sent on to rest-api's module/lesson as the signed-in admin. Outside GraphQL like the video
 * products' files (videos.routes.ts), and for the same reason the body must be application/octet-stream
 * with the lesson's fields in custom headers: a cross-site page cannot send that without a CORS preflight
 * this gateway never grants. Answers `{ lessons, userErrors }` as the GraphQL mutation does.
 */
export const registerCatalogueAdminRoutes: ModuleRoutes = (app, { upstream, sessions }) => {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(LESSON_UPLOAD_PATH, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = await sessions.resolve(request, reply);
      const refuse = (status: number, code: ReasonCode, field: string | null = null) =>
        reply.code(status).send({ lessons: null, userErrors: [{ code, field, message: messageFor(code) }] });
      if (!session.viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
      if (session.viewer.roleId !== RoleId.ADMIN) return refuse(403, ReasonCode.FORBIDDEN);
      const moduleId = entityIdOf(headerNumber(request, H.MODULE_ID));
      if (moduleId === null) return refuse(400, ReasonCode.VALIDATION_FAILED, 'input.moduleId');
      const lessonHeader = headerNumber(request, H.LESSON_ID);
      const lessonId = entityIdOf(lessonHeader);
      if (lessonHeader !== null && lessonId === null) {
        return refuse(400, ReasonCode.VALIDATION_FAILED, 'input.lessonId');
      }
      const minutes = headerNumber(request, H.MINUTES);
      const lessons = new CourseLessonsSource({ upstream: forSession(upstream, session) });
      try {
        return await lessons.save({
          moduleId,
          lessonId,
          kind: headerText(request, H.KIND),
          title: headerText(request, H.TITLE),
          minutes: minutes !== null && Number.isInteger(minutes) ? minutes : null,
          url: null,
          durationSeconds: headerNumber(request, H.DURATION_SECONDS),
          file: {
            fileName: headerText(request, H.FILE_NAME),
            bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          },
        });
      } catch (error) {
        request.log.warn({ err: error }, 'lesson upload: not delivered');
        return session.viewer
          ? refuse(502, ReasonCode.UPSTREAM_UNAVAILABLE)
          : refuse(401, ReasonCode.SESSION_EXPIRED);
      }
    });
  });
};

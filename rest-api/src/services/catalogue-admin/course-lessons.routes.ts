import { type CourseLessonsView, RestPath, VIDEO_MAX_BYTES } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { ADMIN_ROLES } from '../../role-groups';
import type { CourseLessonsService } from './course-lessons.service';

const moduleQuery = z.object({ moduleId: entityId });
const lessonQuery = z.object({ lessonId: entityId });
// Field rules are the domain's (`lessonSchema`, `checkLessonDuration`), applied by the service.
const saveBody = z.object({
  moduleId: entityId,
  lessonId: entityId.optional(),
  kind: z.string().max(20),
  title: z.string().max(1000),
  minutes: z.unknown().optional(),
  durationSeconds: z.unknown().optional(),
  url: z.string().max(5000).nullable().optional(),
  file: z
    .object({
      fileName: z.string().max(1000).default(''),
      content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
    })
    .nullable()
    .optional(),
});
const moveBody = z.object({ lessonId: entityId, direction: z.enum(['up', 'down']) });

/**
 * Room for the base64 of a video somewhat over the limit (the largest file a lesson takes), so a slightly
 * large file hears the size refusal from the service; anything far over is cut off by Fastify (413).
 */
const SAVE_BODY_LIMIT = Math.ceil(((VIDEO_MAX_BYTES + 1024 * 1024) * 4) / 3);

/** A module's lessons (issue 28 item 2): admin only, as modules are (`001 §2` /modules-list). */
export const courseLessonsRoutes = (app: FastifyInstance, lessons: CourseLessonsService): void => {
  const admin = { config: { access: ADMIN_ROLES } };

  app.get(RestPath.MODULE_LESSONS, documented(admin, { query: moduleQuery }), async (request) => {
    const caller = requireUser(request.caller);
    const { moduleId } = parseInput(moduleQuery, request.query);
    return answer<CourseLessonsView>(await lessons.view(caller, moduleId));
  });

  app.post(
    RestPath.LESSON_SAVE,
    documented({ ...admin, bodyLimit: SAVE_BODY_LIMIT }, { body: saveBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer<CourseLessonsView>(await lessons.save(caller, parseInput(saveBody, request.body)));
    },
  );

  app.delete(RestPath.LESSON_SAVE, documented(admin, { query: lessonQuery }), async (request) => {
    const caller = requireUser(request.caller);
    const { lessonId } = parseInput(lessonQuery, request.query);
    return answer<CourseLessonsView>(await lessons.remove(caller, lessonId));
  });

  app.post(RestPath.LESSON_MOVE, documented(admin, { body: moveBody }), async (request) => {
    const caller = requireUser(request.caller);
    const { lessonId, direction } = parseInput(moveBody, request.body);
    return answer<CourseLessonsView>(await lessons.move(caller, lessonId, direction));
  });
};

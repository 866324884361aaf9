import { RestPath } from '@finx/domain';
import type { ModuleRoutes } from '../module';
import { registerSignedFileRoute } from '../shared/http-route';

/** The browser's prefix of a lesson's file in the document store (a video's or document's `url` starts with it). */
const LESSON_VIDEO_PREFIX = '/documents';

/**
 * `GET /documents/:documentId?p&e&s`: a lesson's video or document. A `<video>` element sends the link and nothing
 * else; rest-api checks the link's signature (issued only to the enrolled learner, expiring).
 */
export const registerLearningRoutes: ModuleRoutes = (app, { upstream }) => {
  registerSignedFileRoute(app, upstream, {
    prefix: LESSON_VIDEO_PREFIX,
    restPath: RestPath.DOCUMENT,
    cache: 'private, max-age=3600',
  });
};

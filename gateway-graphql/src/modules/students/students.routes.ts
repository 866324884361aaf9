import { RestPath } from '@finx/domain';
import type { ModuleRoutes } from '../module';
import { registerSignedFileRoute } from '../shared/http-route';

/** A zip of resumes a member of staff made in the Student Section, behind a signed link. */
const RESUME_ZIP_PREFIX = '/documents/zip';

/**
 * `GET /documents/zip/:documentId?p&e&s`: a resume zip of the Student Section, for the member of staff who
 * made it (the link names them), downloaded by plain navigation; rest-api checks the signed link.
 */
export const registerStudentsRoutes: ModuleRoutes = (app, { upstream }) => {
  registerSignedFileRoute(app, upstream, {
    prefix: RESUME_ZIP_PREFIX,
    restPath: RestPath.RESUME_ZIP_DOWNLOAD,
    cache: 'private, no-store',
  });
};

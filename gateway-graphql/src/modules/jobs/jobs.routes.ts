import { ReasonCode, RestPath, RoleId, messageFor } from '@finx/domain';
import { forwardedClientOf } from '../../upstream/forwarded-client';
import type { ModuleRoutes } from '../module';
import { searchOf, sendFile } from '../shared/http-route';

/** The browser's path of the candidates' export (rest-api's exportLink issues links under it). */
const JOB_EXPORT_PREFIX = '/staff/job-export';

/** One job's export (`job-<id>`) or every job's; nothing else of REST's is reachable through the route. */
const EXPORT_ID = /^(?:job-\d{1,9}|all-jobs)$/;
const STAFF: readonly number[] = [RoleId.ADMIN, RoleId.OPS];

/**
 * `GET /staff/job-export/:exportId?p&e&s`: the candidates' .xlsx, downloaded by plain navigation from the
 * link `candidatesExportLink` gave. As with a learner's document, rest-api checks the signed link (minutes
 * long, naming its holder, who must still be staff); here the browser must also hold that staff member's
 * session, so a link copied out of a staff browser opens nothing elsewhere. Sent on with no token.
 */
export const registerJobsRoutes: ModuleRoutes = (app, { upstream, sessions }) => {
  app.get<{ Params: { exportId: string }; Querystring: { p?: string } }>(
    `${JOB_EXPORT_PREFIX}/:exportId`,
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const refuse = (status: number, code: ReasonCode) =>
        reply.code(status).send({ status: 'fail', reasonCode: code, reasonText: messageFor(code) });
      const { exportId } = request.params;
      if (!EXPORT_ID.test(exportId)) return refuse(404, ReasonCode.NOT_FOUND);
      const session = await sessions.resolve(request, reply);
      const viewer = session.viewer;
      if (!viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
      if (!STAFF.includes(viewer.roleId) || String(viewer.partyId) !== request.query.p) {
        return refuse(403, ReasonCode.FORBIDDEN);
      }
      try {
        const answer = await upstream.forward({
          method: 'GET',
          path: `${RestPath.STAFF_JOB_EXPORT}/${exportId}`,
          search: searchOf(request),
          headers: {},
          auth: 'none',
          client: forwardedClientOf(request),
        });
        return sendFile(reply, answer);
      } catch (error) {
        request.log.warn({ err: error }, 'job export: upstream unavailable');
        return refuse(502, ReasonCode.UPSTREAM_UNAVAILABLE);
      }
    },
  );
};

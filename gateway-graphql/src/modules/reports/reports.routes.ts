import { ReasonCode, REPORT_EXPORT_PREFIX, REPORTS, ReportKind, RestPath, messageFor } from '@finx/domain';
import { forwardedClientOf } from '../../upstream/forwarded-client';
import type { ModuleRoutes } from '../module';
import { searchOf } from '../shared/http-route';

const KINDS: readonly string[] = Object.values(ReportKind);

/**
 * `GET /staff/report-export/:kind?…&p&e&s`: a report's .xlsx, downloaded by plain navigation from the link
 * `reportExportLink` gave. rest-api checks the signed link (minutes long, naming its holder and the
 * filters); here the browser must also hold that staff member's session, with a role the report admits.
 * The body is piped through as rest-api streams it, so a 100,000-row export is never held in memory.
 */
export const registerReportsRoutes: ModuleRoutes = (app, { upstream, sessions }) => {
  app.get<{ Params: { kind: string }; Querystring: { p?: string } }>(
    `${REPORT_EXPORT_PREFIX}/:kind`,
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const refuse = (status: number, code: ReasonCode) =>
        reply.code(status).send({ status: 'fail', reasonCode: code, reasonText: messageFor(code) });
      const { kind } = request.params;
      if (!KINDS.includes(kind)) return refuse(404, ReasonCode.NOT_FOUND);
      const session = await sessions.resolve(request, reply);
      const viewer = session.viewer;
      if (!viewer) return refuse(401, ReasonCode.SESSION_EXPIRED);
      if (
        !REPORTS[kind as ReportKind].roles.includes(viewer.roleId) ||
        String(viewer.partyId) !== request.query.p
      ) {
        return refuse(403, ReasonCode.FORBIDDEN);
      }
      let answer;
      try {
        answer = await upstream.stream({
          method: 'GET',
          path: `${RestPath.REPORT_EXPORT}/${kind}`,
          search: searchOf(request),
          headers: {},
          auth: 'none',
          client: forwardedClientOf(request),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'report export: upstream unavailable');
        return refuse(502, ReasonCode.UPSTREAM_UNAVAILABLE);
      }
      void reply.code(answer.status).header('x-content-type-options', 'nosniff');
      if (answer.contentType) void reply.header('content-type', answer.contentType);
      if (answer.disposition) void reply.header('content-disposition', answer.disposition);
      // Fastify pipes the stream with backpressure and destroys it if the browser goes away.
      return reply.send(answer.body);
    },
  );
};

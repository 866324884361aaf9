import {
  REPORT_MAX_PAGE_SIZE,
  ReasonCode,
  type ReportFilter,
  ReportKind,
  type ReportRow,
  RestPath,
  SEARCH_MAX_LENGTH,
} from '@finx/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, FILE_ANSWER } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { ReportsService } from './reports.service';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(text)));
const filterShape = {
  kind: z.enum(Object.values(ReportKind)),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).optional(),
};
const listQuery = z.object({
  ...filterShape,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(10),
});
const linkQuery = z.object(filterShape);
const downloadQuery = z.object({
  ...filterShape,
  kind: z.undefined().optional(),
  p: z.string().max(20).optional(),
  e: z.string().max(20).optional(),
  s: z.string().max(100).optional(),
});
const downloadParams = z.object({ kind: z.enum(Object.values(ReportKind)) });

const filterOf = (query: z.infer<typeof linkQuery>): ReportFilter => ({
  search: query.search || undefined,
  from: query.from,
  to: query.to,
  sort: query.sort,
  order: query.order,
});

/**
 * Staff reports (issue 14 item 4). Every route is staff's; each report then admits only its own roles
 * (`001 §2` route table: most reports are admin's alone), refused here on the server.
 */
export const reportsRoutes = (app: FastifyInstance, reports: ReportsService): void => {
  const allowedKind = (request: FastifyRequest, kind: ReportKind) => {
    if (!reports.allowed(kind, requireUser(request.caller).roleId))
      throw new HttpError(403, ReasonCode.FORBIDDEN);
  };

  app.get(
    RestPath.REPORT_LIST,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      allowedKind(request, query.kind);
      const { rows, total } = await reports.list(query.kind, filterOf(query), query.page, query.limit);
      return okEnvelope<never, ReportRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.REPORT_EXPORT_LINK,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: linkQuery }),
    async (request) => {
      const query = parseInput(linkQuery, request.query);
      allowedKind(request, query.kind);
      return okEnvelope({
        responseObject: reports.link(query.kind, filterOf(query), requireUser(request.caller).partyId),
      });
    },
  );

  // A download is a plain navigation: no headers of ours, so the signed link is the permission.
  const byLink = { config: { access: 'public', fieldCipher: false } } as const;
  app.get(
    `${RestPath.REPORT_EXPORT}/:kind`,
    documented(byLink, { params: downloadParams, query: downloadQuery, produces: FILE_ANSWER }),
    async (request, reply) => {
      const { kind } = parseInput(downloadParams, request.params);
      const query = parseInput(downloadQuery, request.query);
      const outcome = await reports.download(kind, filterOf({ ...query, kind }), query, (error) =>
        request.log.error({ err: error, kind }, 'report export failed while streaming'),
      );
      void reply.header('cache-control', 'private, no-store');
      if (!outcome.ok) return reply.code(404).send(failEnvelope(outcome.reasonCode));
      return reply
        .header('content-type', outcome.value.contentType)
        .header('content-disposition', `attachment; filename="${outcome.value.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(outcome.value.stream);
    },
  );
};

import { RestPath, SEARCH_MAX_LENGTH, type StaffAuditRow } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { indiaDayEnd, indiaDayStart } from '../../formats/india-time';
import { okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { ADMIN_OR_SYSOPS_ROLES } from '../../role-groups';
import type { AuditService } from './audit.service';

export const MAX_AUDIT_PAGE_SIZE = 100;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value));
const auditQuery = z
  .object({
    actorPartyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    entityType: z.string().trim().min(1).max(40).optional(),
    entityId: z.string().trim().min(1).max(SEARCH_MAX_LENGTH).optional(),
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(20),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    path: ['fromDate'],
  });

/** The staff audit log: administrators read it, nobody writes it over HTTP. */
export const auditRoutes = (app: FastifyInstance, audit: AuditService): void => {
  app.get(
    RestPath.STAFF_AUDIT,
    documented({ config: { access: ADMIN_OR_SYSOPS_ROLES } }, { query: auditQuery }),
    async (request) => {
      const query = parseInput(auditQuery, request.query);
      const { rows, total } = await audit.page({
        actorPartyId: query.actorPartyId,
        entityType: query.entityType,
        entityId: query.entityId,
        // Dates are India's calendar days, as the payment report reads them.
        from: query.fromDate ? indiaDayStart(query.fromDate) : undefined,
        before: query.toDate ? indiaDayEnd(query.toDate) : undefined,
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, StaffAuditRow>({ responseListObject: rows, totalRecords: total });
    },
  );
};

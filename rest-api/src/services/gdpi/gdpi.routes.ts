import { GDPI_STATUSES, type GdpiStatusRow, GdpiSort, RestPath, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { ADMIN_ROLES } from '../../role-groups';
import type { GdpiService } from './gdpi.service';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  status: z.enum(GDPI_STATUSES).optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  sort: z.enum(Object.values(GdpiSort)).default(GdpiSort.UPDATED_AT),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** `001 §7` gdpi: the learners' GD/PI statuses for /gdpi, admin only (`001 §2`). */
export const gdpiRoutes = (app: FastifyInstance, gdpi: GdpiService): void => {
  app.get(
    RestPath.GDPI_LIST,
    documented({ config: { access: ADMIN_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const page = await gdpi.list({
        search: query.search || undefined,
        status: query.status,
        fromDate: query.fromDate,
        toDate: query.toDate,
        sort: query.sort,
        descending: query.order === 'desc',
        page: query.page,
        pageSize: query.limit,
      });
      return okEnvelope<never, GdpiStatusRow>({ responseListObject: page.items, totalRecords: page.total });
    },
  );
};

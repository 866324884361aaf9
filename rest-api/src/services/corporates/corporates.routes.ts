import { type CorporateRow, RestPath, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, formBody, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { CorporatesService } from './corporates.service';

const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
const idQuery = z.object({ corporateId: entityId });

/** `001 §7` cielops corporate endpoints: /corporate-list, /add-corporate, /edit-corporate are admin or ops. */
export const corporatesRoutes = (app: FastifyInstance, corporates: CorporatesService): void => {
  app.get(
    RestPath.CORPORATE_LIST,
    documented({ config: { access: STAFF_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await corporates.list({
        search: query.search || undefined,
        descending: query.order === 'desc',
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, CorporateRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.CORPORATE_DETAILS,
    documented({ config: { access: STAFF_ROLES } }, { query: idQuery }),
    async (request) => {
      const { corporateId } = parseInput(idQuery, request.query);
      return answer(await corporates.get(corporateId));
    },
  );

  app.post(
    RestPath.CORPORATE_SAVE,
    documented({ config: { access: STAFF_ROLES } }, { body: formBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer(await corporates.create(caller, parseInput(formBody, request.body)));
    },
  );

  app.put(
    RestPath.CORPORATE_SAVE,
    documented({ config: { access: STAFF_ROLES } }, { query: idQuery, body: formBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { corporateId } = parseInput(idQuery, request.query);
      return answer(await corporates.update(caller, corporateId, parseInput(formBody, request.body)));
    },
  );
};

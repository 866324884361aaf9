import { type CorporateEnquiryRow, CorporateEnquiryStatus, RestPath, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { LimitedOperation, type OperationLimits, rateLimitedEnvelope } from '../../http/operation-limits';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, formBody, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { CorporateEnquiryService } from './corporate-enquiry.service';

const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  status: z.enum(Object.values(CorporateEnquiryStatus)).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
const idQuery = z.object({ enquiryId: entityId });

/** `001 §7` corporateInquiry: the public form saves one; admin or ops list them and follow them up. */
export const corporateEnquiryRoutes = (
  app: FastifyInstance,
  enquiries: CorporateEnquiryService,
  limits: OperationLimits,
): void => {
  app.post(
    RestPath.CORPORATE_ENQUIRY,
    documented({ config: { access: 'public' } }, { body: formBody }),
    async (request) => {
      const body = parseInput(formBody, request.body);
      const limited = await limits.consume(LimitedOperation.CORPORATE_ENQUIRY, { address: request.ip });
      if (!limited.ok) return rateLimitedEnvelope(limited);
      return answer(await enquiries.submit(body));
    },
  );

  app.get(
    RestPath.CORPORATE_ENQUIRY_LIST,
    documented({ config: { access: STAFF_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await enquiries.list({
        search: query.search || undefined,
        status: query.status,
        descending: query.order === 'desc',
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, CorporateEnquiryRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.put(
    RestPath.CORPORATE_ENQUIRY,
    documented({ config: { access: STAFF_ROLES } }, { query: idQuery, body: formBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { enquiryId } = parseInput(idQuery, request.query);
      return answer(await enquiries.update(caller, enquiryId, parseInput(formBody, request.body)));
    },
  );
};

import {
  DISCOUNT_LIST_MAX_PAGE_SIZE,
  type DiscountProductRow,
  type DiscountRow,
  DiscountSortField,
  RestPath,
  SEARCH_MAX_LENGTH,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { DiscountsService } from './discounts.service';

const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(Object.values(DiscountSortField)).default(DiscountSortField.CREATED),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(DISCOUNT_LIST_MAX_PAGE_SIZE).default(10),
});
// Codes are compared upper-case, as the checkout stores and reads them.
const codeQuery = z.object({ code: z.string().trim().min(1).max(40).toUpperCase() });
// Field rules are the domain's (`discountSchema`), applied by the service.
const body = z.looseObject({ code: z.string().max(40) });

/** `001 §7` Discounts: the route table gives every discount screen to admin and ops (`001 §2`). */
export const discountsRoutes = (app: FastifyInstance, discounts: DiscountsService): void => {
  app.get(
    RestPath.DISCOUNT_LIST,
    documented({ config: { access: STAFF_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await discounts.list({
        search: query.search || undefined,
        sort: query.sort,
        descending: query.order === 'desc',
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, DiscountRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.DISCOUNT_DETAILS,
    documented({ config: { access: STAFF_ROLES } }, { query: codeQuery }),
    async (request) => {
      const { code } = parseInput(codeQuery, request.query);
      return answer(await discounts.get(code));
    },
  );

  app.get(RestPath.DISCOUNT_PRODUCTS, documented({ config: { access: STAFF_ROLES } }, NO_INPUT), async () => {
    const rows = await discounts.products();
    return okEnvelope<never, DiscountProductRow>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.post(
    RestPath.DISCOUNT_SAVE,
    documented({ config: { access: STAFF_ROLES } }, { body: body }),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer(await discounts.create(caller, parseInput(body, request.body)));
    },
  );

  app.put(
    RestPath.DISCOUNT_SAVE,
    documented({ config: { access: STAFF_ROLES } }, { query: codeQuery, body: body }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { code } = parseInput(codeQuery, request.query);
      return answer(await discounts.update(caller, code, parseInput(body, request.body)));
    },
  );
};

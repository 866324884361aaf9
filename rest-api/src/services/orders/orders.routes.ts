import {
  checkRefundNote,
  SEARCH_MAX_LENGTH,
  type PaymentHistoryRow,
  type PaymentReportRow,
  PaymentReportSort,
  PaymentStatus,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput, ruledString } from '../../http/validation';
import { LEARNER_DATA_ROLES, STAFF_ROLES } from '../../role-groups';
import type { OrdersService } from './orders.service';

export const MAX_REPORT_PAGE_SIZE = 50;

const id = entityId;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value));
const reportQuery = z
  .object({
    status: z.enum(Object.values(PaymentStatus)).optional(),
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    sort: z.enum(Object.values(PaymentReportSort)).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_REPORT_PAGE_SIZE).default(10),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    path: ['fromDate'],
  });

const refundBody = z.object({ orderID: id, note: ruledString(checkRefundNote) });

/** My Payment, the staff payment report (`001 §2` admin sidebar item 11) and refunds. */
export const ordersRoutes = (app: FastifyInstance, orders: OrdersService): void => {
  app.get(
    RestPath.PAYMENT_HISTORY,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyIdQuery }),
    async (request) => {
      const rows = await orders.history(ownPartyFromQuery(request.caller, request.query));
      return okEnvelope<never, PaymentHistoryRow>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.get(
    RestPath.PAYMENT_REPORT,
    documented({ config: { access: STAFF_ROLES } }, { query: reportQuery }),
    async (request) => {
      const { order, ...query } = parseInput(reportQuery, request.query);
      const { rows, total } = await orders.report({ ...query, descending: order === 'desc' });
      return okEnvelope<never, PaymentReportRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.post(
    RestPath.REFUND,
    documented({ config: { access: STAFF_ROLES } }, { body: refundBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(refundBody, request.body);
      return answer(await orders.refund(caller.userId, body.orderID, body.note));
    },
  );
};

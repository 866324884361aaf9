import {
  type OrderDetails,
  type PaymentHistoryRow,
  type PaymentReportRow,
  PaymentStatus,
  ReasonCode,
  RestPath,
  RoleId,
} from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, failEnvelope, okEnvelope } from '../../http/envelope';
import { partyIdFromQuery } from '../../http/party-query';
import { assertOwnParty, requireUser } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import type { OrderService, Outcome } from './order.service';

const LEARNER_DATA_ROLES = [RoleId.LEARNER, RoleId.ADMIN, RoleId.OPS];
/** Orders are placed and paid by the learner themself, never on their behalf. */
export const LEARNER_ONLY = [RoleId.LEARNER];
export const MAX_ORDER_ITEMS = 50;

const id = z.coerce.number().int().positive().max(999_999_999);
const couponCode = z.string().trim().max(40);

// Prices, totals, dates and statuses from the client are accepted in the shape and never read.
const orderBody = z.object({
  studentPartyID: id,
  orderItemList: z
    .array(z.looseObject({ productID: id }))
    .min(1)
    .max(MAX_ORDER_ITEMS)
    .refine((items) => new Set(items.map((item) => item.productID)).size === items.length, {
      message: 'each product once',
    }),
  couponCode: couponCode.nullish(),
});

const couponBody = z.object({ orderID: id, studentPartyID: id, couponCode: couponCode.default('') });
const orderQuery = z.object({ orderID: id });

export const MAX_REPORT_PAGE_SIZE = 50;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value));
const reportQuery = z
  .object({
    status: z.enum(Object.values(PaymentStatus)).optional(),
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_REPORT_PAGE_SIZE).default(10),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: 'fromDate after toDate',
    path: ['fromDate'],
  });

/** The caller's own party: a learner acting for anyone else is refused outright. */
export const ownPartyOnly = (callerPartyId: number, partyId: number): void => {
  if (callerPartyId !== partyId) throw new HttpError(403, ReasonCode.FORBIDDEN);
};

/** Outcomes become envelopes; FORBIDDEN is an authorisation failure and keeps its 403. */
export const answer = <T>(outcome: Outcome<T>) => {
  if (outcome.ok) return okEnvelope<T>({ responseObject: outcome.value });
  if (outcome.reason === ReasonCode.FORBIDDEN) throw new HttpError(403, ReasonCode.FORBIDDEN);
  return failEnvelope(outcome.reason);
};

/** `001 §7` Payment: order insert and read, coupon, and the learner's payment history (My Payment). */
export const orderRoutes: FastifyPluginAsync<{ orders: OrderService }> = async (app, { orders }) => {
  app.post(RestPath.ORDER, { config: { access: LEARNER_ONLY } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(orderBody, request.body);
    ownPartyOnly(caller.partyId, body.studentPartyID);
    const productIds = body.orderItemList.map((item) => item.productID);
    return answer(await orders.create(caller.partyId, productIds, body.couponCode || null));
  });

  app.get(RestPath.ORDER, { config: { access: LEARNER_DATA_ROLES } }, async (request) => {
    const { orderID } = parseInput(orderQuery, request.query);
    const order = await orders.detailsOf(orderID);
    if (!order) return failEnvelope(ReasonCode.NOT_FOUND);
    assertOwnParty(request.caller, order.studentPartyID);
    return okEnvelope<OrderDetails>({ responseObject: order });
  });

  app.post(RestPath.ORDER_COUPON, { config: { access: LEARNER_ONLY } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(couponBody, request.body);
    ownPartyOnly(caller.partyId, body.studentPartyID);
    return answer(await orders.applyCoupon(caller.partyId, body.orderID, body.couponCode));
  });

  app.get(RestPath.PAYMENT_HISTORY, { config: { access: LEARNER_DATA_ROLES } }, async (request) => {
    const partyId = partyIdFromQuery(request.query);
    assertOwnParty(request.caller, partyId);
    const rows = await orders.history(partyId);
    return okEnvelope<never, PaymentHistoryRow>({ responseListObject: rows, totalRecords: rows.length });
  });

  // The admin sidebar's payment report (`001 §2` item 11): every learner's orders, for staff only.
  app.get(RestPath.PAYMENT_REPORT, { config: { access: [RoleId.ADMIN, RoleId.OPS] } }, async (request) => {
    const query = parseInput(reportQuery, request.query);
    const { rows, total } = await orders.report(query);
    return okEnvelope<never, PaymentReportRow>({ responseListObject: rows, totalRecords: total });
  });
};

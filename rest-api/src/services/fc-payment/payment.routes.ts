import {
  type PaymentCallbackRequest,
  type PaymentCallbackResult,
  ReasonCode,
  ReasonMessage,
  RestPath,
  RoleId,
} from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { registerFormBodies } from '../../http/form-body.parser';
import { answer, LEARNER_ONLY, ownPartyOnly } from './order.routes';
import type { OrderService } from './order.service';
import type { PaymentEventsService } from './payment-events.service';
import type { RefundService } from './refund.service';

const id = z.coerce.number().int().positive().max(999_999_999);

/** Rupees with at most two decimals, as integer paise; 1.005 is not an amount anyone was shown. */
const paise = z.coerce
  .number()
  .nonnegative()
  .max(10_000_000)
  .transform((value) => Math.round(value * 100))
  .refine((value) => Number.isSafeInteger(value));

const doPaymentBody = z.object({ orderID: id, studentPartyID: id, totalOrderPrice: paise });
const nonPayableBody = z.object({ orderID: id, studentPartyID: id });
const offlineBody = z.object({
  orderID: id,
  reference: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w\-./: ]+$/),
});

const refundBody = z.object({ orderID: id, note: z.string().trim().min(1).max(500) });

const field = z.string().max(2_000).optional();
const callbackBody = z.object({
  razorpay_order_id: field,
  razorpay_payment_id: field,
  razorpay_signature: field,
  'error[code]': field,
  'error[description]': field,
  'error[reason]': field,
  'error[metadata]': field,
});

export interface PaymentRoutesDeps {
  orders: OrderService;
  events: PaymentEventsService;
  refunds: RefundService;
}

/** Make Payment, the provider's browser callback, free orders and staff-recorded offline payments. */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesDeps> = async (
  app,
  { orders, events, refunds },
) => {
  // The gateway forwards the callback as JSON; a provider posting straight here sends a form.
  registerFormBodies(app);

  app.post(RestPath.DO_PAYMENT, { config: { access: LEARNER_ONLY } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(doPaymentBody, request.body);
    ownPartyOnly(caller.partyId, body.studentPartyID);
    return answer(await orders.startPayment(caller.partyId, body.orderID, body.totalOrderPrice));
  });

  // No session: the callback is a cross-site POST from the provider's page; its signature is the proof.
  app.post(RestPath.PAYMENT_CALLBACK, { config: { access: 'public' } }, async (request) => {
    const body = parseInput(callbackBody, request.body) as PaymentCallbackRequest;
    return okEnvelope<PaymentCallbackResult>({ responseObject: await events.callback(body) });
  });

  app.post(RestPath.NON_PAYABLE_PAYMENT, { config: { access: LEARNER_ONLY } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(nonPayableBody, request.body);
    ownPartyOnly(caller.partyId, body.studentPartyID);
    return answer(await orders.payFree(caller.partyId, body.orderID));
  });

  app.post(RestPath.OFFLINE_PAYMENT, { config: { access: [RoleId.ADMIN, RoleId.OPS] } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(offlineBody, request.body);
    const outcome = await orders.payOffline(caller.userId, body.orderID, body.reference);
    if (!outcome.ok && outcome.reason === ReasonCode.VALIDATION_FAILED) {
      throw new HttpError(
        400,
        ReasonCode.VALIDATION_FAILED,
        `${ReasonMessage.VALIDATION_FAILED} (reference)`,
      );
    }
    return answer(outcome);
  });

  app.post(RestPath.REFUND, { config: { access: [RoleId.ADMIN, RoleId.OPS] } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(refundBody, request.body);
    return answer(await refunds.refund(caller.userId, body.orderID, body.note));
  });
};

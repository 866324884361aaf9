import { type PaymentCallbackResult, ReasonCode, RestPath } from '@finx/domain';
import { unstorableTextAt } from '@finx/domain/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { assertOwnParty } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES } from '../../role-groups';
import type { PaytmParams } from '../../providers/payments/paytm-checksum';
import type { OrdersService } from '../orders/orders.service';
import type { PaytmEventsService } from './paytm-events.service';

/**
 * Paytm's fields, all strings; any name is kept (the checksum covers every field Paytm sent). Text the
 * database cannot store (NUL, lone surrogates) is refused: the fields are recorded, verified or not.
 */
const paytmFields = z
  .record(z.string().max(60), z.string().max(2_000))
  .refine((fields) => Object.keys(fields).length <= 60 && unstorableTextAt(fields) === null);
const NOTIFICATION_DOC = {
  description: 'Paytm’s server-to-server notification, a form post verified by its CHECKSUMHASH.',
  body: paytmFields,
};
const statusBody = z.object({ orderID: entityId });

/**
 * Paytm's side of a payment. The callback (the learner's browser, forwarded by the gateway as JSON) and
 * the server-to-server notification (a form post from Paytm) are session-less: CHECKSUMHASH is their
 * proof, and plain forms skip our field encryption. The status query is the learner's (or staff's) way
 * to settle a payment whose outcome is unknown.
 */
export const paytmEventsRoutes = (
  app: FastifyInstance,
  events: PaytmEventsService,
  orders: OrdersService,
): void => {
  const provider = { config: { access: 'public' as const, fieldCipher: false as const } };

  app.post(RestPath.PAYTM_CALLBACK, documented(provider, { body: paytmFields }), async (request) => {
    const fields = parseInput(paytmFields, request.body ?? {}) as PaytmParams;
    return okEnvelope<PaymentCallbackResult>({ responseObject: await events.callback(fields) });
  });

  app.post(RestPath.PAYTM_NOTIFICATION, documented(provider, NOTIFICATION_DOC), async (request, reply) => {
    const fields = parseInput(paytmFields, request.body ?? {}) as PaytmParams;
    if (await events.notification(fields)) return okEnvelope();
    reply.status(400);
    return failEnvelope(ReasonCode.PAYMENT_SIGNATURE_INVALID);
  });

  app.post(
    RestPath.PAYTM_STATUS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { body: statusBody }),
    async (request) => {
      const { orderID } = parseInput(statusBody, request.body);
      const order = await orders.find(orderID);
      if (!order) return failEnvelope(ReasonCode.NOT_FOUND);
      assertOwnParty(request.caller, order.partyId);
      return okEnvelope<PaymentCallbackResult>({
        responseObject: { orderID, outcome: await events.reconcile(orderID) },
      });
    },
  );
};

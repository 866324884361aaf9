import { type PaymentCallbackRequest, type PaymentCallbackResult, ReasonCode, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import type { PaymentEventsService } from './payment-events.service';

const SIGNATURE_HEADER = 'x-razorpay-signature';
const EVENT_ID_HEADER = 'x-razorpay-event-id';

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

/**
 * What the payment provider tells us. The browser callback has no session: it is a cross-site POST
 * from the provider's page (as JSON through the gateway, or as a form), and its signature is the proof.
 */
export const paymentEventsRoutes = async (app: FastifyInstance, events: PaymentEventsService) => {
  app.post(
    RestPath.PAYMENT_CALLBACK,
    documented({ config: { access: 'public' } }, { body: callbackBody }),
    async (request) => {
      const body = parseInput(callbackBody, request.body) as PaymentCallbackRequest;
      return okEnvelope<PaymentCallbackResult>({ responseObject: await events.callback(body) });
    },
  );

  await app.register(async (webhook) => webhookRoute(webhook, events));
};

/**
 * The provider's webhook. Its signature covers the body byte for byte, so in this plugin scope JSON is
 * kept as the raw string (re-serialising a parsed body would not reproduce it); the service parses it
 * after checking the signature. A string body also passes the sensitive-field hook untouched: providers
 * send e-mail and contact fields in clear.
 */
const WEBHOOK_DOC = {
  description: `Signed by the provider: the \`${SIGNATURE_HEADER}\` header (HMAC of the raw body) and \`${EVENT_ID_HEADER}\`.`,
  body: { contentType: 'application/json', description: 'The provider’s event, verified byte for byte.' },
};

const webhookRoute = (app: FastifyInstance, events: PaymentEventsService): void => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    RestPath.PAYMENT_WEBHOOK,
    documented({ config: { access: 'public' } }, WEBHOOK_DOC),
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const outcome = await events.webhook(
        raw,
        request.headers[SIGNATURE_HEADER],
        request.headers[EVENT_ID_HEADER],
      );
      if (outcome.verified) return okEnvelope();
      reply.status(400);
      return failEnvelope(
        outcome.reason === 'SIGNATURE' ? ReasonCode.PAYMENT_SIGNATURE_INVALID : ReasonCode.VALIDATION_FAILED,
      );
    },
  );
};

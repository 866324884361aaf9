import { ReasonCode, RestPath } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import type { PaymentEventsService } from './payment-events.service';

const SIGNATURE_HEADER = 'x-razorpay-signature';
const EVENT_ID_HEADER = 'x-razorpay-event-id';

/**
 * The provider's webhook. Its signature covers the body byte for byte, so in this plugin scope JSON is
 * kept as the raw string (re-serialising a parsed body would not reproduce it); the service parses it
 * after checking the signature. A string body also passes the sensitive-field hook untouched: providers
 * send e-mail and contact fields in clear.
 */
export const webhookRoutes: FastifyPluginAsync<{ events: PaymentEventsService }> = async (
  app,
  { events },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(RestPath.PAYMENT_WEBHOOK, { config: { access: 'public' } }, async (request, reply) => {
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
  });
};

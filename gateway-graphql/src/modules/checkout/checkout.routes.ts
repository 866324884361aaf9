import {
  ClientRoute,
  PaymentOutcome,
  RestPath,
  type PaymentCallbackRequest,
  type PaymentCallbackResult,
} from '@finx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardedClientOf } from '../../upstream/forwarded-client';
import type { RawAnswer, RawForward } from '../../upstream/upstream';
import type { ModuleRoutes } from '../module';
import { searchOf } from '../shared/http-route';

/** The fields a provider's browser callback may carry (Razorpay's names); anything else is dropped. */
const CALLBACK_FIELDS: readonly (keyof PaymentCallbackRequest)[] = [
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'error[code]',
  'error[description]',
  'error[reason]',
  'error[metadata]',
];

/** Provider headers a webhook needs upstream: its signature and its event id (for exactly-once). */
const WEBHOOK_HEADERS = ['x-razorpay-signature', 'x-razorpay-event-id'] as const;

/** The sandbox's hosted page and its buttons: the only sandbox paths passed on. */
const SANDBOX_ACTIONS = ['pay', 'fail', 'dismiss'] as const;

const SUCCESS_OUTCOMES: readonly string[] = [PaymentOutcome.PAID, PaymentOutcome.ALREADY_PAID];

const bodyText = (request: FastifyRequest): string =>
  Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';

/** The callback as the browser posted it: a form (providers) or JSON (tools), filtered to known fields. */
export const callbackFields = (contentType: string | undefined, text: string): PaymentCallbackRequest => {
  let entries: [string, unknown][] = [];
  if ((contentType ?? '').includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') entries = Object.entries(parsed);
    } catch {
      entries = [];
    }
  } else {
    entries = [...new URLSearchParams(text).entries()];
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if ((CALLBACK_FIELDS as readonly string[]).includes(name) && typeof value === 'string') {
      fields[name] = value.slice(0, 1000);
    }
  }
  return fields as PaymentCallbackRequest;
};

/** Where the browser goes after a callback: /thankyou on a payment, /error otherwise. */
export const callbackDestination = (result: PaymentCallbackResult | null): string => {
  const orderId = typeof result?.orderID === 'number' ? result.orderID : null;
  return result && SUCCESS_OUTCOMES.includes(result.outcome)
    ? ClientRoute.thankYou(orderId)
    : ClientRoute.paymentError(orderId);
};

const sendRaw = (reply: FastifyReply, answer: RawAnswer): FastifyReply => {
  void reply.code(answer.status).header('cache-control', 'no-store');
  if (answer.contentType) void reply.header('content-type', answer.contentType);
  if (answer.location) void reply.header('location', answer.location);
  return reply.send(answer.body);
};

const contentTypeOf = (request: FastifyRequest): Record<string, string> => {
  const type = request.headers['content-type'];
  return typeof type === 'string' ? { 'content-type': type } : {};
};

/**
 * Payment routes outside GraphQL (`001 §4`):
 * - `POST /payment/callback`: the provider's page posts here cross-site (no session cookie comes with
 *   it); the fields go to the payment service, whose signature check alone decides, and the browser is
 *   sent on with 303 to /thankyou or /error.
 * - `POST /payment/webhook`: the provider's server-to-server event, passed on byte for byte (its
 *   signature covers the raw body) with its signature headers; the service's answer is returned as is.
 * - `/sandbox-pay/checkout` and its pay, fail and dismiss buttons: the sandbox's hosted page, which
 *   rest-api renders; it is served from the gateway's origin like the real provider's page would be its own.
 * They parse bodies themselves (raw bytes), so GraphQL's JSON parsing and CSRF rules do not apply here.
 */
export const registerCheckoutRoutes: ModuleRoutes = (app, { upstream, sessions }) => {
  // Not awaited: awaiting would load the routes registered so far before the app's error handler is set.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const forwardOr502 = async (
      request: FastifyRequest,
      reply: FastifyReply,
      call: Omit<RawForward, 'client'>,
    ): Promise<RawAnswer | null> => {
      try {
        return await upstream.forward({ ...call, client: forwardedClientOf(request) });
      } catch (error) {
        request.log.warn({ err: error, path: call.path }, 'payment route: upstream unavailable');
        void reply
          .code(502)
          .header('cache-control', 'no-store')
          .send({ status: 'fail', reasonCode: 'UPSTREAM_UNAVAILABLE' });
        return null;
      }
    };

    scope.post('/payment/callback', async (request, reply) => {
      const fields = callbackFields(request.headers['content-type'], bodyText(request));
      let result: PaymentCallbackResult | null = null;
      try {
        const session = await sessions.resolve(request, reply);
        const answer = await upstream.call<PaymentCallbackResult>(session, {
          method: 'POST',
          path: RestPath.PAYMENT_CALLBACK,
          body: fields,
          auth: 'anonymous',
          allowFailure: true,
        });
        result = answer.ok ? (answer.envelope.responseObject ?? null) : null;
      } catch (error) {
        // The learner must land on a page whatever happened; the webhook settles the order later.
        request.log.warn({ err: error }, 'payment callback not delivered');
      }
      return reply.redirect(callbackDestination(result), 303);
    });

    scope.post('/payment/webhook', async (request, reply) => {
      const headers = contentTypeOf(request);
      for (const name of WEBHOOK_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await forwardOr502(request, reply, {
        method: 'POST',
        path: RestPath.PAYMENT_WEBHOOK,
        headers,
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
        auth: 'anonymous',
      });
      return answer ? sendRaw(reply, answer) : reply;
    });

    const sandbox = async (request: FastifyRequest, reply: FastifyReply, action: string | null) => {
      const answer = await forwardOr502(request, reply, {
        method: request.method === 'GET' ? 'GET' : 'POST',
        path: action ? `${RestPath.SANDBOX_CHECKOUT}/${action}` : RestPath.SANDBOX_CHECKOUT,
        search: searchOf(request),
        headers: contentTypeOf(request),
        body: request.method === 'POST' && Buffer.isBuffer(request.body) ? request.body : undefined,
        auth: 'none',
      });
      return answer ? sendRaw(reply, answer) : reply;
    };
    scope.get(RestPath.SANDBOX_CHECKOUT, (request, reply) => sandbox(request, reply, null));
    scope.post(RestPath.SANDBOX_CHECKOUT, (request, reply) => sandbox(request, reply, null));
    for (const action of SANDBOX_ACTIONS) {
      scope.post(`${RestPath.SANDBOX_CHECKOUT}/${action}`, (request, reply) =>
        sandbox(request, reply, action),
      );
    }
  });
};

import {
  ClientRoute,
  PaymentOutcome,
  RestPath,
  type PaymentCallbackRequest,
  type PaymentCallbackResult,
} from '@finx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { setTimeout as sleep } from 'node:timers/promises';
import { GatewayErrorCode } from '../../errors/gateway-error';
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
/** The sandbox's Paytm page and its outcomes. */
const SANDBOX_PAYTM_ACTIONS = ['pay', 'fail', 'pending', 'dismiss'] as const;

/** PENDING goes to /thankyou too: it shows the order as it stands and can ask Paytm again. */
const SUCCESS_OUTCOMES: readonly string[] = [
  PaymentOutcome.PAID,
  PaymentOutcome.ALREADY_PAID,
  PaymentOutcome.PENDING,
];

/** Paytm's checksum covers every field it posts, so all of them go on (within bounds), not a known list. */
const PAYTM_MAX_FIELDS = 60;

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

/** Paytm's callback as posted (a form): every string field, names and values bounded. */
export const paytmFields = (contentType: string | undefined, text: string): Record<string, string> => {
  if ((contentType ?? '').includes('application/json')) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text).entries()) {
    if (Object.keys(fields).length >= PAYTM_MAX_FIELDS) break;
    if (name.length <= 60) fields[name] = value.slice(0, 2_000);
  }
  return fields;
};

/** Pauses before sending a payment callback again (issue 31: a rest-api replica killed under one). */
export const CALLBACK_RETRY_PAUSES_MS = [500, 1_000] as const;

/**
 * Runs `work` again after each pause while it fails as unavailable (the replica that had it died, the
 * database blinked). Only for calls that are safe twice: a payment callback is verified and fulfils an
 * order at most once upstream, so sending it again can only settle what the first attempt did not.
 */
export const retryWhileUnavailable = async <T>(
  work: () => Promise<T>,
  pausesMs: readonly number[] = CALLBACK_RETRY_PAUSES_MS,
): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const pause = pausesMs[attempt];
      const unavailable =
        error instanceof GraphQLError && error.extensions.code === GatewayErrorCode.UPSTREAM_UNAVAILABLE;
      if (pause === undefined || !unavailable) throw error;
      await sleep(pause);
    }
  }
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
 * - `POST /payment/paytm/callback` and `/payment/paytm/notification`: Paytm's browser callback (every
 *   field goes on: its CHECKSUMHASH covers all of them) and its server-to-server notification (as is).
 * - `/sandbox-pay/paytm` and its outcomes: the sandbox's stand-in for Paytm's payment page.
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

    const callback = async (
      request: FastifyRequest,
      reply: FastifyReply,
      path: typeof RestPath.PAYMENT_CALLBACK | typeof RestPath.PAYTM_CALLBACK,
      fields: Record<string, string>,
    ) => {
      let result: PaymentCallbackResult | null = null;
      try {
        const answer = await retryWhileUnavailable(async () =>
          upstream.call<PaymentCallbackResult>(await sessions.resolve(request, reply), {
            method: 'POST',
            path,
            body: fields,
            auth: 'anonymous',
            allowFailure: true,
          }),
        );
        result = answer.ok ? (answer.envelope.responseObject ?? null) : null;
      } catch (error) {
        // The learner must land on a page whatever happened; the webhook settles the order later.
        request.log.warn({ err: error }, 'payment callback not delivered');
      }
      return reply.redirect(callbackDestination(result), 303);
    };
    scope.post('/payment/callback', (request, reply) => {
      const fields = callbackFields(request.headers['content-type'], bodyText(request));
      return callback(request, reply, RestPath.PAYMENT_CALLBACK, { ...fields });
    });
    scope.post('/payment/paytm/callback', (request, reply) => {
      const fields = paytmFields(request.headers['content-type'], bodyText(request));
      return callback(request, reply, RestPath.PAYTM_CALLBACK, fields);
    });

    // Paytm's server-to-server notification: a form, passed on as it came (its checksum decides).
    scope.post('/payment/paytm/notification', async (request, reply) => {
      const answer = await forwardOr502(request, reply, {
        method: 'POST',
        path: RestPath.PAYTM_NOTIFICATION,
        headers: contentTypeOf(request),
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
        auth: 'anonymous',
      });
      return answer ? sendRaw(reply, answer) : reply;
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

    const sandbox = async (
      request: FastifyRequest,
      reply: FastifyReply,
      action: string | null,
      page: typeof RestPath.SANDBOX_CHECKOUT | typeof RestPath.SANDBOX_PAYTM = RestPath.SANDBOX_CHECKOUT,
    ) => {
      const answer = await forwardOr502(request, reply, {
        method: request.method === 'GET' ? 'GET' : 'POST',
        path: action ? `${page}/${action}` : page,
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
    const paytmPage = RestPath.SANDBOX_PAYTM;
    scope.get(paytmPage, (request, reply) => sandbox(request, reply, null, paytmPage));
    scope.post(paytmPage, (request, reply) => sandbox(request, reply, null, paytmPage));
    for (const action of SANDBOX_PAYTM_ACTIONS) {
      scope.post(`${paytmPage}/${action}`, (request, reply) => sandbox(request, reply, action, paytmPage));
    }
  });
};

import { RestPath } from '@finx/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicOriginOf } from '../../http/public-origin';
import { deliverWebhook } from './webhook-retry';
import { documented, type MediaDoc } from '../../http/route-docs';
import type { OrderRow } from '../orders/orders.repository';
import { autoPostPage, checkoutPage, messagePage } from './sandbox-pages';
import type { SandboxCheckoutService, SandboxResult } from './sandbox-checkout.service';

const CHECKOUT = RestPath.SANDBOX_CHECKOUT;

const fieldsOf = (request: FastifyRequest, method: string) =>
  ((method === 'GET' ? request.query : request.body) ?? {}) as Record<string, unknown>;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/** What the hosted pages read (the service reads them off the query or the form). */
const pageFields = z.object({
  order_id: z.string().max(100).describe('The provider order id the wallet form posts.'),
  callback_url: z.string().describe('Where the page posts the signed outcome back (this product’s origin).'),
});

export const SANDBOX_PAGE: MediaDoc = {
  contentType: 'text/html',
  description: 'A page of the sandbox’s hosted checkout (a stand-in for the provider’s), or its error page.',
};
export const SANDBOX_REDIRECT: MediaDoc = {
  contentType: 'text/html',
  description: '303 to the product’s /error page.',
};

const refusedPage = () => messagePage('Payment refused', 'This order can no longer be paid here.');

/**
 * The sandbox's hosted checkout pages. The wallet form posts the provider order id and callback URL
 * here. Pay and fail answer the browser with a signed auto-post to the callback and, shortly after, send
 * the signed webhook Razorpay would send, through this server's own webhook route. Browsers post plain
 * forms here (form bodies are parsed by the checkout scope), so field encryption does not apply.
 */
export const sandboxCheckoutRoutes = (
  app: FastifyInstance,
  sandbox: SandboxCheckoutService,
  options: { webhookDelayMs: number; publicUrl: string | undefined },
): void => {
  const { webhookDelayMs, publicUrl } = options;
  const publicAccess = { config: { access: 'public' as const, fieldCipher: false as const } };
  const shown = documented(publicAccess, { query: pageFields, produces: SANDBOX_PAGE });
  const posted = documented(publicAccess, { body: pageFields, produces: SANDBOX_PAGE });
  const pending = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of pending) clearTimeout(timer);
  });

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      run();
    }, ms);
    pending.add(timer);
  };
  // Delivered as Razorpay delivers: tried again while the server fails (a database restarting).
  const sendWebhookLater = ({ webhook }: SandboxResult) =>
    later(
      () =>
        deliverWebhook({
          send: async () => {
            const response = await app.inject({
              method: 'POST',
              url: RestPath.PAYMENT_WEBHOOK,
              headers: webhook.headers,
              payload: webhook.raw,
            });
            if (response.statusCode !== 200)
              app.log.warn({ status: response.statusCode }, 'sandbox webhook refused');
            return response.statusCode;
          },
          later,
          onGiveUp: (status, error) => app.log.error({ status, err: error }, 'sandbox webhook failed'),
        }),
      webhookDelayMs,
    );

  /**
   * The order and callback of a request, or null when the error page was sent. The page is served on
   * the product's origin (the gateway passes it on), so that origin is the only one it posts back to.
   */
  const resolve = async (httpRequest: FastifyRequest, method: string, reply: FastifyReply) => {
    const origin = publicOriginOf(httpRequest, publicUrl);
    const request = await sandbox.resolve(fieldsOf(httpRequest, method), origin);
    if (request.kind === 'unknown-order') {
      html(reply, 404, messagePage('Order not found', 'This payment request does not match any order.'));
      return null;
    }
    if (request.kind === 'foreign-callback') {
      html(reply, 400, messagePage('Payment refused', 'The return address of this payment is not allowed.'));
      return null;
    }
    return { ...request, origin };
  };

  const alreadyPaid = (reply: FastifyReply, order: OrderRow, callbackUrl: string, origin: string) => {
    const fields = sandbox.paidFields(order);
    if (fields) return html(reply, 200, autoPostPage('This order is already paid', callbackUrl, fields));
    return html(
      reply,
      200,
      messagePage('This order is already paid', 'Nothing more to pay.', {
        href: `${origin}/studentDashboard`,
        label: 'Back to FinX',
      }),
    );
  };

  const show = async (request: FastifyRequest, reply: FastifyReply) => {
    const resolved = await resolve(request, request.method, reply);
    if (!resolved) return reply;
    const { order, callbackUrl, origin } = resolved;
    if (order.paymentStatus === 'Paid') return alreadyPaid(reply, order, callbackUrl, origin);
    if (!sandbox.payable(order) || !order.providerOrderId) return html(reply, 409, refusedPage());
    const view = {
      checkoutPath: CHECKOUT,
      providerOrderId: order.providerOrderId,
      orderId: order.orderId,
      amountPaise: order.totalOrderPaise,
      callbackUrl,
    };
    return html(reply, 200, checkoutPage(view));
  };
  app.get(CHECKOUT, shown, show);
  app.post(CHECKOUT, posted, show);

  app.post(`${CHECKOUT}/pay`, posted, async (request, reply) => {
    const resolved = await resolve(request, 'POST', reply);
    if (!resolved) return reply;
    const { order, callbackUrl, origin } = resolved;
    if (order.paymentStatus === 'Paid') return alreadyPaid(reply, order, callbackUrl, origin);
    const { providerOrderId } = order;
    if (!sandbox.payable(order) || !providerOrderId) return html(reply, 409, refusedPage());
    const result = sandbox.pay({ ...order, providerOrderId });
    sendWebhookLater(result);
    return html(reply, 200, autoPostPage('Payment successful', callbackUrl, result.callbackFields));
  });

  app.post(`${CHECKOUT}/fail`, posted, async (request, reply) => {
    const resolved = await resolve(request, 'POST', reply);
    if (!resolved) return reply;
    const { order, callbackUrl, origin } = resolved;
    if (order.paymentStatus === 'Paid') return alreadyPaid(reply, order, callbackUrl, origin);
    const result = sandbox.fail(order);
    sendWebhookLater(result);
    return html(reply, 200, autoPostPage('Payment failed', callbackUrl, result.callbackFields));
  });

  app.post(
    `${CHECKOUT}/dismiss`,
    documented(publicAccess, { body: pageFields, produces: SANDBOX_REDIRECT }),
    async (request, reply) => {
      const resolved = await resolve(request, 'POST', reply);
      if (!resolved) return reply;
      return reply.redirect(
        `${resolved.origin}/error?orderId=${resolved.order.orderId}&reason=dismissed`,
        303,
      );
    },
  );
};

import { RestPath } from '@finx/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerFormBodies } from '../../http/form-body.parser';
import {
  newSandboxEventId,
  newSandboxPaymentId,
  type SandboxProvider,
} from '../../providers/payments/sandbox.provider';
import { paymentSignature, webhookSignature } from '../../providers/payments/signature';
import type { OrderRepository, OrderRow } from './order.repository';
import { autoPostPage, checkoutPage, messagePage } from './sandbox-pages';

export interface SandboxCheckoutDeps {
  provider: SandboxProvider;
  orders: OrderRepository;
  publicUrl: string;
  webhookDelayMs: number;
}

const CHECKOUT = RestPath.SANDBOX_CHECKOUT;

/**
 * Only our own origin may receive the payment result: a relative path, or an absolute URL on
 * PUBLIC_URL's origin. Anything else would make this page an open redirect that posts signatures away.
 */
export const safeCallbackUrl = (raw: unknown, publicUrl: string): string | null => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 500) return null;
  const base = new URL(publicUrl);
  if (raw.startsWith('/') && (raw.startsWith('//') || raw.includes('\\'))) return null;
  try {
    const url = new URL(raw, base);
    if (url.origin !== base.origin || !['http:', 'https:'].includes(url.protocol)) return null;
    return url.toString();
  } catch {
    return null;
  }
};

const fieldsOf = (request: { body?: unknown; query?: unknown }, method: string) =>
  ((method === 'GET' ? request.query : request.body) ?? {}) as Record<string, unknown>;

/**
 * The sandbox's hosted checkout (only when the sandbox is the provider). The wallet form posts the
 * provider order id and callback URL here; the amount shown and charged is always the database's.
 * Pay and fail answer the browser with a signed auto-post to the callback and, shortly after, send the
 * signed webhook Razorpay would send, through this server's own webhook route.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<SandboxCheckoutDeps> = async (app, deps) => {
  registerFormBodies(app);
  // A provider's page, not our API: plain browser forms, so no field encryption.
  const publicAccess = { config: { access: 'public' as const, fieldCipher: false as const } };
  const pending = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of pending) clearTimeout(timer);
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  const sendWebhook = (event: string, payment: Record<string, unknown>) => {
    const raw = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: payment } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const timer = setTimeout(() => {
      pending.delete(timer);
      app
        .inject({
          method: 'POST',
          url: RestPath.PAYMENT_WEBHOOK,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(deps.provider.webhookSecret, raw),
            'x-razorpay-event-id': newSandboxEventId(),
          },
          payload: raw,
        })
        .then((response) => {
          if (response.statusCode !== 200)
            app.log.warn({ status: response.statusCode }, 'sandbox webhook refused');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox webhook failed'));
    }, deps.webhookDelayMs);
    pending.add(timer);
  };

  /** The order and callback of a request, or the error page already sent. */
  const resolve = async (
    fields: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<{ order: OrderRow; callbackUrl: string } | null> => {
    const providerOrderId = typeof fields.order_id === 'string' ? fields.order_id.slice(0, 100) : '';
    const order = providerOrderId
      ? await deps.orders.byProviderOrderId(deps.orders.db, providerOrderId)
      : null;
    if (!order) {
      html(reply, 404, messagePage('Order not found', 'This payment request does not match any order.'));
      return null;
    }
    const callbackUrl = safeCallbackUrl(fields.callback_url, deps.publicUrl);
    if (!callbackUrl) {
      html(reply, 400, messagePage('Payment refused', 'The return address of this payment is not allowed.'));
      return null;
    }
    return { order, callbackUrl };
  };

  const alreadyPaid = (reply: FastifyReply, order: OrderRow, callbackUrl: string) => {
    if (order.provider === 'SANDBOX' && order.providerOrderId && order.providerPaymentId) {
      return html(
        reply,
        200,
        autoPostPage('This order is already paid', callbackUrl, {
          razorpay_payment_id: order.providerPaymentId,
          razorpay_order_id: order.providerOrderId,
          razorpay_signature: paymentSignature(
            deps.provider.keySecret,
            order.providerOrderId,
            order.providerPaymentId,
          ),
        }),
      );
    }
    return html(
      reply,
      200,
      messagePage('This order is already paid', 'Nothing more to pay.', {
        href: `${deps.publicUrl}/studentDashboard`,
        label: 'Back to FinX',
      }),
    );
  };

  const show = async (request: { body?: unknown; query?: unknown; method: string }, reply: FastifyReply) => {
    const resolved = await resolve(fieldsOf(request, request.method), reply);
    if (!resolved) return reply;
    const { order, callbackUrl } = resolved;
    if (order.paymentStatus === 'Paid') return alreadyPaid(reply, order, callbackUrl);
    if (order.paymentStatus === 'Refunded' || order.provider !== 'SANDBOX' || !order.providerOrderId) {
      return html(reply, 409, messagePage('Payment refused', 'This order can no longer be paid here.'));
    }
    return html(
      reply,
      200,
      checkoutPage({
        checkoutPath: CHECKOUT,
        providerOrderId: order.providerOrderId,
        orderId: order.orderId,
        amountPaise: order.totalOrderPaise,
        callbackUrl,
      }),
    );
  };
  app.get(CHECKOUT, publicAccess, show);
  app.post(CHECKOUT, publicAccess, show);

  app.post(`${CHECKOUT}/pay`, publicAccess, async (request, reply) => {
    const resolved = await resolve(fieldsOf(request, 'POST'), reply);
    if (!resolved) return reply;
    const { order, callbackUrl } = resolved;
    if (order.paymentStatus === 'Paid') return alreadyPaid(reply, order, callbackUrl);
    if (order.provider !== 'SANDBOX' || !order.providerOrderId || order.paymentStatus === 'Refunded') {
      return html(reply, 409, messagePage('Payment refused', 'This order can no longer be paid here.'));
    }
    const paymentId = newSandboxPaymentId();
    sendWebhook('payment.captured', {
      id: paymentId,
      entity: 'payment',
      order_id: order.providerOrderId,
      amount: order.totalOrderPaise,
      currency: 'INR',
      status: 'captured',
    });
    return html(
      reply,
      200,
      autoPostPage('Payment successful', callbackUrl, {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.providerOrderId,
        razorpay_signature: paymentSignature(deps.provider.keySecret, order.providerOrderId, paymentId),
      }),
    );
  });

  app.post(`${CHECKOUT}/fail`, publicAccess, async (request, reply) => {
    const resolved = await resolve(fieldsOf(request, 'POST'), reply);
    if (!resolved) return reply;
    const { order, callbackUrl } = resolved;
    if (order.paymentStatus === 'Paid') return alreadyPaid(reply, order, callbackUrl);
    const paymentId = newSandboxPaymentId();
    sendWebhook('payment.failed', {
      id: paymentId,
      entity: 'payment',
      order_id: order.providerOrderId,
      amount: order.totalOrderPaise,
      currency: 'INR',
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
      error_reason: 'payment_failed',
    });
    return html(
      reply,
      200,
      autoPostPage('Payment failed', callbackUrl, {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'Payment failed',
        'error[reason]': 'payment_failed',
        'error[metadata]': JSON.stringify({ order_id: order.providerOrderId, payment_id: paymentId }),
      }),
    );
  });

  app.post(`${CHECKOUT}/dismiss`, publicAccess, async (request, reply) => {
    const resolved = await resolve(fieldsOf(request, 'POST'), reply);
    if (!resolved) return reply;
    return reply.redirect(`${deps.publicUrl}/error?orderId=${resolved.order.orderId}&reason=dismissed`, 303);
  });
};

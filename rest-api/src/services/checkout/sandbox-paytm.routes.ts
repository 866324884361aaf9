import { RestPath } from '@finx/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicOriginOf } from '../../http/public-origin';
import { documented } from '../../http/route-docs';
import { paytmChecksum } from '../../providers/payments/paytm-checksum';
import { orderIdOfPaytm, paytmAmount } from '../../providers/payments/paytm-provider';
import type { SandboxPaytmProvider, SandboxTxn } from '../../providers/payments/sandbox-paytm.provider';
import type { OrdersService } from '../orders/orders.service';
import { autoPostPage, messagePage, paytmPage } from './sandbox-pages';
import { SANDBOX_PAGE, SANDBOX_REDIRECT } from './sandbox-checkout.routes';
import { safeCallbackUrl } from './sandbox-checkout.service';

const PAGE = RestPath.SANDBOX_PAYTM;
/** What the hosted Paytm pages read, off the query or the form (`resolve`). */
const pageFields = z.object({
  mid: z.string().describe('The merchant id the hand-off named.'),
  orderId: z.string().describe('Paytm’s order id of the attempt.'),
  txnToken: z.string().describe('The signed transaction token of the initiate call.'),
  mode: z.enum(['CC', 'PPI']).optional().describe('Card (CC) or wallet (PPI, the default).'),
});

const STATES_PAYABLE = ['Initiated', 'Failed'];

type Outcome = 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING';
const RESPONSE: Record<Outcome, { code: string; message: string }> = {
  TXN_SUCCESS: { code: '01', message: 'Txn Success' },
  TXN_FAILURE: { code: '227', message: 'Your payment has been declined by your bank.' },
  PENDING: { code: '402', message: 'Looks like the payment is not complete. Please wait.' },
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

const fieldsOf = (request: FastifyRequest): Record<string, unknown> => ({
  ...((request.query ?? {}) as Record<string, unknown>),
  ...((request.method === 'POST' ? request.body : null) ?? {}),
});

/**
 * The sandbox's stand-in for Paytm's showPaymentPage (only when no Paytm MID is configured). The wallet
 * form posts mid, orderId and txnToken here, as it would to Paytm; the token (signed by the sandbox's
 * initiate) says which attempt, amount and callback it is for. Each outcome posts Paytm's fields with a
 * vendor-made CHECKSUMHASH to the callback and, after SANDBOX_WEBHOOK_DELAY_MS, sends the same signed
 * fields as Paytm's server-to-server notification through this server's own route.
 */
export const sandboxPaytmRoutes = (
  app: FastifyInstance,
  sandbox: SandboxPaytmProvider,
  orders: OrdersService,
  options: { webhookDelayMs: number; publicUrl: string | undefined },
): void => {
  const publicAccess = { config: { access: 'public' as const, fieldCipher: false as const } };
  const shown = documented(publicAccess, { query: pageFields, produces: SANDBOX_PAGE });
  const posted = documented(publicAccess, { body: pageFields, produces: SANDBOX_PAGE });
  const pending = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of pending) clearTimeout(timer);
  });

  const notifyLater = (fields: Record<string, string>) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      app
        .inject({
          method: 'POST',
          url: RestPath.PAYTM_NOTIFICATION,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        })
        .then((response) => {
          if (response.statusCode !== 200)
            app.log.warn({ status: response.statusCode }, 'sandbox Paytm notification refused');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox Paytm notification failed'));
    }, options.webhookDelayMs);
    pending.add(timer);
  };

  /** The attempt, its order and callback; null when an error page was sent. */
  const resolve = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    const txn = sandbox.readToken(fields.txnToken);
    const orderId = txn ? orderIdOfPaytm(txn.paytmOrderId) : null;
    const order = orderId === null ? null : await orders.find(orderId);
    if (!txn || !order || fields.mid !== sandbox.mid || fields.orderId !== txn.paytmOrderId) {
      html(
        reply,
        404,
        messagePage('Transaction not found', 'This payment request does not match any transaction.'),
      );
      return null;
    }
    const origin = publicOriginOf(request, options.publicUrl);
    const callbackUrl = safeCallbackUrl(txn.callbackUrl, origin);
    if (!callbackUrl) {
      html(reply, 400, messagePage('Payment refused', 'The return address of this payment is not allowed.'));
      return null;
    }
    if (order.paymentStatus === 'Paid') {
      const link = { href: `${origin}/thankyou?orderId=${order.orderId}`, label: 'Back to FinX' };
      html(reply, 200, messagePage('This order is already paid', 'Nothing more to pay.', link));
      return null;
    }
    if (!STATES_PAYABLE.includes(order.paymentStatus) || order.totalOrderPaise !== txn.amountPaise) {
      html(reply, 409, messagePage('Payment refused', 'This order can no longer be paid here.'));
      return null;
    }
    return { txn, order, callbackUrl, origin, mode: fields.mode === 'CC' ? 'CC' : 'PPI' };
  };

  const signedFields = async (txn: SandboxTxn, outcome: Outcome, mode: string, txnId: string) => {
    const fields: Record<string, string> = {
      BANKNAME: mode === 'CC' ? 'HDFC Bank' : 'WALLET',
      BANKTXNID: txnId.slice(-12),
      CURRENCY: 'INR',
      GATEWAYNAME: mode === 'CC' ? 'HDFC' : 'WALLET',
      MID: sandbox.mid,
      ORDERID: txn.paytmOrderId,
      PAYMENTMODE: mode,
      RESPCODE: RESPONSE[outcome].code,
      RESPMSG: RESPONSE[outcome].message,
      STATUS: outcome,
      TXNAMOUNT: paytmAmount(txn.amountPaise),
      TXNDATE: new Date().toISOString().replace('T', ' ').slice(0, 21),
      TXNID: txnId,
    };
    return { ...fields, CHECKSUMHASH: await paytmChecksum(fields, sandbox.merchantKey) };
  };

  const show = async (request: FastifyRequest, reply: FastifyReply) => {
    const resolved = await resolve(request, reply);
    if (!resolved) return reply;
    const { txn, order } = resolved;
    const fields = {
      mid: sandbox.mid,
      orderId: txn.paytmOrderId,
      txnToken: String(fieldsOf(request).txnToken),
    };
    const view = {
      pagePath: PAGE,
      fields,
      orderId: order.orderId,
      paytmOrderId: txn.paytmOrderId,
      amountPaise: order.totalOrderPaise,
    };
    return html(reply, 200, paytmPage(view));
  };
  app.get(PAGE, shown, show);
  app.post(PAGE, posted, show);

  const finish =
    (outcome: Outcome, settlesAs: Outcome) => async (request: FastifyRequest, reply: FastifyReply) => {
      const resolved = await resolve(request, reply);
      if (!resolved) return reply;
      const { txn, callbackUrl, mode } = resolved;
      const txnId = sandbox.newTxnId();
      const callback = await signedFields(txn, outcome, mode, txnId);
      // What Paytm knows in the end: a pending payment is confirmed by the bank a moment later.
      const settled = settlesAs === outcome ? callback : await signedFields(txn, settlesAs, mode, txnId);
      sandbox.remember(txn.paytmOrderId, {
        status: settlesAs,
        txnId,
        txnAmount: paytmAmount(txn.amountPaise),
        message: RESPONSE[settlesAs].message,
      });
      notifyLater(settled);
      const title =
        outcome === 'TXN_SUCCESS'
          ? 'Payment successful'
          : outcome === 'PENDING'
            ? 'Payment pending'
            : 'Payment failed';
      return html(reply, 200, autoPostPage(title, callbackUrl, callback));
    };
  app.post(`${PAGE}/pay`, posted, finish('TXN_SUCCESS', 'TXN_SUCCESS'));
  app.post(`${PAGE}/fail`, posted, finish('TXN_FAILURE', 'TXN_FAILURE'));
  app.post(`${PAGE}/pending`, posted, finish('PENDING', 'TXN_SUCCESS'));

  app.post(
    `${PAGE}/dismiss`,
    documented(publicAccess, { body: pageFields, produces: SANDBOX_REDIRECT }),
    async (request, reply) => {
      const resolved = await resolve(request, reply);
      if (!resolved) return reply;
      return reply.redirect(
        `${resolved.origin}/error?orderId=${resolved.order.orderId}&reason=dismissed`,
        303,
      );
    },
  );
};

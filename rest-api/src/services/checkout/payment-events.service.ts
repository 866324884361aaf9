import { type PaymentCallbackRequest, type PaymentCallbackResult, PaymentOutcome } from '@finx/domain';
import { jsonNestsDeeperThan, unstorableTextAt } from '@finx/domain/server';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction, Transaction } from '../../db/database';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { verifyPaymentSignature, verifyWebhookSignature } from '../../providers/payments/signature';
import type { OrderRow } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import type { CheckoutRepository } from './checkout.repository';
import type { Fulfilment, FulfilmentService } from './fulfilment.service';

export type WebhookAnswer = { verified: true } | { verified: false; reason: 'SIGNATURE' | 'MALFORMED' };

interface RazorpayPaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  error_code?: unknown;
  error_description?: unknown;
}

interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: RazorpayPaymentEntity };
    order?: { entity?: { id?: unknown; amount_paid?: unknown; currency?: unknown } };
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

const metadataOf = (raw: string | undefined): { order_id?: unknown; payment_id?: unknown } => {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
};

/** Where an order stands, as a callback's or status check's answer when the report changed nothing. */
export const standingOf = (order: OrderRow | null): PaymentOutcome => {
  if (order?.paymentStatus === 'Paid') return PaymentOutcome.ALREADY_PAID;
  if (order?.paymentStatus === 'Failed') return PaymentOutcome.FAILED;
  return order?.paymentStatus === 'Initiated' ? PaymentOutcome.PENDING : PaymentOutcome.REJECTED;
};

// Money taken for a cancelled order or for products already owned is refunded by staff; the learner's
// browser goes to the thank-you page, which shows the order as it stands.
const callbackOutcome = ({ outcome }: Fulfilment): PaymentOutcome =>
  outcome === 'FULFILLED' ? PaymentOutcome.PAID : PaymentOutcome.ALREADY_PAID;

/**
 * What providers tell us about payments: the browser callback (authenticated by its signature alone)
 * and the webhook (authenticated by the signature of its raw body). Every one is recorded; only a
 * verified success for the right order and amount ever marks an order paid, and only once.
 */
export interface PaymentEventsServiceDeps {
  checkout: CheckoutRepository;
  orders: OrdersService;
  fulfilment: FulfilmentService;
  provider: PaymentProvider;
  transaction: RunInTransaction;
  log: FastifyBaseLogger;
}

export class PaymentEventsService {
  private readonly fulfilment: FulfilmentService;
  private readonly provider: PaymentProvider;
  private readonly transaction: RunInTransaction;

  constructor(private readonly deps: PaymentEventsServiceDeps) {
    this.fulfilment = deps.fulfilment;
    this.provider = deps.provider;
    this.transaction = deps.transaction;
  }

  /**
   * The order this provider holds under that id; orders of another card provider are not ours to settle.
   * An order paid by wallet afterwards keeps the card's order id (Paytm never takes its place), so a late
   * card payment for it is still found, and kept for a refund.
   */
  private async providerOrder(providerOrderId: string | null): Promise<OrderRow | null> {
    if (!providerOrderId) return null;
    const order = await this.deps.checkout.byProviderOrderId(providerOrderId);
    const paidByWallet = order?.provider === 'PAYTM' || order?.provider === 'SANDBOX_PAYTM';
    return order?.provider === this.provider.name || (order && paidByWallet) ? order : null;
  }

  /**
   * One transaction that takes the order's row lock before anything else. Recording an event references
   * the order (a KEY SHARE lock) and marking it Paid sets a uniquely indexed column (which needs FOR
   * UPDATE), so two deliveries that each recorded first would wait on each other; PostgreSQL breaks that
   * deadlock by failing one, and its event would be lost behind a 500.
   */
  private settling<T>(orderId: number | null, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => {
      if (orderId !== null) await this.deps.orders.find(orderId, { ex: tx, lock: true });
      return work(tx);
    });
  }

  async callback(body: PaymentCallbackRequest): Promise<PaymentCallbackResult> {
    const paymentId = text(body.razorpay_payment_id);
    const providerOrderId = text(body.razorpay_order_id);
    const signature = text(body.razorpay_signature);

    if (body['error[code]'] !== undefined || !signature) {
      // A failure report is unsigned: it is recorded and shown, and changes no order (only a signed
      // webhook marks an order Failed).
      const metadata = metadataOf(body['error[metadata]']);
      const order = await this.providerOrder(text(metadata.order_id) ?? providerOrderId);
      await this.transaction((tx) =>
        this.fulfilment.record(tx, {
          orderId: order?.orderId ?? null,
          source: 'CALLBACK',
          eventKey: null,
          providerPaymentId: text(metadata.payment_id) ?? paymentId,
          signatureValid: false,
          outcome: PaymentOutcome.FAILED,
          detail: text(body['error[description]']) ?? text(body['error[reason]']),
          payload: body,
        }),
      );
      return { orderID: order?.orderId ?? null, outcome: PaymentOutcome.FAILED };
    }

    const order = await this.providerOrder(providerOrderId);
    const valid =
      order !== null &&
      paymentId !== null &&
      providerOrderId !== null &&
      verifyPaymentSignature(this.provider.keySecret, providerOrderId, paymentId, signature);
    if (!valid || !order || !paymentId) {
      // No event key: a forged callback must not claim the key of the genuine one that may follow.
      await this.transaction((tx) =>
        this.fulfilment.record(tx, {
          orderId: order?.orderId ?? null,
          source: 'CALLBACK',
          eventKey: null,
          providerPaymentId: paymentId,
          signatureValid: false,
          outcome: PaymentOutcome.REJECTED,
          detail: order ? 'SIGNATURE_INVALID' : 'UNKNOWN_ORDER',
          payload: body,
        }),
      );
      return { orderID: order?.orderId ?? null, outcome: PaymentOutcome.REJECTED };
    }

    return this.settling(order.orderId, async (tx) => {
      const eventId = await this.fulfilment.record(tx, {
        orderId: order.orderId,
        source: 'CALLBACK',
        eventKey: `callback:${paymentId}`,
        providerPaymentId: paymentId,
        signatureValid: true,
        outcome: 'RECEIVED',
        payload: body,
      });
      if (eventId === null) {
        // A replay of a callback already handled: answer from the order, change nothing.
        const current = await this.deps.orders.find(order.orderId, { ex: tx });
        return {
          orderID: order.orderId,
          outcome: current?.paymentStatus === 'Paid' ? PaymentOutcome.ALREADY_PAID : PaymentOutcome.REJECTED,
        };
      }
      const fulfilment = await this.fulfilment.fulfil(tx, {
        orderId: order.orderId,
        provider: this.provider.name,
        providerPaymentId: paymentId,
        enrolmentSource: 'ORDER',
      });
      await this.fulfilment.settle(tx, eventId, fulfilment.outcome, fulfilment.detail ?? undefined);
      return { orderID: order.orderId, outcome: callbackOutcome(fulfilment) };
    });
  }

  /**
   * The status check (staff, for a payment whose outcome is unknown): asks the provider which payments
   * its order has and settles on the answer exactly as a webhook would, under a key of its own per
   * payment and state, so asking again changes nothing. A captured payment of the order's amount pays
   * it; failures alone fail it; anything else leaves it as it is. Null when the provider cannot say.
   */
  async reconcile(order: OrderRow): Promise<PaymentOutcome | null> {
    if (!order.providerOrderId) return null;
    const payments = await this.provider.payments(order.providerOrderId);
    if (!payments) return null;
    const captured = payments.find((payment) => payment.status === 'captured');
    const failed = payments.find((payment) => payment.status === 'failed');
    const report =
      captured ?? (payments.every((payment) => payment.status === 'failed') ? failed : undefined);
    if (!report) return PaymentOutcome.PENDING;
    return this.settling(order.orderId, async (tx) => {
      const eventId = await this.fulfilment.record(tx, {
        orderId: order.orderId,
        source: 'STATUS',
        eventKey: `status:${report.id}:${report.status}`,
        providerPaymentId: report.id,
        signatureValid: true,
        outcome: 'RECEIVED',
        payload: { providerOrderId: order.providerOrderId, payments },
      });
      const current = await this.deps.orders.find(order.orderId, { ex: tx });
      if (eventId === null) return standingOf(current);
      const settle = (outcome: string, detail?: string) =>
        this.fulfilment.settle(tx, eventId, outcome, detail);
      if (report.status === 'failed') {
        const failedNow = await this.fulfilment.markFailed(tx, order.orderId, 'Payment failed');
        await settle(failedNow ? PaymentOutcome.FAILED : 'IGNORED', failedNow ? undefined : 'ORDER_SETTLED');
        return failedNow ? PaymentOutcome.FAILED : standingOf(current);
      }
      if (report.amountPaise !== order.totalOrderPaise || report.currency !== 'INR') {
        this.deps.log.warn({ orderId: order.orderId, amount: report.amountPaise }, 'status amount differs');
        await settle(PaymentOutcome.REJECTED, 'AMOUNT_MISMATCH');
        return PaymentOutcome.REJECTED;
      }
      const fulfilment = await this.fulfilment.fulfil(tx, {
        orderId: order.orderId,
        provider: this.provider.name,
        providerPaymentId: report.id,
        enrolmentSource: 'ORDER',
      });
      await settle(fulfilment.outcome, fulfilment.detail ?? undefined);
      return callbackOutcome(fulfilment);
    });
  }

  /**
   * A provider webhook. Unverified: recorded as REJECTED, answered 400. Verified: answered 200 even when
   * it is a duplicate or changes nothing, since providers retry anything else.
   */
  async webhook(rawBody: string, signature: unknown, eventIdHeader: unknown): Promise<WebhookAnswer> {
    let event: RazorpayEvent;
    // Any content type arrives here as text: nesting is bounded before parsing, whatever it was sent as.
    if (jsonNestsDeeperThan(rawBody)) return { verified: false, reason: 'MALFORMED' };
    try {
      const parsed: unknown = JSON.parse(rawBody);
      // Text the database cannot store (NUL, lone surrogates) could not even be recorded as rejected.
      if (!parsed || typeof parsed !== 'object' || unstorableTextAt(parsed) !== null) {
        return { verified: false, reason: 'MALFORMED' };
      }
      event = parsed as RazorpayEvent;
    } catch {
      return { verified: false, reason: 'MALFORMED' };
    }
    const payment = event.payload?.payment?.entity;
    const providerOrderId = text(payment?.order_id) ?? text(event.payload?.order?.entity?.id);
    const order = await this.providerOrder(providerOrderId);
    const paymentId = text(payment?.id);
    const secret = this.provider.webhookSecret;

    if (!secret || !verifyWebhookSignature(secret, rawBody, signature)) {
      await this.transaction((tx) =>
        this.fulfilment.record(tx, {
          orderId: order?.orderId ?? null,
          source: 'WEBHOOK',
          eventKey: null,
          providerPaymentId: paymentId,
          signatureValid: false,
          outcome: PaymentOutcome.REJECTED,
          detail: secret ? 'SIGNATURE_INVALID' : 'NO_WEBHOOK_SECRET',
          payload: event,
        }),
      );
      return { verified: false, reason: 'SIGNATURE' };
    }

    const name = text(event.event) ?? 'unknown';
    const eventKey = `webhook:${text(eventIdHeader) ?? `${name}:${paymentId ?? providerOrderId ?? 'none'}`}`;
    await this.settling(order?.orderId ?? null, async (tx) => {
      const eventId = await this.fulfilment.record(tx, {
        orderId: order?.orderId ?? null,
        source: 'WEBHOOK',
        eventKey,
        providerPaymentId: paymentId,
        signatureValid: true,
        outcome: 'RECEIVED',
        payload: event,
      });
      if (eventId === null) return;
      const settle = (outcome: string, detail?: string) =>
        this.fulfilment.settle(tx, eventId, outcome, detail);
      if (!order) return settle('IGNORED', 'UNKNOWN_ORDER');

      if (name === 'payment.captured' || name === 'order.paid') {
        const amount = payment?.amount ?? event.payload?.order?.entity?.amount_paid;
        const currency = payment?.currency ?? event.payload?.order?.entity?.currency;
        if (!paymentId) return settle('IGNORED', 'NO_PAYMENT');
        if (amount !== order.totalOrderPaise || currency !== 'INR') {
          this.deps.log.warn(
            { orderId: order.orderId, amount, currency },
            'webhook amount differs from the order',
          );
          return settle(PaymentOutcome.REJECTED, 'AMOUNT_MISMATCH');
        }
        const fulfilment = await this.fulfilment.fulfil(tx, {
          orderId: order.orderId,
          provider: this.provider.name,
          providerPaymentId: paymentId,
          enrolmentSource: 'ORDER',
        });
        return settle(fulfilment.outcome, fulfilment.detail ?? undefined);
      }
      if (name === 'payment.failed') {
        const reason = text(payment?.error_description) ?? text(payment?.error_code) ?? 'Payment failed';
        const failed = await this.fulfilment.markFailed(tx, order.orderId, reason);
        return settle(failed ? PaymentOutcome.FAILED : 'IGNORED', failed ? reason : 'ORDER_SETTLED');
      }
      return settle('IGNORED', `EVENT ${name}`);
    });
    return { verified: true };
  }
}

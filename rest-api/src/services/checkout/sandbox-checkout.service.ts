import {
  newSandboxEventId,
  newSandboxPaymentId,
  type SandboxProvider,
} from '../../providers/payments/sandbox.provider';
import { paymentSignature, webhookSignature } from '../../providers/payments/signature';
import type { OrderRow } from '../orders/orders.repository';
import type { CheckoutRepository } from './checkout.repository';

/**
 * Only our own origin may receive the payment result: a relative path, or an absolute URL on the origin
 * the page was opened on (PUBLIC_URL when set). Anything else would make the hosted page an open redirect
 * that posts signatures away.
 */
export const safeCallbackUrl = (raw: unknown, origin: string): string | null => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 500) return null;
  const base = new URL(origin);
  if (raw.startsWith('/') && (raw.startsWith('//') || raw.includes('\\'))) return null;
  try {
    const url = new URL(raw, base);
    if (url.origin !== base.origin || !['http:', 'https:'].includes(url.protocol)) return null;
    return url.toString();
  } catch {
    return null;
  }
};

/** What the hosted page is asked about: the sandbox's order id and where to post the result. */
export type SandboxRequest =
  | { kind: 'unknown-order' }
  | { kind: 'foreign-callback' }
  | { kind: 'order'; order: OrderRow; callbackUrl: string };

/** A webhook as Razorpay sends it: the raw body and the headers that sign it. */
export interface SignedWebhook {
  raw: string;
  headers: Record<string, string>;
}

/** The outcome of a tester's choice: the fields posted back to the callback, and the webhook that follows. */
export interface SandboxResult {
  callbackFields: Record<string, string>;
  webhook: SignedWebhook;
}

/**
 * The sandbox provider's hosted checkout (only when the sandbox is the provider). The amount shown and
 * charged is always the database's; results are signed exactly as Razorpay signs them, with the
 * sandbox's keys.
 */
export class SandboxCheckoutService {
  constructor(
    private readonly checkout: CheckoutRepository,
    private readonly provider: SandboxProvider,
  ) {}

  async resolve(fields: Record<string, unknown>, origin: string): Promise<SandboxRequest> {
    const providerOrderId = typeof fields.order_id === 'string' ? fields.order_id.slice(0, 100) : '';
    const order = providerOrderId ? await this.checkout.byProviderOrderId(providerOrderId) : null;
    if (!order) return { kind: 'unknown-order' };
    const callbackUrl = safeCallbackUrl(fields.callback_url, origin);
    if (!callbackUrl) return { kind: 'foreign-callback' };
    return { kind: 'order', order, callbackUrl };
  }

  /** Whether this page may still take a payment for the order. */
  payable(order: OrderRow): boolean {
    return (
      order.paymentStatus !== 'Refunded' && order.provider === 'SANDBOX' && order.providerOrderId !== null
    );
  }

  /** For a paid order: the signed fields of its payment, to post back again; null if not paid here. */
  paidFields(order: OrderRow): Record<string, string> | null {
    if (order.provider !== 'SANDBOX' || !order.providerOrderId || !order.providerPaymentId) return null;
    return this.successFields(order.providerOrderId, order.providerPaymentId);
  }

  /** Pay: a captured payment, signed back to the callback and announced by webhook. */
  pay(order: OrderRow & { providerOrderId: string }): SandboxResult {
    const paymentId = newSandboxPaymentId();
    this.provider.remember(order.providerOrderId, {
      id: paymentId,
      status: 'captured',
      amountPaise: order.totalOrderPaise,
      currency: 'INR',
    });
    return {
      callbackFields: this.successFields(order.providerOrderId, paymentId),
      webhook: this.webhook('payment.captured', {
        id: paymentId,
        entity: 'payment',
        order_id: order.providerOrderId,
        amount: order.totalOrderPaise,
        currency: 'INR',
        status: 'captured',
      }),
    };
  }

  /** Fail: Razorpay's error fields back to the callback, and a signed payment.failed webhook. */
  fail(order: OrderRow): SandboxResult {
    const paymentId = newSandboxPaymentId();
    if (order.providerOrderId) {
      this.provider.remember(order.providerOrderId, {
        id: paymentId,
        status: 'failed',
        amountPaise: order.totalOrderPaise,
        currency: 'INR',
      });
    }
    return {
      callbackFields: {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'Payment failed',
        'error[reason]': 'payment_failed',
        'error[metadata]': JSON.stringify({ order_id: order.providerOrderId, payment_id: paymentId }),
      },
      webhook: this.webhook('payment.failed', {
        id: paymentId,
        entity: 'payment',
        order_id: order.providerOrderId,
        amount: order.totalOrderPaise,
        currency: 'INR',
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed',
        error_reason: 'payment_failed',
      }),
    };
  }

  private successFields(providerOrderId: string, paymentId: string): Record<string, string> {
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: paymentSignature(this.provider.keySecret, providerOrderId, paymentId),
    };
  }

  private webhook(event: string, payment: Record<string, unknown>): SignedWebhook {
    const raw = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: payment } },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(this.provider.webhookSecret, raw),
        'x-razorpay-event-id': newSandboxEventId(),
      },
    };
  }
}

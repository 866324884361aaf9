import { randomBytes } from 'node:crypto';
import { RestPath } from '@finx/domain';
import type { Config } from '../../config';
import type { CardPayment, PaymentProvider, ProviderOrderRequest } from './payment-provider';

const KEPT = 1_000;

/** Razorpay ids are 14 alphanumerics after the prefix; the sandbox's look alike, with `sbx_` in front. */
const randomId = (prefix: string): string => `${prefix}_sbx_${randomBytes(9).toString('base64url')}`;

export const newSandboxPaymentId = (): string => randomId('pay');
export const newSandboxEventId = (): string => `evt_sbx_${randomBytes(9).toString('base64url')}`;

/**
 * The built-in provider for development and tests. It runs in this process, so its "orders" are our
 * orders rows (provider SANDBOX with its order id) and it needs no store of its own. Its hosted page
 * (sandbox-checkout.routes) signs callbacks and webhooks exactly as Razorpay does, with its own keys.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'SANDBOX' as const;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;

  constructor(settings: Config['payments']['sandbox']) {
    this.keyId = settings.keyId;
    this.keySecret = settings.keySecret;
    this.webhookSecret = settings.webhookSecret;
  }

  /** The hosted page is served from the product's own origin, wherever the learner opened it. */
  checkoutUrl(origin: string): string {
    return `${origin}${RestPath.SANDBOX_CHECKOUT}`;
  }

  async createOrder(_request: ProviderOrderRequest): Promise<{ providerOrderId: string }> {
    return { providerOrderId: randomId('order') };
  }

  /** What its page did for each order (in memory, the newest 1000), for the status check. */
  private readonly paid = new Map<string, CardPayment[]>();

  async payments(providerOrderId: string): Promise<CardPayment[]> {
    return this.paid.get(providerOrderId) ?? [];
  }

  /** The hosted page took (or failed) a payment: the status check answers it from now on. */
  remember(providerOrderId: string, payment: CardPayment): void {
    this.paid.set(providerOrderId, [...(this.paid.get(providerOrderId) ?? []), payment]);
    const oldest = this.paid.keys().next().value;
    if (this.paid.size > KEPT && oldest !== undefined) this.paid.delete(oldest);
  }
}

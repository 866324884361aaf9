import type { Config } from '../../config';
import {
  type CardPayment,
  type PaymentProvider,
  ProviderError,
  type ProviderOrderRequest,
} from './payment-provider';

const ORDER_TIMEOUT_MS = 8_000;

type RazorpaySettings = NonNullable<Config['payments']['razorpay']>;

const readPayment = (item: unknown): CardPayment | null => {
  const { id, status, amount, currency } = (item ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || typeof status !== 'string' || typeof currency !== 'string') return null;
  return Number.isSafeInteger(amount) ? { id, status, amountPaise: amount as number, currency } : null;
};

/**
 * Razorpay's Orders API (POST /v1/orders, and GET /v1/orders/:id/payments for the status check), basic
 * auth with the key id and secret, amounts in paise.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'RAZORPAY' as const;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string | undefined;

  constructor(private readonly settings: RazorpaySettings) {
    this.keyId = settings.keyId;
    this.keySecret = settings.keySecret;
    this.webhookSecret = settings.webhookSecret;
  }

  checkoutUrl(): string {
    return 'https://api.razorpay.com/v1/checkout/embedded';
  }

  async payments(providerOrderId: string): Promise<CardPayment[] | null> {
    try {
      const response = await fetch(
        `${this.settings.apiUrl}/orders/${encodeURIComponent(providerOrderId)}/payments`,
        {
          headers: { authorization: this.authorization() },
          signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
        },
      );
      const body = (await response.json().catch(() => null)) as { items?: unknown } | null;
      if (!response.ok || !Array.isArray(body?.items)) return null;
      const payments = body.items.map(readPayment);
      // One unreadable payment makes the whole answer unreadable: it might be the captured one.
      return payments.every((payment) => payment !== null) ? (payments as CardPayment[]) : null;
    } catch {
      return null;
    }
  }

  private authorization(): string {
    return `Basic ${Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64')}`;
  }

  async createOrder(request: ProviderOrderRequest): Promise<{ providerOrderId: string }> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: this.authorization() },
        body: JSON.stringify({
          amount: request.amountPaise,
          currency: request.currency,
          receipt: request.receipt,
        }),
        signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('Razorpay could not be reached', { cause: error });
    }
    const body = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown } | null;
    if (!response.ok || typeof body?.id !== 'string') {
      throw new ProviderError(`Razorpay refused the order (HTTP ${response.status})`);
    }
    // The amount the provider will charge must be ours to the paisa.
    if (body.amount !== request.amountPaise) {
      throw new ProviderError('Razorpay answered a different amount');
    }
    return { providerOrderId: body.id };
  }
}

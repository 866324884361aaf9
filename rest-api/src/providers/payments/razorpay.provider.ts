import type { Config } from '../../config';
import { type PaymentProvider, ProviderError, type ProviderOrderRequest } from './payment-provider';

const ORDER_TIMEOUT_MS = 8_000;

type RazorpaySettings = NonNullable<Config['payments']['razorpay']>;

/** Razorpay's Orders API (POST /v1/orders, basic auth with the key id and secret, amount in paise). */
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

  async createOrder(request: ProviderOrderRequest): Promise<{ providerOrderId: string }> {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${auth}` },
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

import type { PaymentProvider as ProviderName } from '@finx/domain';

export interface ProviderOrderRequest {
  /** Our order id, sent as the provider's receipt. */
  receipt: string;
  amountPaise: number;
  currency: 'INR';
}

/** One payment of a provider order, as Razorpay's `GET /orders/:id/payments` lists it. */
export interface CardPayment {
  id: string;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
  amountPaise: number;
  currency: string;
}

/** A provider that takes card and wallet payments; everything else about it is signatures. */
export interface PaymentProvider {
  readonly name: Extract<ProviderName, 'SANDBOX' | 'RAZORPAY'>;
  /** The public key id the checkout page is opened with (the hand-off's mid and keyId). */
  readonly keyId: string;
  /** Signs `order_id|payment_id` for browser callbacks. */
  readonly keySecret: string;
  /** Signs webhook bodies; undefined means webhooks from this provider cannot be trusted and are refused. */
  readonly webhookSecret: string | undefined;
  /** Where the wallet form posts, for a learner on `origin` (the sandbox's page is served there). */
  checkoutUrl(origin: string): string;
  /** Creates the provider's order for this amount; throws ProviderError when the provider fails. */
  createOrder(request: ProviderOrderRequest): Promise<{ providerOrderId: string }>;
  /**
   * The payments made against one of its orders, for payments whose outcome is unknown (the status
   * check); null when the provider cannot be asked or answers something unreadable.
   */
  payments(providerOrderId: string): Promise<CardPayment[] | null>;
}

export class ProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

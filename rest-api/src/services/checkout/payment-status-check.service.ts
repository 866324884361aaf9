import {
  type PaymentProvider as ProviderName,
  PaymentOutcome,
  type PaymentStatusCheckResult,
} from '@finx/domain';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { PaytmGateway } from '../../providers/payments/paytm-provider';
import type { OrdersService } from '../orders/orders.service';
import type { CheckoutRepository } from './checkout.repository';
import type { PaymentEventsService } from './payment-events.service';
import type { PaytmEventsService } from './paytm-events.service';

const WALLETS: readonly (string | null)[] = ['PAYTM', 'SANDBOX_PAYTM'];
const SETTLED: readonly (PaymentOutcome | null)[] = [PaymentOutcome.PAID, PaymentOutcome.ALREADY_PAID];

export interface PaymentStatusCheckDeps {
  checkout: CheckoutRepository;
  orders: OrdersService;
  card: { events: PaymentEventsService; provider: PaymentProvider };
  wallet: { events: PaytmEventsService; provider: PaytmGateway };
}

/**
 * Staff's "ask the provider now" for a payment whose outcome is unknown (the callback and the webhook
 * never came, or said PENDING). Paytm is asked about the order's wallet attempts; the card provider
 * about its order, when one was made there and nothing paid the order meanwhile. Each answer is applied
 * by the provider's own events service, so fulfilment is the callback's: exactly once.
 */
export class PaymentStatusCheckService {
  constructor(private readonly deps: PaymentStatusCheckDeps) {}

  /** Null when there is no such order. */
  async check(orderId: number): Promise<PaymentStatusCheckResult | null> {
    const { checkout, orders, card, wallet } = this.deps;
    const order = await orders.find(orderId);
    if (!order) return null;
    let askedProvider: ProviderName | null = null;
    let outcome: PaymentOutcome | null = null;
    if ((await checkout.paytmAttempts(orderId, 1)).length > 0) {
      askedProvider = wallet.provider.name;
      outcome = await wallet.events.reconcile(orderId);
    }
    // A card order of this provider (an order later paid by wallet keeps the card's order id).
    const cardOrder = order.provider === card.provider.name || WALLETS.includes(order.provider);
    if (!SETTLED.includes(outcome) && order.providerOrderId && cardOrder) {
      const answer = await card.events.reconcile(order);
      if (answer !== null || askedProvider === null) {
        askedProvider = card.provider.name;
        outcome = answer;
      }
    }
    const row = await orders.reportRow(orderId);
    if (!row) return null;
    return { orderID: orderId, askedProvider, outcome, row };
  }
}

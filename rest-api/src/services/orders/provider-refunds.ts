import type { Executor } from '../../db/database';
import { ProviderError } from '../../providers/payments/payment-provider';
import {
  paiseOfPaytm,
  paytmAmount,
  type PaytmGateway,
  paytmRefIdOf,
} from '../../providers/payments/paytm-provider';
import type { OrderRow, OrdersRepository } from './orders.repository';

/** What the provider that took an order's payment said to giving it back. */
export type ProviderRefund =
  /** Not a provider we refund through (card payments and offline ones: staff refund them by hand). */
  | { kind: 'BY_HAND' }
  | { kind: 'ACCEPTED'; trail: Record<string, string | null> }
  | { kind: 'REFUSED'; detail: string; trail: Record<string, string | null> }
  /** Nobody knows whether the refund exists (Paytm unreachable, an unreadable answer): ask again later. */
  | { kind: 'UNKNOWN'; detail: string; trail: Record<string, string | null> };

const WALLETS: readonly (OrderRow['provider'] & string)[] = ['PAYTM', 'SANDBOX_PAYTM'];

/**
 * Refunds through the provider, for the providers that take them from us: Paytm (and its sandbox). The
 * refund's refId is the order's own, so a retry, or a second staff member's refund at the same moment,
 * names the refund that exists; the order's row lock (held by the caller) makes the second wait and
 * find the order refunded.
 */
export class ProviderRefunds {
  constructor(
    private readonly paytm: PaytmGateway,
    private readonly orders: OrdersRepository,
  ) {}

  async refund(tx: Executor, order: OrderRow): Promise<ProviderRefund> {
    if (!order.provider || !WALLETS.includes(order.provider)) return { kind: 'BY_HAND' };
    const refId = paytmRefIdOf(order.orderId);
    const trail = { provider: order.provider, refId };
    // A payment the sandbox took is not real money and a real one is not the sandbox's to give back:
    // each refund goes to the provider that took the payment, or nowhere.
    if (order.provider !== this.paytm.name) {
      return { kind: 'REFUSED', detail: `PROVIDER_MISMATCH ${this.paytm.name}`, trail };
    }
    const txnId = order.providerPaymentId;
    const paytmOrderId = txnId ? await this.orders.paytmOrderIdOfPayment(tx, order.orderId, txnId) : null;
    if (!txnId || !paytmOrderId) return { kind: 'REFUSED', detail: 'NO_PAYTM_TRANSACTION', trail };
    try {
      const answer = await this.paytm.refund({
        paytmOrderId,
        txnId,
        refId,
        amountPaise: order.totalOrderPaise,
      });
      if (answer.status === 'TXN_FAILURE') {
        const detail = [answer.code, answer.message].filter(Boolean).join(' ') || 'TXN_FAILURE';
        return { kind: 'REFUSED', detail, trail: { ...trail, paytmOrderId, status: answer.status } };
      }
      const accepted = { ...trail, paytmOrderId, status: answer.status, refundId: answer.refundId };
      const refundAmount = answer.refundAmount ?? paytmAmount(order.totalOrderPaise);
      if (paiseOfPaytm(refundAmount) !== order.totalOrderPaise) {
        // Paytm took a refund of another amount under our refId: not the whole payment back. Nobody
        // can tell which amount the learner got; staff settle it from Paytm's dashboard.
        return { kind: 'UNKNOWN', detail: `REFUND_AMOUNT ${refundAmount}`, trail: accepted };
      }
      return { kind: 'ACCEPTED', trail: { ...accepted, refundAmount } };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return { kind: 'UNKNOWN', detail: error.message, trail: { ...trail, paytmOrderId } };
    }
  }
}

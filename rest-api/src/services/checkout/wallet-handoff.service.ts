import { type CheckoutReason, type PaymentHandoff, PaymentMethod, ReasonCode } from '@finx/domain';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction } from '../../db/database';
import { rupees } from '../../formats/rupees';
import { ProviderError } from '../../providers/payments/payment-provider';
import { type PaytmGateway, paytmOrderIdOf } from '../../providers/payments/paytm-provider';
import type { OrderRow } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import type { CheckoutRepository } from './checkout.repository';
import { type FulfilmentService, PAYABLE_STATES } from './fulfilment.service';

/** The gateway's public route that forwards Paytm's browser POST. */
export const PAYTM_CALLBACK_PATH = '/payment/paytm/callback';

export interface WalletHandoffDeps {
  checkout: CheckoutRepository;
  orders: OrdersService;
  fulfilment: FulfilmentService;
  paytm: PaytmGateway;
  transaction: RunInTransaction;
  log: FastifyBaseLogger;
}

/** A new attempt suffix: time then randomness, so attempts sort and never repeat. */
const newAttempt = (): string => `${Date.now().toString(36)}${randomBytes(3).readUIntBE(0, 3).toString(36)}`;

/**
 * The wallet choice of Make Payment: Paytm's Initiate Transaction for the order's amount, under a new
 * Paytm order id per attempt (`FINX<order>T<attempt>`; Paytm takes an order id once), recorded as an
 * INITIATE event so the status query can ask about it later. The order's checks (owner, state, total,
 * coupon hold) were made by CheckoutService.startPayment before this.
 */
export class WalletHandoffService {
  constructor(private readonly deps: WalletHandoffDeps) {}

  async handoff(
    order: OrderRow,
    origin: string,
  ): Promise<{ ok: true; value: PaymentHandoff } | { ok: false; reason: CheckoutReason }> {
    const { paytm, orders, checkout, fulfilment } = this.deps;
    const paytmOrderId = paytmOrderIdOf(order.orderId, newAttempt());
    const callbackUrl = `${origin}${PAYTM_CALLBACK_PATH}`;
    let txnToken: string;
    try {
      ({ txnToken } = await paytm.initiate({
        paytmOrderId,
        amountPaise: order.totalOrderPaise,
        custId: String(order.partyId),
        callbackUrl,
      }));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.deps.log.warn({ err: error, orderId: order.orderId }, 'Paytm refused to initiate a transaction');
      await this.deps.transaction((tx) => fulfilment.releaseCoupon(tx, order.orderId));
      return { ok: false, reason: ReasonCode.PAYMENT_PROVIDER_FAILED };
    }
    const refusal = await this.deps.transaction(async (tx) => {
      const now = await orders.find(order.orderId, { ex: tx, lock: true });
      if (!now || !(PAYABLE_STATES as readonly string[]).includes(now.paymentStatus)) {
        return now?.paymentStatus === 'Paid' ? ReasonCode.ORDER_ALREADY_PAID : ReasonCode.ORDER_NOT_PAYABLE;
      }
      if (now.totalOrderPaise !== order.totalOrderPaise) return ReasonCode.ORDER_TOTAL_CHANGED;
      // An order no provider holds yet now has one, so its coupon locks as it does for a card payment;
      // an order a card payment holds keeps that provider order (a late card payment still finds it).
      const provided = { name: paytm.name, providerOrderId: paytmOrderId };
      await checkout.attachProviderOrder(tx, now, provided, PAYABLE_STATES, true);
      await fulfilment.record(tx, {
        orderId: order.orderId,
        source: 'INITIATE',
        eventKey: `paytm-initiate:${paytmOrderId}`,
        signatureValid: true,
        outcome: 'INITIATED',
        detail: paytmOrderId,
      });
      return null;
    });
    if (refusal) {
      await this.deps.transaction((tx) => fulfilment.releaseCoupon(tx, order.orderId));
      return { ok: false, reason: refusal };
    }
    const student = await orders.studentOf(order.partyId);
    return {
      ok: true,
      value: {
        mid: paytm.mid,
        paymentMethod: PaymentMethod.WALLET,
        txnToken,
        totalOrderPrice: rupees(order.totalOrderPaise),
        currency: 'INR',
        website: paytm.name,
        razorpayOrderID: paytmOrderId,
        orderID: order.orderId,
        callbackUrl,
        checkoutUrl: paytm.paymentPageUrl(origin, paytmOrderId),
        keyId: paytm.mid,
        studentName: student ? `${student.firstName} ${student.lastName}` : '',
        email: student?.email ?? '',
        mobileNo: student?.mobile ?? null,
      },
    };
  }
}

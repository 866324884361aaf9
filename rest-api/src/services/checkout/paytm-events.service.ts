import { type PaymentCallbackResult, PaymentOutcome } from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction, Transaction } from '../../db/database';
import { type PaytmParams, verifyPaytmChecksum } from '../../providers/payments/paytm-checksum';
import { orderIdOfPaytm, paiseOfPaytm, type PaytmGateway } from '../../providers/payments/paytm-provider';
import type { OrdersService } from '../orders/orders.service';
import type { CheckoutRepository } from './checkout.repository';
import { standingOf } from './payment-events.service';
import type { EventSource, FulfilmentService } from './fulfilment.service';

const STATUSES = ['TXN_SUCCESS', 'TXN_FAILURE', 'PENDING'] as const;
type TxnStatus = (typeof STATUSES)[number];

/** What Paytm said about one transaction, once its checksum (or its TLS answer) vouched for it. */
interface PaytmReport {
  orderId: number;
  paytmOrderId: string;
  txnId: string | null;
  status: TxnStatus;
  amount: string | null;
  message: string | null;
}

type Verification = { ok: true; report: PaytmReport } | { ok: false; orderId: number | null; detail: string };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

export interface PaytmEventsServiceDeps {
  checkout: CheckoutRepository;
  orders: OrdersService;
  fulfilment: FulfilmentService;
  paytm: PaytmGateway;
  transaction: RunInTransaction;
  log: FastifyBaseLogger;
}

/**
 * What Paytm tells us: the browser callback and the server-to-server notification (the same fields,
 * signed by CHECKSUMHASH under the merchant key), and its Transaction Status API for payments whose
 * outcome is unknown (a PENDING callback, or a learner back without one). The rules are Razorpay's:
 * every event is recorded; only a verified success for the order's amount marks it paid, once (the
 * fulfilment's conditional update); a payment for a settled or cancelled order is kept for a refund.
 */
export class PaytmEventsService {
  constructor(private readonly deps: PaytmEventsServiceDeps) {}

  async callback(fields: PaytmParams): Promise<PaymentCallbackResult> {
    const verified = await this.verify(fields);
    if (!verified.ok) {
      await this.reject('CALLBACK', verified, fields);
      return { orderID: verified.orderId, outcome: PaymentOutcome.REJECTED };
    }
    const { report } = verified;
    const outcome = await this.apply(report, 'CALLBACK', fields);
    // PENDING: the bank has not answered Paytm yet; ask Paytm once more before showing the learner.
    if (outcome !== PaymentOutcome.PENDING) return { orderID: report.orderId, outcome };
    return {
      orderID: report.orderId,
      outcome: (await this.query(report.orderId, report.paytmOrderId)) ?? outcome,
    };
  }

  /** The server-to-server notification: false when it is not Paytm's (the route answers 400). */
  async notification(fields: PaytmParams): Promise<boolean> {
    const verified = await this.verify(fields);
    if (!verified.ok) {
      await this.reject('WEBHOOK', verified, fields);
      return false;
    }
    await this.apply(verified.report, 'WEBHOOK', fields);
    return true;
  }

  /**
   * The status query: asks Paytm about the order's transactions (newest first) and settles on what it
   * says. Answers where the order stands afterwards.
   */
  async reconcile(orderId: number): Promise<PaymentOutcome> {
    for (const paytmOrderId of await this.deps.checkout.paytmAttempts(orderId)) {
      const outcome = await this.query(orderId, paytmOrderId);
      if (outcome === PaymentOutcome.PAID || outcome === PaymentOutcome.ALREADY_PAID) return outcome;
    }
    return standingOf(await this.deps.orders.find(orderId));
  }

  private async query(orderId: number, paytmOrderId: string): Promise<PaymentOutcome | null> {
    const answer = await this.deps.paytm.status(paytmOrderId);
    if (answer.status === 'UNKNOWN') return null;
    const report = { orderId, paytmOrderId, ...answer, amount: answer.txnAmount };
    return this.apply(report, 'STATUS', { paytmOrderId, ...answer });
  }

  private async verify(fields: PaytmParams): Promise<Verification> {
    const paytmOrderId = text(fields.ORDERID);
    const orderId = paytmOrderId ? orderIdOfPaytm(paytmOrderId) : null;
    const order = orderId === null ? null : await this.deps.orders.find(orderId);
    if (!order || !paytmOrderId) return { ok: false, orderId: null, detail: 'UNKNOWN_ORDER' };
    const { paytm } = this.deps;
    if (!verifyPaytmChecksum(fields, paytm.merchantKey, fields.CHECKSUMHASH)) {
      return { ok: false, orderId: order.orderId, detail: 'SIGNATURE_INVALID' };
    }
    const status = STATUSES.find((candidate) => candidate === fields.STATUS);
    if (fields.MID !== paytm.mid || !status || (fields.CURRENCY && fields.CURRENCY !== 'INR')) {
      return { ok: false, orderId: order.orderId, detail: 'MALFORMED' };
    }
    const report = {
      orderId: order.orderId,
      paytmOrderId,
      txnId: text(fields.TXNID),
      status,
      amount: text(fields.TXNAMOUNT),
      message: text(fields.RESPMSG),
    };
    return { ok: true, report };
  }

  /** Unverified: recorded without a dedupe key, so it can never claim the genuine event's. */
  private reject(source: EventSource, failure: { orderId: number | null; detail: string }, payload: unknown) {
    return this.deps.transaction(async (tx) => {
      await this.deps.fulfilment.record(tx, {
        orderId: failure.orderId,
        source,
        eventKey: null,
        providerPaymentId: null,
        signatureValid: false,
        outcome: PaymentOutcome.REJECTED,
        detail: failure.detail,
        payload,
      });
    });
  }

  /**
   * Records the report under its key (a replay finds the key taken and changes nothing) and acts on it,
   * in one transaction that takes the order's row lock first (see PaymentEventsService.settling).
   */
  private apply(report: PaytmReport, source: EventSource, payload: unknown): Promise<PaymentOutcome> {
    const { fulfilment, orders, paytm } = this.deps;
    const subject = report.txnId ?? report.paytmOrderId;
    const eventKey = `paytm-${source.toLowerCase()}:${subject}:${report.status}`;
    return this.deps.transaction(async (tx: Transaction) => {
      const order = await orders.find(report.orderId, { ex: tx, lock: true });
      const eventId = await fulfilment.record(tx, {
        orderId: report.orderId,
        source,
        eventKey,
        providerPaymentId: report.txnId,
        signatureValid: true,
        outcome: 'RECEIVED',
        payload,
      });
      if (eventId === null || !order) return standingOf(order);
      const settle = (outcome: string, detail?: string) => fulfilment.settle(tx, eventId, outcome, detail);

      if (report.status === 'PENDING') {
        await settle(PaymentOutcome.PENDING, report.message ?? undefined);
        return standingOf(order);
      }
      if (report.status === 'TXN_FAILURE') {
        const reason = report.message ?? 'Payment failed';
        const failed = await fulfilment.markFailed(tx, order.orderId, reason);
        await settle(failed ? PaymentOutcome.FAILED : 'IGNORED', failed ? reason : 'ORDER_SETTLED');
        return failed ? PaymentOutcome.FAILED : standingOf(order);
      }
      if (!report.txnId) {
        await settle('IGNORED', 'NO_PAYMENT');
        return PaymentOutcome.REJECTED;
      }
      if (paiseOfPaytm(report.amount) !== order.totalOrderPaise) {
        this.deps.log.warn(
          { orderId: order.orderId, amount: report.amount, source },
          'Paytm amount differs from the order',
        );
        await settle(PaymentOutcome.REJECTED, 'AMOUNT_MISMATCH');
        return PaymentOutcome.REJECTED;
      }
      const paid = await fulfilment.fulfil(tx, {
        orderId: order.orderId,
        provider: paytm.name,
        providerPaymentId: report.txnId,
        enrolmentSource: 'ORDER',
      });
      await settle(paid.outcome, paid.detail ?? undefined);
      return paid.outcome === 'FULFILLED' ? PaymentOutcome.PAID : PaymentOutcome.ALREADY_PAID;
    });
  }
}

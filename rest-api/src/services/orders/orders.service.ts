import {
  type CheckoutReason,
  CheckoutReasons,
  type OrderDetails,
  type PaymentHistoryRow,
  type PaymentReportQuery,
  type PaymentReportRow,
  ReasonCode,
} from '@finx/domain';
import type { Executor, RunInTransaction } from '../../db/database';
import { indiaDayEnd, indiaDayStart } from '../../formats/india-time';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import { toHistoryRow, toOrderDetails, toReportRow } from './orders.mapper';
import type { OrderItemRow, OrderRow, OrdersRepository, Student } from './orders.repository';
import type { ProviderRefunds } from './provider-refunds';

const { refuse } = refusalsOf(CheckoutReasons);

/**
 * Orders as records: the learner's payment history (My Payment), the staff payment report, the order
 * as the contract shows it, and refunds.
 */
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly transaction: RunInTransaction,
    private readonly providerRefunds: ProviderRefunds,
  ) {}

  /** One order; with `lock` (inside `ex`, a transaction) it stays locked until that transaction ends. */
  find(orderId: number, options: { ex?: Executor; lock?: boolean } = {}): Promise<OrderRow | null> {
    return this.orders.byId(orderId, options);
  }

  itemsOf(orderId: number, ex?: Executor): Promise<OrderItemRow[]> {
    return this.orders.items(orderId, ex);
  }

  studentOf(partyId: number): Promise<Student | null> {
    return this.orders.student(partyId);
  }

  /** The order as the contract shows it (`001 §9`: rupees, India time, item ids 1). */
  async details(order: OrderRow, ex?: Executor): Promise<OrderDetails> {
    const [items, student] = await Promise.all([
      this.orders.items(order.orderId, ex),
      this.orders.student(order.partyId, ex),
    ]);
    if (!student) throw new Error(`order ${order.orderId} has no student`);
    return toOrderDetails(order, items, student);
  }

  async detailsOf(orderId: number): Promise<OrderDetails | null> {
    const order = await this.find(orderId);
    return order ? this.details(order) : null;
  }

  /** One order as a row of the staff payment report (after a status check changed it). */
  async reportRow(orderId: number): Promise<PaymentReportRow | null> {
    const order = await this.find(orderId);
    if (!order) return null;
    const [items, student] = await Promise.all([
      this.orders.items(orderId),
      this.orders.student(order.partyId),
    ]);
    return student ? toReportRow({ order, items, student }) : null;
  }

  /** My Payment: the learner's orders, newest first. */
  async history(partyId: number): Promise<PaymentHistoryRow[]> {
    return (await this.orders.ofParty(partyId)).map(({ order, items }) => toHistoryRow(order, items));
  }

  /**
   * The staff payment report: one page of every learner's orders and how many match in all. The date
   * filters are India-time calendar days, the to-date included.
   */
  async report(query: PaymentReportQuery): Promise<{ rows: PaymentReportRow[]; total: number }> {
    const { entries, total } = await this.orders.report({
      status: query.status,
      placedFrom: query.fromDate ? indiaDayStart(query.fromDate) : undefined,
      placedBefore: query.toDate ? indiaDayEnd(query.toDate) : undefined,
      search: query.search || undefined,
      sort: query.sort ?? 'PLACED',
      descending: query.descending ?? true,
      page: query.page,
      limit: query.limit,
    });
    return { rows: entries.map(toReportRow), total };
  }

  /**
   * Refunds are made by staff only (`001 §8`: no refund after payment except at discretion on an
   * e-mail request). A Paytm payment goes back through Paytm's Refund API here; a card payment through
   * the provider's dashboard, and this records that it did. Either way the order's access ends and the
   * trail keeps it. Only a Paid order can be refunded, once, and a refund is final: the order never
   * pays again. The order's row is locked first, so a second refund at the same moment waits and then
   * finds the order refunded; Paytm is asked while the lock is held, under the order's own refId.
   */
  async refund(
    staffUserId: number,
    orderId: number,
    note: string,
  ): Promise<Outcome<OrderDetails, CheckoutReason>> {
    return this.transaction(async (tx) => {
      const order = await this.orders.byId(orderId, { ex: tx, lock: true });
      if (!order) return refuse(ReasonCode.NOT_FOUND);
      if (order.paymentStatus !== 'Paid') return refuse(ReasonCode.ORDER_NOT_REFUNDABLE);
      const provider = await this.providerRefunds.refund(tx, order);
      if (provider.kind === 'REFUSED' || provider.kind === 'UNKNOWN') {
        // Kept in the trail and answered; the order stays paid (committed: the refusal is on record).
        const outcome = provider.kind === 'REFUSED' ? 'REFUND_REFUSED' : 'REFUND_UNKNOWN';
        await this.orders.recordRefundAttempt(tx, order, { outcome, ...provider, provider: provider.trail });
        return refuse(
          provider.kind === 'REFUSED' ? ReasonCode.REFUND_REFUSED : ReasonCode.PAYMENT_PROVIDER_FAILED,
        );
      }
      const refunded = await this.orders.markRefunded(tx, orderId, staffUserId, note);
      if (!refunded) return refuse(ReasonCode.ORDER_NOT_REFUNDABLE);
      await this.orders.endEnrolmentsOf(tx, orderId);
      await this.orders.recordRefund(
        tx,
        refunded,
        note,
        provider.kind === 'ACCEPTED' ? provider.trail : null,
      );
      return accept(await this.details(refunded, tx));
    });
  }
}

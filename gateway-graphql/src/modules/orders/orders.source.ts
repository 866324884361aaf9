import {
  RestPath,
  type PaymentHistoryRow as RestHistoryRow,
  type PaymentReportRow as RestReportRow,
  type PaymentReportSort,
  type PaymentStatus,
  type PaymentStatusCheckRequest,
  type PaymentStatusCheckResult,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { listQuery } from '../shared/list-query';
import { refusalOf } from '../shared/user-errors';
import { ORDERS_FIELDS } from './orders.errors';
import type { PaymentCheckPayload, PaymentHistoryRow, PaymentReport, PaymentReportRow } from './orders.types';

export interface PaymentReportArgs {
  status: PaymentStatus | null;
  fromDate: string | null;
  toDate: string | null;
  search: string | null;
  sort: PaymentReportSort;
  descending: boolean;
  page: number;
  limit: number;
}

const summaryOf = (row: RestHistoryRow) => ({
  orderId: row.orderID,
  placedOn: row.orderPlacedOn,
  productNames: row.productNames,
  totalItemPrice: Number(row.totalItemPrice),
  discount: Number(row.discountPrice),
  totalOrderPrice: Number(row.totalOrderPrice),
  couponCode: row.couponCode,
  paymentStatus: row.paymentStatus,
  provider: row.provider,
  paymentId: row.paymentID,
  paidOn: row.paidOn,
});

/** A report row as the client caches it: `PaymentReportRow:<orderId>`, so an answer updates the row shown. */
const reportRowOf = (row: RestReportRow): PaymentReportRow => ({
  id: `PaymentReportRow:${row.orderID}`,
  ...summaryOf(row),
  studentPartyId: row.studentPartyID,
  studentName: row.studentName,
  emailId: row.emailID,
});

/** Reports over orders: the learner's My Payment and the staff payment report. */
export class OrdersSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async paymentHistory(): Promise<PaymentHistoryRow[]> {
    const envelope = await this.upstream.request<RestHistoryRow[], RestHistoryRow>({
      method: 'GET',
      path: RestPath.PAYMENT_HISTORY,
      query: { partyID: partyIdOf(this.session) },
      auth: 'user',
    });
    return listOf(envelope).map((row) => ({ id: `PaymentHistoryRow:${row.orderID}`, ...summaryOf(row) }));
  }

  /** Staff: every learner's orders; filters left empty are not sent. */
  async paymentReport(args: PaymentReportArgs): Promise<PaymentReport> {
    const query = listQuery(args);
    if (args.status) query.status = args.status;
    if (args.fromDate) query.fromDate = args.fromDate;
    if (args.toDate) query.toDate = args.toDate;
    const envelope = await this.upstream.request<RestReportRow[], RestReportRow>({
      method: 'GET',
      path: RestPath.PAYMENT_REPORT,
      query,
      auth: 'user',
    });
    return {
      rows: listOf(envelope).map(reportRowOf),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }

  /** Staff: ask the provider that took (or is taking) the order's payment how it stands, now. */
  async checkPaymentNow(orderId: number): Promise<PaymentCheckPayload> {
    const body: PaymentStatusCheckRequest = { orderID: orderId };
    const result = await this.upstream.call<PaymentStatusCheckResult>({
      method: 'POST',
      path: RestPath.PAYMENT_STATUS_CHECK,
      body,
      auth: 'user',
      allowFailure: true,
    });
    const answer = result.ok ? result.envelope.responseObject : null;
    if (!result.ok || !answer) {
      const userErrors = result.ok ? [] : [refusalOf(ORDERS_FIELDS, result)];
      return { row: null, askedProvider: null, outcome: null, userErrors };
    }
    return {
      row: reportRowOf(answer.row),
      askedProvider: answer.askedProvider,
      outcome: answer.outcome,
      userErrors: [],
    };
  }
}

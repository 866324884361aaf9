import {
  RestPath,
  type PaymentHistoryRow as RestHistoryRow,
  type PaymentReportRow as RestReportRow,
  type PaymentReportSort,
  type PaymentStatus,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { listQuery } from '../shared/list-query';
import type { PaymentHistoryRow, PaymentReport } from './orders.types';

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
      rows: listOf(envelope).map((row) => ({
        id: `PaymentReportRow:${row.orderID}`,
        ...summaryOf(row),
        studentPartyId: row.studentPartyID,
        studentName: row.studentName,
        emailId: row.emailID,
      })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }
}

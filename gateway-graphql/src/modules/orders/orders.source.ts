import {
  ReasonCode,
  messageFor,
  RestPath,
  RoleId,
  type Enrolment as RestEnrolment,
  type PaymentHistoryRow as RestHistoryRow,
  type PaymentReportRow as RestReportRow,
  type PaymentStatus,
  type PrerequisiteTable as RestPrerequisiteTable,
} from '@finx/domain';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { UpstreamClient } from '../../upstream/upstream.client';
import type { Enrolment, PaymentHistoryRow, PaymentReport, PrerequisiteTable } from './orders.types';

/** A list call answers in responseListObject or, as some services do, in responseObject. */
const listOf = <T>(envelope: { responseObject?: unknown; responseListObject?: T[] | null }): T[] => {
  if (Array.isArray(envelope.responseListObject)) return envelope.responseListObject;
  if (Array.isArray(envelope.responseObject)) return envelope.responseObject as T[];
  return [];
};

export interface PaymentReportArgs {
  status: PaymentStatus | null;
  fromDate: string | null;
  toDate: string | null;
  search: string | null;
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

/** The learner's reports over orders: My Payment, My Learning and the prerequisite table. */
export class OrdersSource {
  /** Per request: the product ids in the learner's My Learning, read once however many products ask. */
  private readonly owned = new WeakMap<GatewayContext, Promise<Set<number>>>();

  constructor(private readonly upstream: UpstreamClient) {}

  /** false for anyone but a signed-in learner: staff and visitors own nothing. */
  async owns(ctx: GatewayContext, productId: number): Promise<boolean> {
    if (ctx.session.viewer?.roleId !== RoleId.LEARNER) return false;
    let owned = this.owned.get(ctx);
    if (!owned) {
      owned = this.enrolments(ctx).then((rows) => new Set(rows.map((row) => row.productId)));
      this.owned.set(ctx, owned);
    }
    return (await owned).has(productId);
  }

  async paymentHistory(ctx: GatewayContext): Promise<PaymentHistoryRow[]> {
    const envelope = await this.upstream.request<RestHistoryRow[], RestHistoryRow>(ctx.session, {
      method: 'GET',
      path: RestPath.PAYMENT_HISTORY,
      query: { partyID: this.partyId(ctx) },
      auth: 'user',
    });
    return listOf(envelope).map((row) => ({ id: `PaymentHistoryRow:${row.orderID}`, ...summaryOf(row) }));
  }

  /** Staff: every learner's orders; filters left empty are not sent. */
  async paymentReport(ctx: GatewayContext, args: PaymentReportArgs): Promise<PaymentReport> {
    const query: Record<string, string | number> = { page: args.page, limit: args.limit };
    if (args.status) query.status = args.status;
    if (args.fromDate) query.fromDate = args.fromDate;
    if (args.toDate) query.toDate = args.toDate;
    if (args.search?.trim()) query.search = args.search.trim();
    const envelope = await this.upstream.request<RestReportRow[], RestReportRow>(ctx.session, {
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

  async enrolments(ctx: GatewayContext): Promise<Enrolment[]> {
    const partyId = this.partyId(ctx);
    const envelope = await this.upstream.request<RestEnrolment[], RestEnrolment>(ctx.session, {
      method: 'GET',
      path: RestPath.ENROLMENTS,
      query: { partyID: partyId },
      auth: 'user',
    });
    return listOf(envelope).map((row) => ({
      id: `Enrolment:${partyId}:${row.productID}`,
      productId: row.productID,
      productName: row.productName,
      productType: row.productType,
      orderId: row.orderID,
      enrolledOn: row.enrolledOn,
      validUntil: row.validUntil,
      completed: row.completed,
      score: row.score,
    }));
  }

  async prerequisites(ctx: GatewayContext, productId: number): Promise<PrerequisiteTable> {
    const envelope = await this.upstream.request<RestPrerequisiteTable>(ctx.session, {
      method: 'GET',
      path: RestPath.PREREQUISITES,
      query: { partyID: this.partyId(ctx), productID: productId },
      auth: 'user',
    });
    const table = envelope.responseObject;
    if (!table) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    return {
      id: `PrerequisiteTable:${table.productID}`,
      productId: table.productID,
      productName: table.productName,
      rows: table.rows.map((row) => ({
        id: `PrerequisiteRow:${table.productID}:${row.productID}`,
        sequence: row.sequence,
        productId: row.productID,
        productName: row.productName,
        productPrice: Number(row.productPrice),
        completed: row.completed,
        status: row.status,
        score: row.score,
        unavailableMessage: row.unavailableReason ? messageFor(row.unavailableReason) : null,
      })),
    };
  }

  private partyId(ctx: GatewayContext): number {
    const viewer = ctx.session.viewer;
    if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, ReasonCode.SESSION_EXPIRED);
    return viewer.partyId;
  }
}

import {
  ReasonCode,
  RestPath,
  RoleId,
  messageFor,
  type Enrolment as RestEnrolment,
  type PrerequisiteTable as RestPrerequisiteTable,
} from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import type { Enrolment, PrerequisiteTable } from './learning.types';

/** What the learner has and what comes next: My Learning, ownership of products, the prerequisite table. */
export class LearningSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;
  /** The product ids in My Learning, read once per request however many products ask. */
  private owned: Promise<Set<number>> | null = null;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async enrolments(): Promise<Enrolment[]> {
    const partyId = partyIdOf(this.session);
    const envelope = await this.upstream.request<RestEnrolment[], RestEnrolment>({
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

  /**
   * Whether the product is in the learner's My Learning, as the server lists it (the service refuses
   * to sell such a product with ALREADY_ENROLLED). false for staff and visitors, who own nothing.
   */
  async owns(productId: number): Promise<boolean> {
    if (this.session.viewer?.roleId !== RoleId.LEARNER) return false;
    this.owned ??= this.enrolments().then((rows) => new Set(rows.map((row) => row.productId)));
    return (await this.owned).has(productId);
  }

  async prerequisites(productId: number): Promise<PrerequisiteTable> {
    const envelope = await this.upstream.request<RestPrerequisiteTable>({
      method: 'GET',
      path: RestPath.PREREQUISITES,
      query: { partyID: partyIdOf(this.session), productID: productId },
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
        // The service sends the row's reason as a code without a text: the domain's message is its text.
        unavailableMessage: row.unavailableReason ? messageFor(row.unavailableReason) : null,
      })),
    };
  }
}

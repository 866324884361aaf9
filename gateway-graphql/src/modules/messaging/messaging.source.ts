import {
  type ComposeRequest,
  type ComposeSendResult,
  type MessagingAudience as RestAudience,
  type MessagingKind,
  messagingDraftSchema,
  messagingSendSchema,
  type MessagingStatus,
  messagingSummary,
  RestPath,
  type StaffMessageRow,
  type UserStanding,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { InboxEvents } from '../../inbox/inbox-events';
import { listQuery } from '../shared/list-query';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { refusalOf } from '../shared/user-errors';
import { COMPOSE_FIELDS } from './messaging.errors';
import type {
  ComposeMessageInput,
  ComposeMessagePayload,
  StaffMessage,
  StaffMessagePage,
} from './messaging.types';

export interface StaffMessageListArgs {
  kind: MessagingKind | null;
  status: MessagingStatus | null;
  descending: boolean;
  page: number;
  limit: number;
}

export const toStaffMessage = (row: StaffMessageRow): StaffMessage => ({
  id: `StaffMessage:${row.messageId}`,
  messageId: row.messageId,
  kind: row.kind,
  status: row.status,
  subject: row.subject,
  body: row.body,
  audience: {
    partyIds: row.audience.partyIds ?? [],
    roleId: row.audience.roleId ?? null,
    collegeId: row.audience.collegeId ?? null,
    productId: row.audience.productId ?? null,
    status: (row.audience.status as UserStanding | undefined) ?? null,
  },
  recipientsCount: row.recipientsCount,
  skipped: row.skipped,
  summary: row.status === 'SENT' ? messagingSummary(row.recipientsCount, row.skipped) : 'Draft',
  createdDate: row.createdDate,
  sentDate: row.sentDate,
});

/** The GraphQL input in the REST contract's shape; filters left empty are not sent. */
const toRequest = (input: ComposeMessageInput): ComposeRequest => {
  const audience: RestAudience = {};
  const given = input.audience;
  if (given.partyIds?.length) audience.partyIds = given.partyIds;
  if (given.roleId != null) audience.roleId = given.roleId;
  if (given.collegeId != null) audience.collegeId = given.collegeId;
  if (given.productId != null) audience.productId = given.productId;
  if (given.status) audience.status = given.status;
  return {
    ...(input.messageId != null ? { messageId: input.messageId } : {}),
    kind: input.kind,
    subject: input.subject,
    body: input.body,
    audience,
  };
};

/**
 * `001 §7` Notification compose/* for the staff screens. Sending an alert or a message announces each
 * new inbox item on the same feed as sendMailSmsToUser, so signed-in learners see it without reloading.
 */
export class MessagingSource {
  private readonly upstream: RequestUpstream;

  constructor(
    scope: RequestScope,
    private readonly events: InboxEvents,
  ) {
    this.upstream = scope.upstream;
  }

  async list(args: StaffMessageListArgs): Promise<StaffMessagePage> {
    const query = listQuery(args);
    if (args.kind) query.kind = args.kind;
    if (args.status) query.status = args.status;
    const envelope = await this.upstream.request<never, StaffMessageRow>({
      method: 'GET',
      path: RestPath.COMPOSE_LIST,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toStaffMessage), totalRecords: envelope.totalRecords ?? 0 };
  }

  async one(messageId: number): Promise<StaffMessage | null> {
    const result = await this.upstream.call<StaffMessageRow>({
      method: 'GET',
      path: RestPath.COMPOSE_GET,
      query: { messageId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toStaffMessage(row) : null;
  }

  async saveDraft(input: ComposeMessageInput): Promise<ComposeMessagePayload> {
    const request = toRequest(input);
    const userErrors = schemaRuleErrors(messagingDraftSchema, request);
    if (userErrors.length > 0) return { message: null, userErrors };
    const result = await this.upstream.call<StaffMessageRow>({
      method: 'POST',
      path: RestPath.COMPOSE_DRAFT,
      body: request,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { message: null, userErrors: [refusalOf(COMPOSE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { message: row ? toStaffMessage(row) : null, userErrors: [] };
  }

  /** Stored and counted by REST first; then each new inbox item is announced on every replica. */
  async send(input: ComposeMessageInput): Promise<ComposeMessagePayload> {
    const request = toRequest(input);
    const userErrors = schemaRuleErrors(messagingSendSchema, request);
    if (userErrors.length > 0) return { message: null, userErrors };
    const result = await this.upstream.call<ComposeSendResult>({
      method: 'POST',
      path: RestPath.COMPOSE_SEND,
      body: request,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { message: null, userErrors: [refusalOf(COMPOSE_FIELDS, result)] };
    const sent = result.envelope.responseObject;
    for (const item of sent?.delivered ?? []) {
      await this.events.publish({
        partyId: item.partyId,
        alert: item.alert,
        notification: item.notification,
      });
    }
    return { message: sent ? toStaffMessage(sent.message) : null, userErrors: [] };
  }
}

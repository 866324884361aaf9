import {
  type Alert as RestAlert,
  checkInboxTitle,
  INBOX_PAGE_SIZE_MAX,
  InboxKind,
  type InboxReadRequest,
  type InboxReadResult,
  type InboxSendRequest,
  type Notification as RestNotification,
  ReasonCode,
  RestPath,
  RoleId,
} from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { toAlert, toNotification } from '../learner-header/learner-header.contract';
import { callerOf, partyIdOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import { refusalOf, ruleError } from '../shared/user-errors';
import { SEND_FIELDS, sendPath } from './alerts.errors';
import type {
  AlertPage,
  InboxItemEvent,
  InboxReadPayload,
  NotificationPage,
  SendInboxItemInput,
  SendInboxItemPayload,
} from './alerts.types';
import type { InboxEvent, InboxEvents } from '../../inbox/inbox-events';

export interface PageArgs {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

/** Bad paging is the caller's mistake: a clear BAD_USER_INPUT, never an upstream 400 turned into a 500. */
const checkPage = ({ page, pageSize }: PageArgs): void => {
  if (!Number.isSafeInteger(page) || page < 1 || page > 100_000) {
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, ReasonCode.VALIDATION_FAILED, { field: 'page' });
  }
  if (pageSize < 1 || pageSize > INBOX_PAGE_SIZE_MAX) {
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, ReasonCode.VALIDATION_FAILED, { field: 'pageSize' });
  }
};

/** Ids arrive as GraphQL IDs; only whole positive numbers can name an item. */
const toIds = (ids: readonly string[]): number[] => {
  const numbers = ids.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : NaN));
  if (ids.length === 0 || numbers.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, ReasonCode.VALIDATION_FAILED, { field: 'ids' });
  }
  return numbers;
};

export const toInboxItemEvent = (event: InboxEvent): InboxItemEvent => ({
  alert: event.alert ? toAlert(event.alert) : null,
  notification: event.notification ? toNotification(event.notification) : null,
});

/**
 * The learner's alerts and messages: the View All pages, mark as read, the live feed of new items, and
 * staff sending one (`001 §7` sendMailSmsToUser), which is also when the feed hears of it.
 */
export class AlertsSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(
    scope: RequestScope,
    private readonly events: InboxEvents,
  ) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async alerts(args: PageArgs): Promise<AlertPage> {
    checkPage(args);
    const envelope = await this.upstream.request<never, RestAlert>({
      method: 'GET',
      path: RestPath.ALERT_PAGE,
      query: { partyId: partyIdOf(this.session), ...this.pageQuery(args) },
      auth: 'user',
    });
    return {
      items: (envelope.responseListObject ?? []).map(toAlert),
      totalRecords: envelope.totalRecords ?? 0,
      page: args.page,
      pageSize: args.pageSize,
    };
  }

  async notifications(args: PageArgs): Promise<NotificationPage> {
    checkPage(args);
    const envelope = await this.upstream.request<never, RestNotification>({
      method: 'GET',
      path: RestPath.NOTIFICATION_PAGE,
      query: { partyId: partyIdOf(this.session), ...this.pageQuery(args) },
      auth: 'user',
    });
    return {
      items: (envelope.responseListObject ?? []).map(toNotification),
      totalRecords: envelope.totalRecords ?? 0,
      page: args.page,
      pageSize: args.pageSize,
    };
  }

  /** The named items, or every unread one when `ids` is left out. */
  async markRead(kind: InboxKind, ids: readonly string[] | null | undefined): Promise<InboxReadPayload> {
    const body: InboxReadRequest = { partyId: partyIdOf(this.session) };
    if (ids) body.ids = toIds(ids);
    const envelope = await this.upstream.request<InboxReadResult>({
      method: 'POST',
      path: kind === InboxKind.ALERT ? RestPath.ALERT_READ : RestPath.NOTIFICATION_READ,
      body,
      auth: 'user',
    });
    return { readIds: (envelope.responseObject?.readIds ?? []).map(String), userErrors: [] };
  }

  /** Staff: the item is stored first, then announced to the learner's open browsers on every replica. */
  async send(input: SendInboxItemInput): Promise<SendInboxItemPayload> {
    const title = checkInboxTitle(input.title);
    if (!title.ok) {
      return { alert: null, notification: null, userErrors: [ruleError(sendPath('title'), title.message)] };
    }
    const body: InboxSendRequest = { partyId: input.partyId, kind: input.kind, title: title.value };
    const result = await this.upstream.call<{
      alert: RestAlert | null;
      notification: RestNotification | null;
    }>({ method: 'POST', path: RestPath.SEND_MAIL_SMS_TO_USER, body, auth: 'user', allowFailure: true });
    if (!result.ok) {
      return { alert: null, notification: null, userErrors: [refusalOf(SEND_FIELDS, result)] };
    }
    const sent = result.envelope.responseObject;
    const event: InboxEvent = {
      partyId: input.partyId,
      alert: sent?.alert ?? null,
      notification: sent?.notification ?? null,
    };
    await this.events.publish(event);
    return { ...toInboxItemEvent(event), userErrors: [] };
  }

  /**
   * The signed-in learner's new items from now on. The party comes from the session the connection
   * was opened with, never from an argument, so a learner hears only their own.
   */
  added(): AsyncIterableIterator<InboxEvent> {
    const viewer = callerOf(this.session);
    if (viewer.roleId !== RoleId.LEARNER)
      throw gatewayError(GatewayErrorCode.FORBIDDEN, ReasonCode.FORBIDDEN);
    return this.events.subscribe(viewer.partyId);
  }

  private pageQuery(args: PageArgs) {
    return { page: args.page, pageSize: args.pageSize, unreadOnly: args.unreadOnly ? 1 : 0 };
  }
}

import { INBOX_PAGE_SIZE_DEFAULT, InboxKind, RoleGroup, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { AlertsSource } from './alerts.source';
import { toInboxItemEvent } from './alerts.source';
import {
  AlertPage,
  InboxItemEvent,
  InboxReadPayload,
  NotificationPage,
  SendInboxItemInput,
  SendInboxItemPayload,
} from './alerts.types';
import type { InboxEvent } from '../../inbox/inbox-events';

type Context = RequestContext<{ alerts: AlertsSource }>;

const PAGE = { nullable: true, defaultValue: 1 } as const;
const PAGE_SIZE = { nullable: true, defaultValue: INBOX_PAGE_SIZE_DEFAULT } as const;
const UNREAD_ONLY = { nullable: true, defaultValue: false } as const;

/** /myalerts and /notification (`001 §2`): the learner's lists, mark as read, and the live feed. */
@Resolver()
export class AlertsResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => AlertPage, { description: 'The signed-in learner’s alerts, newest first, one page.' })
  myAlerts(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, PAGE) page: number,
    @Arg('pageSize', () => Int, PAGE_SIZE) pageSize: number,
    @Arg('unreadOnly', () => Boolean, UNREAD_ONLY) unreadOnly: boolean,
  ): Promise<AlertPage> {
    return ctx.sources.alerts.alerts({ page, pageSize, unreadOnly });
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => NotificationPage, { description: 'The signed-in learner’s messages, newest first, one page.' })
  myNotifications(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, PAGE) page: number,
    @Arg('pageSize', () => Int, PAGE_SIZE) pageSize: number,
    @Arg('unreadOnly', () => Boolean, UNREAD_ONLY) unreadOnly: boolean,
  ): Promise<NotificationPage> {
    return ctx.sources.alerts.notifications({ page, pageSize, unreadOnly });
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => InboxReadPayload, { description: 'Mark the named alerts read; without ids, all of them.' })
  markAlertsRead(
    @Ctx() ctx: Context,
    @Arg('ids', () => [ID], { nullable: true }) ids: string[] | null,
  ): Promise<InboxReadPayload> {
    return ctx.sources.alerts.markRead(InboxKind.ALERT, ids);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => InboxReadPayload, {
    description: 'Mark the named messages read; without ids, all of them.',
  })
  markNotificationsRead(
    @Ctx() ctx: Context,
    @Arg('ids', () => [ID], { nullable: true }) ids: string[] | null,
  ): Promise<InboxReadPayload> {
    return ctx.sources.alerts.markRead(InboxKind.MESSAGE, ids);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => SendInboxItemPayload, {
    description: 'Staff: send an alert or a message to a learner; their open browsers get it at once.',
  })
  sendInboxItem(
    @Ctx() ctx: Context,
    @Arg('input', () => SendInboxItemInput) input: SendInboxItemInput,
  ): Promise<SendInboxItemPayload> {
    return ctx.sources.alerts.send(input);
  }

  @Authorized(RoleId.LEARNER)
  @Subscription(() => InboxItemEvent, {
    description: 'Over WebSocket only: the signed-in learner’s new alerts and messages.',
    subscribe: ({ context }) => (context as Context).sources.alerts.added(),
  })
  inboxItemAdded(@Root() event: InboxEvent): InboxItemEvent {
    return toInboxItemEvent(event);
  }
}

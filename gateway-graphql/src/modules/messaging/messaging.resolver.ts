import {
  MESSAGING_LIST_MAX_PAGE_SIZE,
  MessagingKind,
  MessagingStatus,
  ReasonCode,
  RoleGroup,
} from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import { callerOf } from '../shared/caller';
import type { RequestContext } from '../shared/request-context';
import type { MessagingSource } from './messaging.source';
import {
  ComposeMessageInput,
  ComposeMessagePayload,
  StaffMessage,
  StaffMessagePage,
} from './messaging.types';

type Context = RequestContext<{ messaging: MessagingSource }>;

/**
 * Mails (/send-mail, /send-mail-list) are admin's alone in `001 §2`, and SYSOPSADMIN's; alerts and messages
 * admin, ops and SYSOPSADMIN.
 */
const MAIL_ROLES: readonly number[] = RoleGroup.ADMIN_OR_SYSOPS;
const assertMayHandle = (ctx: Context, kind: MessagingKind | null): void => {
  if (kind === MessagingKind.MAIL && !MAIL_ROLES.includes(callerOf(ctx.session).roleId)) {
    throw gatewayError(GatewayErrorCode.FORBIDDEN, ReasonCode.FORBIDDEN);
  }
};

const checkPage = (page: number, limit: number): void => {
  if (page < 1 || page > 1_000_000) {
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, ReasonCode.VALIDATION_FAILED, { field: 'page' });
  }
  if (limit < 1 || limit > MESSAGING_LIST_MAX_PAGE_SIZE) {
    throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, ReasonCode.VALIDATION_FAILED, { field: 'limit' });
  }
};

/** The notification manager, /send-mail and its list, /adminalert and /adminnotification (issue 13 item 6). */
@Resolver()
export class MessagingResolver {
  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffMessagePage, {
    description: 'Staff: drafts and sent messages, newest first; without a kind, alerts and messages.',
  })
  staffMessages(
    @Ctx() ctx: Context,
    @Arg('kind', () => MessagingKind, { nullable: true }) kind: MessagingKind | null,
    @Arg('status', () => MessagingStatus, { nullable: true }) status: MessagingStatus | null,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
  ): Promise<StaffMessagePage> {
    assertMayHandle(ctx, kind);
    checkPage(page, limit);
    return ctx.sources.messaging.list({ kind, status, descending, page, limit });
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffMessage, { nullable: true, description: 'Staff: one message, e.g. a draft to resume.' })
  staffMessage(
    @Ctx() ctx: Context,
    @Arg('messageId', () => Int) messageId: number,
  ): Promise<StaffMessage | null> {
    return ctx.sources.messaging.one(messageId);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => ComposeMessagePayload, { description: 'Staff: save a new draft, or update one.' })
  saveMessageDraft(
    @Ctx() ctx: Context,
    @Arg('input', () => ComposeMessageInput) input: ComposeMessageInput,
  ): Promise<ComposeMessagePayload> {
    assertMayHandle(ctx, input.kind);
    return ctx.sources.messaging.saveDraft(input);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => ComposeMessagePayload, {
    description:
      'Staff: send a message (or a draft); learners’ open browsers get alerts and messages at once.',
  })
  sendMessage(
    @Ctx() ctx: Context,
    @Arg('input', () => ComposeMessageInput) input: ComposeMessageInput,
  ): Promise<ComposeMessagePayload> {
    assertMayHandle(ctx, input.kind);
    return ctx.sources.messaging.send(input);
  }
}

import {
  type ChatAssistant,
  type ChatAskRequest,
  type ChatAvailability,
  type ChatReply as RestReply,
  type ChatSwitchRequest,
  type ChatUsage as RestUsage,
  type ChatUsageQuery,
  RestPath,
  RoleId,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { done, failed, refusalOf } from '../shared/user-errors';
import { replyStream } from './chat-reply-stream';
import { ASK_FIELDS, SWITCH_FIELDS } from './chat.errors';
import type {
  AskChatInput,
  ChatMessage,
  ChatReplyEvent,
  ChatReplyPayload,
  ChatUsage,
  SwitchChatAssistantInput,
} from './chat.types';

/**
 * The assistants through rest-api, which holds every rule (who may ask, the switch, the rate limit, the
 * external endpoint's retries) and keeps the conversation: the learner is always the session's own.
 */
export class ChatSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  /** Visitors and staff have none: only a learner's session asks rest-api. */
  async availability(): Promise<ChatAssistant[]> {
    if (this.session.viewer?.roleId !== RoleId.LEARNER) return [];
    const envelope = await this.upstream.request<ChatAvailability>({
      method: 'GET',
      path: RestPath.CHAT_AVAILABILITY,
      auth: 'user',
    });
    return envelope.responseObject?.assistants ?? [];
  }

  async history(assistant: ChatAssistant): Promise<ChatMessage[]> {
    const envelope = await this.upstream.request<never, ChatMessage>({
      method: 'GET',
      path: RestPath.CHAT_HISTORY,
      query: { assistant },
      auth: 'user',
    });
    return listOf(envelope);
  }

  async ask(input: AskChatInput): Promise<ChatReplyPayload> {
    const body: ChatAskRequest = {
      assistant: input.assistant,
      message: input.message,
      sessionId: input.sessionId ?? null,
    };
    const result = await this.upstream.call<RestReply>({
      method: 'POST',
      path: RestPath.CHAT_MESSAGE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { reply: null, userErrors: [refusalOf(ASK_FIELDS, result)] };
    return { reply: result.envelope.responseObject ?? null, userErrors: [] };
  }

  /** The reply as it is written; unsubscribing gives the upstream request up. */
  askStream(input: AskChatInput): AsyncIterableIterator<ChatReplyEvent> {
    return replyStream(this.upstream, {
      assistant: input.assistant,
      message: input.message,
      sessionId: input.sessionId ?? null,
    });
  }

  async usage(period: ChatUsageQuery): Promise<ChatUsage[]> {
    const envelope = await this.upstream.request<never, RestUsage>({
      method: 'GET',
      path: RestPath.CHAT_USAGE,
      query: { from: period.from, to: period.to },
      auth: 'user',
    });
    return listOf(envelope);
  }

  async switchAssistant(input: SwitchChatAssistantInput): Promise<ActionPayload> {
    const body: ChatSwitchRequest = { assistant: input.assistant, enabled: input.enabled };
    const result = await this.upstream.call({
      method: 'PUT',
      path: RestPath.CHAT_SWITCH,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, SWITCH_FIELDS);
  }
}

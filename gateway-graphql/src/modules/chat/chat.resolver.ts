import { ChatAssistant, RoleGroup, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { ChatSource as ChatSourceOfRequest } from './chat.source';
import {
  AskChatInput,
  ChatMessage,
  ChatReplyEvent,
  ChatReplyPayload,
  ChatUsage,
  SwitchChatAssistantInput,
} from './chat.types';

type Context = RequestContext<{ chat: ChatSourceOfRequest }>;

/** The AI assistants (`001 §2` screen 14): who may use them, the conversation, and staff's figures. */
@Resolver()
export class ChatResolver {
  @Query(() => [ChatAssistant], {
    description: 'The assistants the viewer may use now (none for visitors and staff).',
  })
  chatAvailability(@Ctx() ctx: Context): Promise<ChatAssistant[]> {
    return ctx.sources.chat.availability();
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => [ChatMessage], { description: 'My latest messages with an assistant, oldest first.' })
  myChatHistory(
    @Ctx() ctx: Context,
    @Arg('assistant', () => ChatAssistant) assistant: ChatAssistant,
  ): Promise<ChatMessage[]> {
    return ctx.sources.chat.history(assistant);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ChatReplyPayload, { description: 'Ask an assistant; the reply cites its sources.' })
  askChat(
    @Ctx() ctx: Context,
    @Arg('input', () => AskChatInput) input: AskChatInput,
  ): Promise<ChatReplyPayload> {
    return ctx.sources.chat.ask(input);
  }

  @Authorized(RoleId.LEARNER)
  @Subscription(() => ChatReplyEvent, {
    description:
      'Over WebSocket only: ask an assistant and get the reply as it is written, the whole reply last. ' +
      'Unsubscribing gives the question up.',
    subscribe: ({ args, context }) =>
      (context as Context).sources.chat.askStream((args as { input: AskChatInput }).input),
  })
  askChatStream(
    @Root() event: ChatReplyEvent,
    @Arg('input', () => AskChatInput) _input: AskChatInput,
  ): ChatReplyEvent {
    return event;
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => [ChatUsage], { description: 'Each assistant’s switch and figures in the period.' })
  chatUsage(
    @Ctx() ctx: Context,
    @Arg('from', () => String, { description: 'yyyy-mm-dd, included.' }) from: string,
    @Arg('to', () => String, { description: 'yyyy-mm-dd, included.' }) to: string,
  ): Promise<ChatUsage[]> {
    return ctx.sources.chat.usage({ from, to });
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => ActionPayload, { description: 'Turn an assistant on or off for everyone.' })
  switchChatAssistant(
    @Ctx() ctx: Context,
    @Arg('input', () => SwitchChatAssistantInput) input: SwitchChatAssistantInput,
  ): Promise<ActionPayload> {
    return ctx.sources.chat.switchAssistant(input);
  }
}

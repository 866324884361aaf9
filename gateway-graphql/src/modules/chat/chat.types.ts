import { ChatAssistant } from '@finx/domain';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(ChatAssistant, {
  name: 'ChatAssistant',
  description: 'FINX: Finx AI Buddy for learners; CIEL: CIEL AI Buddy for the corporate-education programme.',
});

export const ChatAuthor = { USER: 'USER', BOT: 'BOT' } as const;
export type ChatAuthor = (typeof ChatAuthor)[keyof typeof ChatAuthor];
registerEnumType(ChatAuthor, { name: 'ChatAuthor', description: 'Who wrote a chat message.' });

export const ChatProvider = { BUILT_IN: 'BUILT_IN', EXTERNAL: 'EXTERNAL' } as const;
export type ChatProvider = (typeof ChatProvider)[keyof typeof ChatProvider];
registerEnumType(ChatProvider, {
  name: 'ChatProvider',
  description: "BUILT_IN: answers from this product's own data; EXTERNAL: the configured endpoint.",
});

/** A passage an answer stands on, as a link into this product. */
@ObjectType()
export class ChatSource {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'A path of this product, e.g. `/faq?tab=about`.' })
  url!: string;
}

@ObjectType()
export class ChatReply {
  @Field(() => String)
  reply!: string;

  @Field(() => String, { description: 'The conversation id to keep (the endpoint may replace it).' })
  sessionId!: string;

  @Field(() => [ChatSource])
  sources!: ChatSource[];

  @Field(() => Boolean, { description: 'False when nothing relevant was found and the reply says so.' })
  answered!: boolean;
}

@ObjectType()
export class ChatReplyPayload {
  @Field(() => ChatReply, { nullable: true })
  reply!: ChatReply | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/**
 * One event of a reply as it is written (`askChatStream`): the next words (`text`), or last the whole
 * reply as kept (its text stands, whatever came before) or the refusal.
 */
@ObjectType()
export class ChatReplyEvent {
  @Field(() => String, {
    nullable: true,
    description: 'The next words of the reply, to add to those before.',
  })
  text!: string | null;

  @Field(() => ChatReply, { nullable: true, description: 'Last: the whole reply, with its sources.' })
  reply!: ChatReply | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class AskChatInput {
  @Field(() => ChatAssistant)
  assistant!: ChatAssistant;

  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true, description: 'The conversation id the browser keeps; null: new.' })
  sessionId?: string | null;
}

/** One message of the caller's own conversation with an assistant, as the server keeps it. */
@ObjectType()
export class ChatMessage {
  @Field(() => ChatAuthor)
  author!: ChatAuthor;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: 'ISO instant.' })
  at!: string;

  @Field(() => [ChatSource])
  sources!: ChatSource[];
}

@ObjectType()
export class ChatUnansweredQuestion {
  @Field(() => String)
  question!: string;

  @Field(() => Int)
  count!: number;
}

/** One assistant's switch and figures: counts and questions, never who asked or a conversation. */
@ObjectType()
export class ChatUsage {
  @Field(() => ChatAssistant)
  assistant!: ChatAssistant;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => ChatProvider)
  provider!: ChatProvider;

  @Field(() => Int)
  questions!: number;

  @Field(() => Int)
  learners!: number;

  @Field(() => Int)
  unanswered!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => [ChatUnansweredQuestion])
  topUnanswered!: ChatUnansweredQuestion[];
}

@InputType()
export class SwitchChatAssistantInput {
  @Field(() => ChatAssistant)
  assistant!: ChatAssistant;

  @Field(() => Boolean)
  enabled!: boolean;
}

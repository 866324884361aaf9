import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

/**
 * The two AI assistants (`001 §2` screen 14, §3 'Chat state', §5 and §7 'Chat'): Finx AI Buddy for
 * learners and CIEL AI Buddy for the corporate-education programme. Each answers from the product's own
 * data (the built-in assistant) or, when its endpoint is configured, from the spec's external endpoint.
 * The paths and fields of this system's own chat calls are this system's (docs/decisions/chat.md).
 */

export const ChatAssistant = { FINX: 'FINX', CIEL: 'CIEL' } as const;
export type ChatAssistant = (typeof ChatAssistant)[keyof typeof ChatAssistant];
export const CHAT_ASSISTANTS: readonly ChatAssistant[] = [ChatAssistant.FINX, ChatAssistant.CIEL];

/** Each widget's header (`001 §2` screen 14). */
export const CHAT_TITLES: Readonly<Record<ChatAssistant, string>> = {
  FINX: 'Finx AI Buddy - Your 24x7 Assistant',
  CIEL: 'CIEL AI Buddy - Your 24x7 Assistant',
};

/** The first message of a conversation, and what 'clear' brings back (the spec shows no text). */
export const CHAT_GREETINGS: Readonly<Record<ChatAssistant, string>> = {
  FINX:
    "Hi, I'm Finx AI Buddy. Ask me about courses and videos, the CFX programme and FEAT, events and " +
    'jobs, or your own orders, learning and applications.',
  CIEL:
    "Hi, I'm CIEL AI Buddy. Ask me about the programme, its courses and fees, events, or your own " +
    'learning.',
};

/**
 * Where each assistant keeps its conversation in the browser (`001 §3`): the spec names Finx's keys;
 * CIEL's are its own so the two conversations never mix.
 */
export const CHAT_STORAGE_KEYS: Readonly<Record<ChatAssistant, { messages: string; sessionId: string }>> = {
  FINX: { messages: 'chatMessages', sessionId: 'agentSessionId' },
  CIEL: { messages: 'cielChatMessages', sessionId: 'cielAgentSessionId' },
};

/** The word that resets a conversation to the greeting (`001 §5`), in any case, around any spaces. */
export const CHAT_CLEAR_WORD = 'clear';
export const isChatClear = (text: string): boolean => text.trim().toLowerCase() === CHAT_CLEAR_WORD;

/**
 * What an assistant's page says when the viewer may not use it now: not allowed on the account, or
 * switched off by staff; the page cannot tell which, so the words fit both.
 */
export const CHAT_UNAVAILABLE_TEXT = 'This assistant is not available to you at the moment.';

/** The longest question taken; the widget counts down to it. */
export const CHAT_MESSAGE_MAX = 1000;
/** What the widget shows while a reply is pending (`001 §2` screen 14). */
export const CHAT_PENDING_TEXT = 'Wait...';
/** The most messages a conversation keeps in the browser: older ones fall off the top. */
export const CHAT_STORED_MESSAGES_MAX = 100;

/** A passage an answer stands on: its title and the product's own address for it. */
export interface ChatSource {
  title: string;
  /** A path of this product (`/faq?tab=about`, `/my-orders`), never another site. */
  url: string;
}

export interface ChatAskRequest {
  assistant: ChatAssistant;
  message: string;
  /** The conversation's id as the browser keeps it; null for a new conversation. */
  sessionId: string | null;
}

export interface ChatReply {
  reply: string;
  /** The id to keep: the external endpoint may replace it (`x-session-id`). */
  sessionId: string;
  sources: ChatSource[];
  /** False when nothing relevant was found and the reply says so. */
  answered: boolean;
}

/**
 * One line of a streamed reply (`CHAT_MESSAGE_STREAM`, NDJSON: one JSON object a line). `text` lines
 * carry the reply's next words as they come; the last line is the whole reply as it is kept (its text
 * is what stands, whatever the words before it said) or the failure after the endpoint's retry. A
 * question refused before any answer (not allowed, switched off, too long, the rate limit) is the usual
 * fail envelope instead of a stream.
 */
export type ChatStreamLine =
  | { type: 'text'; text: string }
  | { type: 'reply'; reply: ChatReply }
  | { type: 'failed'; reasonCode: 'CHAT_FAILED'; message: string };

/** The streamed reply's media type: one JSON object a line. */
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson';

/** Which assistants the caller may use now: allowed for the account and switched on. */
export interface ChatAvailability {
  assistants: ChatAssistant[];
}

/** One assistant's switch and figures for staff: counts and questions, never who asked or a conversation. */
export interface ChatUsage {
  assistant: ChatAssistant;
  enabled: boolean;
  /** Where replies come from: this product's own data, or the configured external endpoint. */
  provider: 'BUILT_IN' | 'EXTERNAL';
  questions: number;
  learners: number;
  unanswered: number;
  failed: number;
  /** The questions most often left unanswered in the period, without who asked them. */
  topUnanswered: { question: string; count: number }[];
}

export interface ChatUsageQuery {
  /** The period's first and last day, yyyy-mm-dd (India), both included. */
  from: string;
  to: string;
}

export interface ChatSwitchRequest {
  assistant: ChatAssistant;
  enabled: boolean;
}

export const chatReasons = reasonsOf({
  CHAT_NOT_ALLOWED: 'The assistant is not available on your account.',
  CHAT_OFF: 'The assistant is switched off for now. Please try again later.',
  /** The spec's words (`001 §5`) for a reply that failed after its one retry. */
  CHAT_FAILED: 'Something went wrong. Please try again.',
});

const C = { ...sharedContract.reasons.codes, ...chatReasons.codes };

export const ChatAskReasons = [
  C.CHAT_NOT_ALLOWED,
  C.CHAT_OFF,
  C.CHAT_FAILED,
  C.RATE_LIMITED,
  C.VALIDATION_FAILED,
] as const;
export type ChatAskReason = (typeof ChatAskReasons)[number];

export const ChatSwitchReasons = [C.VALIDATION_FAILED] as const;
export type ChatSwitchReason = (typeof ChatSwitchReasons)[number];

/** The spec's two widget pages, and the staff screen of the assistants' switches and figures. */
const clientPaths = {
  CHATBOT: '/chatbot',
  CHATBOT_CIEL: '/chatbot-rcp',
  CHAT_USAGE: '/chat-usage',
} as const;

export const CHAT_PAGE_PATHS: Readonly<Record<ChatAssistant, string>> = {
  FINX: clientPaths.CHATBOT,
  CIEL: clientPaths.CHATBOT_CIEL,
};

export const chatContract = defineFeatureContract({
  feature: 'chat',
  reasons: chatReasons,
  refusals: [ChatAskReasons, ChatSwitchReasons],
  clientPaths,
});

export const chatRestPaths = {
  feature: 'chat',
  restPaths: {
    CHAT_MESSAGE: '/finx-chat/api/v1/message',
    CHAT_MESSAGE_STREAM: '/finx-chat/api/v1/message/stream',
    CHAT_HISTORY: '/finx-chat/api/v1/history',
    CHAT_AVAILABILITY: '/finx-chat/api/v1/availability',
    CHAT_USAGE: '/finx-chat/api/v1/usage',
    CHAT_SWITCH: '/finx-chat/api/v1/switch',
  },
} as const satisfies RestPathTable;

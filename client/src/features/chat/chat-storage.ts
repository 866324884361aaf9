import {
  CHAT_ASSISTANTS,
  CHAT_GREETINGS,
  CHAT_STORAGE_KEYS,
  CHAT_STORED_MESSAGES_MAX,
  type ChatAssistant,
  type ChatSource,
} from '@finx/domain';

/** One message of a conversation as the browser keeps it (`001 §3` 'Chat state': type and text). */
export interface ChatEntry {
  type: 'user' | 'bot';
  text: string;
  /** What a bot reply stands on, as links into the product. */
  sources?: ChatSource[];
}

export interface StoredConversation {
  /** Null when this browser holds no conversation with the assistant for this learner. */
  messages: ChatEntry[] | null;
  sessionId: string | null;
}

/**
 * Whose conversations the browser holds (a party id). The spec's keys carry no owner, and a shared
 * browser may sign in another learner: a conversation is read only by the learner who had it, so no
 * learner sees another's questions (issue 27).
 */
export const CHAT_OWNER_KEY = 'chatOwner';

export const greetingOf = (assistant: ChatAssistant): ChatEntry => ({
  type: 'bot',
  text: CHAT_GREETINGS[assistant],
});

/** The newest messages only: older ones fall off the top. */
export const keepNewest = (messages: readonly ChatEntry[]): ChatEntry[] =>
  messages.slice(-CHAT_STORED_MESSAGES_MAX);

// Storage may be full, switched off or refused (private windows): the chat then lives for the page only.
const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Kept in memory only (see above).
  }
};

const isSource = (value: unknown): value is ChatSource =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatSource).title === 'string' &&
  typeof (value as ChatSource).url === 'string';

/** A stored entry, or null for anything else (an older shape, a hand-edited value). */
const entryOf = (value: unknown): ChatEntry | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { type, text, sources } = value as Record<string, unknown>;
  if ((type !== 'user' && type !== 'bot') || typeof text !== 'string') return null;
  const kept = Array.isArray(sources) ? sources.filter(isSource) : [];
  return kept.length > 0 ? { type, text, sources: kept } : { type, text };
};

const parseMessages = (raw: string | null): ChatEntry[] | null => {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    const entries = parsed.map(entryOf).filter((entry): entry is ChatEntry => entry !== null);
    return entries.length > 0 ? keepNewest(entries) : null;
  } catch {
    return null;
  }
};

/**
 * Makes the browser's conversations the learner's: when they were another learner's (or nobody's),
 * both assistants' messages and session ids are dropped before anything is read.
 */
export function claimChatStorage(ownerId: number): void {
  if (read(CHAT_OWNER_KEY) === String(ownerId)) return;
  for (const assistant of CHAT_ASSISTANTS) {
    write(CHAT_STORAGE_KEYS[assistant].messages, null);
    write(CHAT_STORAGE_KEYS[assistant].sessionId, null);
  }
  write(CHAT_OWNER_KEY, String(ownerId));
}

/** The learner's conversation with an assistant as this browser keeps it. */
export function readConversation(assistant: ChatAssistant, ownerId: number): StoredConversation {
  claimChatStorage(ownerId);
  const keys = CHAT_STORAGE_KEYS[assistant];
  return { messages: parseMessages(read(keys.messages)), sessionId: read(keys.sessionId) || null };
}

export function writeMessages(assistant: ChatAssistant, messages: readonly ChatEntry[]): void {
  write(CHAT_STORAGE_KEYS[assistant].messages, JSON.stringify(keepNewest(messages)));
}

export function writeSessionId(assistant: ChatAssistant, sessionId: string | null): void {
  write(CHAT_STORAGE_KEYS[assistant].sessionId, sessionId);
}

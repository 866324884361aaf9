import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { isChatClear, messageFor, ReasonCode, type ChatAssistant, type ChatSource } from '@finx/domain';
import type { MyChatHistoryQuery } from '../../graphql/generated/graphql';
import { askStreamed, type ChatReplyEvent, type StreamedAnswer } from './ask-chat-stream';
import { useMyChatHistoryQuery } from '../../graphql/generated/hooks';
import { useQuietFailures } from './use-quiet-failures';
import {
  greetingOf,
  keepNewest,
  readConversation,
  writeMessages,
  writeSessionId,
  type ChatEntry,
} from './chat-storage';

type HistoryMessage = MyChatHistoryQuery['myChatHistory'][number];

/** Only the title and the path are kept: the cache's `__typename` is no part of the conversation. */
const sourcesOf = (sources: readonly ChatSource[]): ChatSource[] =>
  sources.map(({ title, url }) => ({ title, url }));

const entryOfHistory = (message: HistoryMessage): ChatEntry => ({
  type: message.author === 'USER' ? 'user' : 'bot',
  text: message.text,
  ...(message.sources.length > 0 ? { sources: sourcesOf(message.sources) } : {}),
});

/**
 * The bot's side of an answer: the reply with its sources, or the refusal's own words (switched off, the
 * rate limit, 'Something went wrong. Please try again.'). A question that never got its answer (the
 * socket, the gateway) reads as the spec's failure, in the chat only (see `useQuietFailures`).
 */
const replyOf = (event: ChatReplyEvent | null): ChatEntry => {
  if (event?.reply) {
    const sources = sourcesOf(event.reply.sources);
    return { type: 'bot', text: event.reply.reply, ...(sources.length > 0 ? { sources } : {}) };
  }
  return { type: 'bot', text: event?.userErrors[0]?.message ?? messageFor(ReasonCode.CHAT_FAILED) };
};

type Flight = { controller: AbortController };

export interface ChatConversation {
  messages: ChatEntry[];
  /** A reply is on its way: nothing else is sent until it comes ('Wait...' until its first words). */
  pending: boolean;
  /** The reply's words so far while it is written; null before its first words and once it is whole. */
  streaming: string | null;
  /**
   * Sends the text, or resets to the greeting on 'clear'. False when nothing was sent: the text is blank
   * or a reply is pending (`001 §5`).
   */
  send: (text: string) => Promise<boolean>;
}

/**
 * One assistant's conversation for the signed-in learner (`001 §3` 'Chat state', §5 'Chat'): kept in the
 * browser under the assistant's keys, so a reload keeps it; with nothing kept, the learner's last
 * messages on the server, else the greeting.
 */
export function useChatConversation(assistant: ChatAssistant, ownerId: number): ChatConversation {
  const [stored] = useState(() => readConversation(assistant, ownerId));
  // Null until the learner's own conversation starts here (nothing kept): what shows is then the
  // server's history or the greeting, and nothing is written until something is said.
  const [own, setOwn] = useState<ChatEntry[] | null>(stored.messages);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const sessionId = useRef(stored.sessionId);
  const inFlight = useRef<Flight | null>(null);
  const client = useApolloClient();
  const failed = useQuietFailures();
  const { data: history } = useMyChatHistoryQuery({
    variables: { assistant },
    skip: own !== null,
    fetchPolicy: 'network-only',
  });

  const seeded = (history?.myChatHistory ?? []).map(entryOfHistory);
  const messages = own ?? (seeded.length > 0 ? keepNewest(seeded) : [greetingOf(assistant)]);

  useEffect(() => {
    if (own !== null) writeMessages(assistant, own);
  }, [assistant, own]);

  // Leaving the page (or signing out) gives up the request in flight; its answer is never shown.
  useEffect(() => {
    const flights = inFlight;
    return () => {
      flights.current?.controller.abort();
      flights.current = null;
    };
  }, []);

  const cancel = () => {
    inFlight.current?.controller.abort();
    inFlight.current = null;
    setPending(false);
    setStreaming(null);
  };

  const clear = () => {
    cancel();
    // A cleared chat is a new conversation: the next question starts a new session.
    sessionId.current = null;
    writeSessionId(assistant, null);
    setOwn([greetingOf(assistant)]);
  };

  const send = async (text: string): Promise<boolean> => {
    if (isChatClear(text)) {
      clear();
      return true;
    }
    const message = text.trim();
    if (message === '' || inFlight.current !== null) return false;
    const flight: Flight = { controller: new AbortController() };
    inFlight.current = flight;
    setPending(true);
    setOwn(keepNewest([...messages, { type: 'user', text: message }]));
    // The reply as it is written (the subscription); 'clear' and leaving abort the signal, which ends it.
    const answer: StreamedAnswer = await askStreamed(
      client,
      { assistant, message, sessionId: sessionId.current },
      {
        signal: flight.controller.signal,
        onText: (soFar) => {
          if (inFlight.current === flight) setStreaming(soFar);
        },
      },
    );
    // Cleared or left meanwhile: that conversation is gone, and so is its answer.
    if (inFlight.current !== flight || answer.kind === 'cancelled') return true;
    inFlight.current = null;
    setPending(false);
    setStreaming(null);
    if (answer.kind === 'failed' && answer.error) failed(answer.error);
    const event = answer.kind === 'answered' ? answer.event : null;
    const kept = event?.reply?.sessionId;
    if (kept) {
      sessionId.current = kept;
      writeSessionId(assistant, kept);
    }
    setOwn((previous) => keepNewest([...(previous ?? []), replyOf(event)]));
    return true;
  };

  return { messages, pending, streaming, send };
}

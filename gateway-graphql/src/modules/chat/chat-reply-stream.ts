import {
  CHAT_STREAM_CONTENT_TYPE,
  type ChatAskRequest,
  type ChatReply as RestReply,
  type ChatStreamLine,
  ReasonCode,
  RestPath,
  messageFor,
} from '@finx/domain';
import type { OpenAnswer, RequestUpstream } from '../../upstream/upstream';
import { refusalOf } from '../shared/user-errors';
import { ASK_FIELDS } from './chat.errors';
import type { ChatReplyEvent } from './chat.types';

const failedEvent = (message = messageFor(ReasonCode.CHAT_FAILED)): ChatReplyEvent => ({
  text: null,
  reply: null,
  userErrors: [{ code: ReasonCode.CHAT_FAILED, field: null, message }],
});

/** The lines of an NDJSON body as they complete, whatever its pieces' boundaries. */
async function* linesOf(body: AsyncIterable<Buffer>): AsyncGenerator<ChatStreamLine> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const piece of body) {
    pending += decoder.decode(piece, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as ChatStreamLine;
  }
  if (pending.trim() !== '') yield JSON.parse(pending) as ChatStreamLine;
}

const eventOf = (line: ChatStreamLine): ChatReplyEvent => {
  if (line.type === 'text') return { text: line.text, reply: null, userErrors: [] };
  if (line.type === 'reply') return { text: null, reply: line.reply, userErrors: [] };
  return failedEvent(line.message);
};

/** What rest-api answered, as events: the stream's lines, or its refusal (or reply) as the one event. */
async function* eventsOf(answer: OpenAnswer): AsyncGenerator<ChatReplyEvent> {
  if (answer.kind === 'result') {
    const { result } = answer;
    if (!result.ok) {
      yield { text: null, reply: null, userErrors: [refusalOf(ASK_FIELDS, result)] };
      return;
    }
    const reply = result.envelope.responseObject as RestReply | null;
    yield reply ? { text: null, reply, userErrors: [] } : failedEvent();
    return;
  }
  let ended = false;
  for await (const line of linesOf(answer.body)) {
    ended = line.type !== 'text';
    yield eventOf(line);
    if (ended) return;
  }
  // The stream broke off before its last line: the learner reads the spec's failure.
  if (!ended) yield failedEvent();
}

/**
 * A question's reply as it is written (`askChatStream`): rest-api's streamed answer, a `text` event per
 * piece and the whole reply (or a refusal) last. A hand-written iterator, not a bare async generator,
 * so that `return()` (the learner unsubscribing: closing the chat, 'clear', leaving) aborts the upstream
 * request at once, even while a piece is awaited; rest-api then stops the model's or the endpoint's work.
 */
export function replyStream(
  upstream: RequestUpstream,
  request: ChatAskRequest,
): AsyncIterableIterator<ChatReplyEvent> {
  const controller = new AbortController();
  async function* produce(): AsyncGenerator<ChatReplyEvent> {
    const answer = await upstream.open(
      { path: RestPath.CHAT_MESSAGE_STREAM, body: request, streamType: CHAT_STREAM_CONTENT_TYPE },
      controller.signal,
    );
    yield* eventsOf(answer);
  }
  const events = produce();
  const finished: IteratorResult<ChatReplyEvent> = { done: true, value: undefined };
  const iterator: AsyncIterableIterator<ChatReplyEvent> = {
    next: async () => {
      if (controller.signal.aborted) return finished;
      try {
        return await events.next();
      } catch (error) {
        // Given up: the aborted request's error is no failure of the reply.
        if (controller.signal.aborted) return finished;
        throw error;
      }
    },
    return: async () => {
      controller.abort();
      void events.return(undefined).catch(() => undefined);
      return finished;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

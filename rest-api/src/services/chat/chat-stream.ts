import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long each word of an answer that is known whole (the built-in assistant's passage, the learner's
 * own record, an external endpoint's reply) waits before it goes: the reply reads as it is written, like
 * a model's, and a hundred words take about a second and a half.
 */
export const WORD_PACE_MS = 15;

/** Where a reply's words go as they come; only the streamed route listens. */
export interface ReplyStream {
  onText: (text: string) => void;
  /** The learner gave up (closed the chat, sent 'clear', left): stop asking and writing. */
  signal?: AbortSignal;
}

/** The words of a text, each with the spaces after it, so that joined they are the text again. */
export const wordsOf = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

/**
 * Sends a known text word by word, a word each `paceMs`; stops when the signal aborts. The pace is the
 * stream's, not the answer's: the whole text is already there.
 */
export async function streamWords(
  text: string,
  stream: ReplyStream,
  paceMs: number = WORD_PACE_MS,
): Promise<void> {
  for (const [index, word] of wordsOf(text).entries()) {
    if (stream.signal?.aborted) return;
    if (index > 0 && paceMs > 0) await sleep(paceMs).catch(() => undefined);
    if (stream.signal?.aborted) return;
    stream.onText(word);
  }
}

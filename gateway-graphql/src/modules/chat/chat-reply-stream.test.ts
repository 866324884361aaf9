import { RestPath, type ChatStreamLine } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import type { OpenAnswer, RequestUpstream, UpstreamOpenCall } from '../../upstream/upstream';
import { replyStream } from './chat-reply-stream';

const REPLY = { reply: 'The CFX fee is ₹75,000.', sessionId: 's-1', sources: [], answered: true };
const ndjson = (...lines: ChatStreamLine[]) => lines.map((line) => `${JSON.stringify(line)}\n`).join('');

/** An upstream whose open call answers the given body pieces, then waits until its signal aborts. */
const upstreamOf = (pieces: (string | Buffer)[], { hang = false } = {}) => {
  const opened: { call: UpstreamOpenCall; signal: AbortSignal }[] = [];
  const open = async (call: UpstreamOpenCall, signal: AbortSignal): Promise<OpenAnswer> => {
    opened.push({ call, signal });
    async function* body(): AsyncGenerator<Buffer> {
      for (const piece of pieces) yield Buffer.from(piece);
      if (hang) {
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
    }
    return { kind: 'stream', body: body() };
  };
  const upstream = { open } as unknown as RequestUpstream;
  return { upstream, opened };
};

const ASK = { assistant: 'FINX', message: 'CFX fee?', sessionId: null } as const;

describe('replyStream: rest-api’s streamed reply as askChatStream events', () => {
  it('reads lines split anywhere (a character’s bytes included) and ends with the reply', async () => {
    const body = Buffer.from(
      ndjson(
        { type: 'text', text: 'The CFX fee ' },
        { type: 'text', text: 'is ₹75,000.' },
        { type: 'reply', reply: REPLY },
      ),
    );
    // Cut every n bytes: lines, and for some n the rupee sign's three bytes, fall across pieces.
    for (const size of [1, 2, 3, 5, 7]) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < body.length; at += size) pieces.push(body.subarray(at, at + size));
      const { upstream, opened } = upstreamOf(pieces);
      const events = [];
      for await (const event of replyStream(upstream, ASK)) events.push(event);
      expect(opened[0]?.call.path).toBe(RestPath.CHAT_MESSAGE_STREAM);
      expect(events).toEqual([
        { text: 'The CFX fee ', reply: null, userErrors: [] },
        { text: 'is ₹75,000.', reply: null, userErrors: [] },
        { text: null, reply: REPLY, userErrors: [] },
      ]);
    }
  });

  it('reads a stream broken off before its last line as the spec’s failure', async () => {
    const { upstream } = upstreamOf([ndjson({ type: 'text', text: 'The CFX ' })]);
    const events = [];
    for await (const event of replyStream(upstream, ASK)) events.push(event);
    expect(events.at(-1)).toMatchObject({ text: null, reply: null, userErrors: [{ code: 'CHAT_FAILED' }] });
  });

  it('aborts the upstream request at once on return(), while a piece is awaited', async () => {
    const { upstream, opened } = upstreamOf([ndjson({ type: 'text', text: 'The CFX ' })], { hang: true });
    const events = replyStream(upstream, ASK);
    expect((await events.next()).value).toMatchObject({ text: 'The CFX ' });
    const waiting = events.next();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened[0]?.signal.aborted).toBe(false);
    await events.return?.();
    expect(opened[0]?.signal.aborted).toBe(true);
    await expect(waiting).resolves.toEqual({ done: true, value: undefined });
  });
});

import { PassThrough } from 'node:stream';
import {
  CHAT_STREAM_CONTENT_TYPE,
  type ChatAskReason,
  type ChatReply,
  type ChatStreamLine,
  messageFor,
  ReasonCode,
} from '@finx/domain';
import type { FastifyReply } from 'fastify';
import type { Outcome } from '../../outcome';
import type { ReplyStream } from './chat-stream';

/**
 * Answers with the reply as it is written: a `text` line per piece, then the whole reply (or the
 * failure) as the last line. The connection closing before the end (the gateway giving up because the
 * learner did) aborts the signal the reply's work runs under: the model's or the endpoint's request.
 */
export function streamReply(
  reply: FastifyReply,
  work: (stream: ReplyStream) => Promise<Outcome<ChatReply, ChatAskReason> | null>,
): FastifyReply {
  const out = new PassThrough();
  const controller = new AbortController();
  const write = (line: ChatStreamLine) => {
    if (!out.writableEnded) out.write(`${JSON.stringify(line)}\n`);
  };
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  void (async () => {
    try {
      const outcome = await work({
        signal: controller.signal,
        onText: (text) => write({ type: 'text', text }),
      });
      if (outcome?.ok) write({ type: 'reply', reply: outcome.value });
      else if (outcome) write(failedLine());
    } catch (error) {
      reply.log.error({ err: error }, 'streamed chat reply failed');
      write(failedLine());
    } finally {
      out.end();
    }
  })();
  return reply
    .header('content-type', `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}

const failedLine = (): ChatStreamLine => ({
  type: 'failed',
  reasonCode: ReasonCode.CHAT_FAILED,
  message: messageFor(ReasonCode.CHAT_FAILED),
});

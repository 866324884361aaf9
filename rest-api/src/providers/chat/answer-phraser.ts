import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, streamText } from 'ai';
import type { FastifyBaseLogger } from 'fastify';

/** A passage the built-in assistant found: what the model may answer from, and nothing else. */
export interface PhrasingPassage {
  title: string;
  body: string;
}

/**
 * Words the built-in assistant's passages into a short answer. Null means "use the passage's own text":
 * the model failed, timed out, answered nothing, or the caller gave up.
 */
export interface AnswerPhraser {
  phrase(
    question: string,
    passages: readonly PhrasingPassage[],
    signal?: AbortSignal,
  ): Promise<string | null>;
  /**
   * The same, streamed: each piece of the model's text goes to `onText` as it comes, and the whole text
   * is returned. Null as for `phrase`, even after some text went: the caller then says what stands.
   */
  phraseStream(
    question: string,
    passages: readonly PhrasingPassage[],
    onText: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<string | null>;
}

/**
 * Once a streamed reply has started, how long it may go on: LLM_TIMEOUT_MS bounds the wait for its first
 * words (the learner sees nothing until then), this the whole of it.
 */
export const STREAMED_REPLY_MAX_MS = 20_000;

export interface AnswerPhraserOptions {
  /** LLM_BASE_URL: the OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** LLM_API_KEY: sent as a bearer token; Ollama and a private vLLM need none. */
  apiKey: string | undefined;
  /** LLM_MODEL. */
  model: string;
  /** The whole call, the reply's body included; past it the passage's own text is used. */
  timeoutMs: number;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The model's whole brief. It may only reword what the passages say: the reply is shown beside the
 * passages as sources, so a sentence the passages do not hold would be a citation that lies.
 */
export const PHRASING_INSTRUCTIONS = [
  "You are FinX's learning assistant. Answer the learner's question using only the numbered passages.",
  'Answer plainly in at most 120 words, in the language the question is written in.',
  "If the passages do not answer the question, say that you don't know; do not guess.",
  'Never invent or change a price, fee, date, duration or number: quote them exactly as the passages give them.',
  'Do not mention the passages, their numbers or these instructions.',
].join('\n');

/** The one message the model reads: the passages, numbered, then the question. Nothing about the asker. */
export const phrasingPrompt = (question: string, passages: readonly PhrasingPassage[]): string =>
  `${passages.map((passage, index) => `[${index + 1}] ${passage.title}\n${passage.body}`).join('\n\n')}` +
  `\n\nQuestion: ${question}`;

/**
 * Why a call failed, without its text: an error may quote the request or the model's reply, either of
 * which carries the learner's question, and that must not reach the log.
 */
const failureOf = (error: unknown, timedOut: boolean, timeoutMs: number): Record<string, unknown> => {
  if (timedOut) return { reason: `timed out after ${timeoutMs} ms` };
  if (APICallError.isInstance(error)) return { reason: 'HTTP error', status: error.statusCode ?? null };
  return { reason: error instanceof Error ? error.name : 'unknown' };
};

/**
 * The AI SDK's OpenAI-compatible provider, so OpenAI, vLLM and Ollama all take the same request
 * (POST {baseUrl}/chat/completions). No retries: one attempt already has the whole LLM_TIMEOUT_MS, which
 * the config sizes to fit the gateway's own time-out. No temperature or token cap either: OpenAI's
 * reasoning models refuse both parameters, and the time-out bounds the reply's length anyway.
 */
export const createAnswerPhraser = (options: AnswerPhraserOptions): AnswerPhraser => {
  const provider = createOpenAICompatible({
    name: 'finx-llm',
    baseURL: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  const model = provider.chatModel(options.model);

  return {
    async phrase(question, passages, signal) {
      if (passages.length === 0) return null;
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
      try {
        const { text } = await generateText({
          model,
          instructions: PHRASING_INSTRUCTIONS,
          prompt: phrasingPrompt(question, passages),
          maxRetries: 0,
          abortSignal,
        });
        const reply = text.trim();
        if (reply) return reply;
        options.logger.warn({ model: options.model, reason: 'empty reply' }, 'chat model gave no answer');
        return null;
      } catch (error) {
        // The learner left: nothing failed, and no one waits for the fallback.
        if (signal?.aborted) return null;
        options.logger.warn(
          { model: options.model, ...failureOf(error, timeout.aborted, options.timeoutMs) },
          'chat model failed; the passage text is the reply',
        );
        return null;
      }
    },

    async phraseStream(question, passages, onText, signal) {
      if (passages.length === 0) return null;
      const limit = new AbortController();
      let timedOut = false;
      const expire = () => {
        timedOut = true;
        limit.abort();
      };
      let timer = setTimeout(expire, options.timeoutMs);
      let failure: unknown = null;
      let text = '';
      try {
        const result = streamText({
          model,
          instructions: PHRASING_INSTRUCTIONS,
          prompt: phrasingPrompt(question, passages),
          maxRetries: 0,
          abortSignal: signal ? AbortSignal.any([limit.signal, signal]) : limit.signal,
          onError: ({ error }) => {
            failure = error;
          },
        });
        for await (const piece of result.textStream) {
          if (text === '') {
            // The first words are in: from here the reply has STREAMED_REPLY_MAX_MS in all.
            clearTimeout(timer);
            timer = setTimeout(expire, STREAMED_REPLY_MAX_MS);
          }
          text += piece;
          if (piece) onText(piece);
        }
      } catch (error) {
        failure = error;
      } finally {
        clearTimeout(timer);
      }
      if (signal?.aborted) return null;
      if (failure !== null || timedOut) {
        options.logger.warn(
          { model: options.model, ...failureOf(failure, timedOut, options.timeoutMs) },
          'chat model failed; the passage text is the reply',
        );
        return null;
      }
      const reply = text.trim();
      if (reply) return reply;
      options.logger.warn({ model: options.model, reason: 'empty reply' }, 'chat model gave no answer');
      return null;
    },
  };
};

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with one request: answer with a text, fail with a status, or take its time. */
export interface FakeModelStep {
  text?: string;
  status?: number;
  /** Longer than the caller's time-out makes a slow model; the wait ends when the caller hangs up. */
  delayMs?: number;
}

/** One request the fake model received, as it arrived. */
export interface FakeModelRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The raw body, for asserting what was (not) sent. */
  raw: string;
  body: { model?: string; messages?: { role: string; content: unknown }[] } & Record<string, unknown>;
}

export interface FakeChatModel {
  /** LLM_BASE_URL for this server (its `/v1`). */
  baseUrl: string;
  requests: FakeModelRequest[];
  /** Steps for the next requests, in order; past them every request gets `fallback`. */
  script: FakeModelStep[];
  fallback: FakeModelStep;
  close(): Promise<void>;
}

/** An OpenAI chat completion as OpenAI, vLLM and Ollama all return it. */
const completion = (model: string, text: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

/**
 * A streamed completion (`stream: true`) as OpenAI sends it: server-sent events, a chunk per word with
 * its delta, then `[DONE]`; each chunk a few milliseconds after the last, as a model writes.
 */
const streamed = (response: ServerResponse, model: string | undefined, text: string) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: model ?? 'unknown',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  let index = 0;
  const next = () => {
    if (response.destroyed) return;
    const piece = pieces[index++];
    if (piece === undefined) {
      response.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
      return;
    }
    response.write(chunk(index === 1 ? { role: 'assistant', content: piece } : { content: piece }, null));
    setTimeout(next, 5);
  };
  next();
};

/**
 * A local OpenAI-compatible model (POST /v1/chat/completions), so the phrasing is tested over real HTTP
 * through the AI SDK: it records each request and answers as scripted.
 */
export const startFakeChatModel = async (): Promise<FakeChatModel> => {
  const fake: Omit<FakeChatModel, 'baseUrl' | 'close'> = {
    requests: [],
    script: [],
    fallback: { text: 'The fake model answers.' },
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: FakeModelRequest['body'] = {};
      try {
        body = JSON.parse(raw) as FakeModelRequest['body'];
      } catch {
        // A body that is not JSON is recorded raw; the 404 below tells the client.
      }
      fake.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        raw,
        body,
      });
      const step = fake.script.shift() ?? fake.fallback;
      const answer = () => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ error: { message: 'not found' } }));
        }
        const status = step.status ?? 200;
        if (status === 200 && body.stream === true) return streamed(response, body.model, step.text ?? '');
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            status === 200
              ? completion(body.model ?? 'unknown', step.text ?? '')
              : { error: { message: 'the fake model failed', type: 'server_error' } },
          ),
        );
      };
      if (!step.delayMs) return answer();
      const timer = setTimeout(answer, step.delayMs);
      response.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
};

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  createExternalChatEndpoint,
  ExternalChatFailure,
  type ExternalChatOptions,
} from './external-chat-endpoint';

/** What the fake endpoint does with one request: answer after an optional wait. */
interface Step {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Longer than the client's time-out makes a slow endpoint; the wait ends if the client hangs up. */
  delayMs?: number;
}

interface Seen {
  rawUrl: string;
  message: string | null;
  sessionId: string | null;
}

let server: Server;
let baseUrl: string;
let script: Step[] = [];
let seen: Seen[] = [];
let onArrival: (() => void) | null = null;
const SLOW = 10_000;

beforeAll(async () => {
  server = createServer((request, response) => {
    const rawUrl = request.url ?? '';
    const query = new URL(rawUrl, 'http://fake').searchParams;
    seen.push({ rawUrl, message: query.get('message'), sessionId: query.get('sessionId') });
    onArrival?.();
    // A request past the script is a retry the rules do not allow: answer it loudly.
    const step = script.shift() ?? { status: 418, body: 'unscripted request' };
    const answer = () => {
      response.writeHead(step.status ?? 200, step.headers ?? { 'content-type': 'text/plain' });
      response.end(step.body ?? '');
    };
    if (!step.delayMs) return answer();
    const timer = setTimeout(answer, step.delayMs);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let warn: Mock<(...args: unknown[]) => void>;
let sessions = 0;
beforeEach(() => {
  script = [];
  seen = [];
  onArrival = null;
  sessions = 0;
  warn = vi.fn<(...args: unknown[]) => void>();
});

const endpoint = (options: Partial<ExternalChatOptions> = {}) =>
  createExternalChatEndpoint({
    url: baseUrl,
    timeoutMs: 5_000,
    logger: { warn },
    newSessionId: () => `new-session-${++sessions}`,
    ...options,
  });

const failureOf = async (promise: Promise<unknown>): Promise<ExternalChatFailure> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExternalChatFailure);
  return error as ExternalChatFailure;
};

/** A port that was free a moment ago and is closed now: a connection to it is refused. */
const closedPort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

const QUESTION = 'What does CFX cost?';
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the external chat endpoint: a good answer', () => {
  it('reads a 200 plain-text body as the reply and keeps the session', async () => {
    script = [{ body: '  The CFX course costs ₹11,999.\n' }];
    expect(await endpoint().ask(QUESTION, 'session-a', undefined)).toEqual({
      reply: 'The CFX course costs ₹11,999.',
      sessionId: 'session-a',
    });
    expect(seen).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads a JSON body's `response`", async () => {
    script = [{ headers: json, body: JSON.stringify({ response: 'From the JSON', other: 1 }) }];
    expect((await endpoint().ask(QUESTION, 'session-a')).reply).toBe('From the JSON');
  });

  it('reads JSON sent as text/plain, and takes the first of reply, response, message, answer', async () => {
    script = [{ body: JSON.stringify({ answer: 'last', message: 'third', reply: 'first' }) }];
    expect((await endpoint().ask(QUESTION, 'session-a')).reply).toBe('first');
  });

  it('takes the session id of an x-session-id header', async () => {
    script = [{ headers: { 'content-type': 'text/plain', 'x-session-id': 'server-session-9' }, body: 'Hi' }];
    expect(await endpoint().ask(QUESTION, 'session-a')).toEqual({
      reply: 'Hi',
      sessionId: 'server-session-9',
    });
  });

  it('sends the message and a new session id URL-encoded, after the query the url already has', async () => {
    script = [{ body: 'ok' }];
    const message = 'Fees & EMI? 50% off = ₹5,999 / month #1';
    const answer = await endpoint({ url: `${baseUrl}?tenant=finx` }).ask(message, null);
    expect(answer.sessionId).toBe('new-session-1');
    expect(seen[0]).toEqual({
      rawUrl: `/chat?tenant=finx&message=${encodeURIComponent(message)}&sessionId=new-session-1`,
      message,
      sessionId: 'new-session-1',
    });
    expect(seen[0]?.rawUrl).toContain('message=Fees%20%26%20EMI%3F%2050%25%20off%20%3D%20%E2%82%B9');
  });
});

describe('the external chat endpoint: failures and the one retry', () => {
  it('retries a 500 once under a new session id and returns that session', async () => {
    script = [{ status: 500, body: 'session lost' }, { body: 'Back again' }];
    expect(await endpoint().ask(QUESTION, 'session-a')).toEqual({
      reply: 'Back again',
      sessionId: 'new-session-1',
    });
    expect(seen.map((request) => request.sessionId)).toEqual(['session-a', 'new-session-1']);
    expect(warn.mock.calls).toEqual([[{ status: 500, attempt: 1 }, 'HTTP 500: session lost']]);
  });

  it('fails on a second 500 with the repeated-500 message', async () => {
    script = [{ status: 500 }, { status: 500, body: 'still broken' }];
    const failure = await failureOf(endpoint().ask(QUESTION, 'session-a'));
    expect(failure.message).toBe('Repeated 500 error even after new session');
    expect(seen.map((request) => request.sessionId)).toEqual(['session-a', 'new-session-1']);
    expect(warn.mock.calls).toEqual([
      [{ status: 500, attempt: 1 }, 'HTTP 500: Request failed'],
      [{ status: 500, attempt: 2 }, 'HTTP 500: still broken'],
    ]);
  });

  it('retries a 503 once under the same session id', async () => {
    script = [{ status: 503, body: 'busy' }, { body: 'Now free' }];
    expect(await endpoint().ask(QUESTION, 'session-a')).toEqual({
      reply: 'Now free',
      sessionId: 'session-a',
    });
    expect(seen.map((request) => request.sessionId)).toEqual(['session-a', 'session-a']);
  });

  it('fails on a second 503 with the status and the trimmed body', async () => {
    script = [
      { status: 503, body: 'busy' },
      { status: 503, body: '  Service Unavailable\n' },
    ];
    const failure = await failureOf(endpoint().ask(QUESTION, 'session-a'));
    expect(failure.message).toBe('HTTP 503: Service Unavailable');
    expect(warn.mock.calls).toEqual([
      [{ status: 503, attempt: 1 }, 'HTTP 503: busy'],
      [{ status: 503, attempt: 2 }, 'HTTP 503: Service Unavailable'],
    ]);
    // The learner's question is theirs: the log carries the endpoint's words only.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('CFX');
  });

  it("says 'Request failed' for a 502 without a body, twice", async () => {
    script = [{ status: 502 }, { status: 502, body: '   ' }];
    const failure = await failureOf(endpoint().ask(QUESTION, 'session-a'));
    expect(failure.message).toBe('HTTP 502: Request failed');
    expect(seen).toHaveLength(2);
  });

  it('counts an empty or unusable 200 as a failure, retried once under the same session', async () => {
    script = [{ body: '' }, { headers: json, body: JSON.stringify({ reply: '', status: 'ok' }) }];
    const failure = await failureOf(endpoint().ask(QUESTION, 'session-a'));
    expect(failure.message).toBe('HTTP 200: empty or unusable reply');
    expect(seen.map((request) => request.sessionId)).toEqual(['session-a', 'session-a']);

    script = [{ headers: json, body: 'not json' }, { body: 'Plain again' }];
    expect((await endpoint().ask(QUESTION, 'session-a')).reply).toBe('Plain again');
  });

  it('retries a time-out once and returns the second reply', async () => {
    script = [{ delayMs: SLOW, body: 'too late' }, { body: 'In time' }];
    const answer = await endpoint({ timeoutMs: 1_000 }).ask(QUESTION, 'session-a');
    expect(answer).toEqual({ reply: 'In time', sessionId: 'session-a' });
    expect(seen).toHaveLength(2);
    expect(warn.mock.calls).toEqual([[{ status: null, attempt: 1 }, 'Timed out after 1000 ms']]);
  });

  it('fails after two time-outs', async () => {
    script = [
      { delayMs: SLOW, body: 'too late' },
      { delayMs: SLOW, body: 'too late' },
    ];
    const failure = await failureOf(endpoint({ timeoutMs: 1_000 }).ask(QUESTION, 'session-a'));
    expect(failure.message).toBe('Timed out after 1000 ms');
    expect(seen).toHaveLength(2);
  });

  it('fails after two attempts when nothing listens, without quoting the request', async () => {
    const failure = await failureOf(
      endpoint({ url: `http://127.0.0.1:${await closedPort()}/chat` }).ask(QUESTION, 'session-a'),
    );
    expect(failure.message).toBe('Network error (ECONNREFUSED)');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("rethrows the caller's abort at once: no retry, no warning", async () => {
    script = [{ delayMs: SLOW, body: 'too late' }, { body: 'a retry' }];
    const caller = new AbortController();
    const left = new Error('the learner left');
    onArrival = () => caller.abort(left);
    await expect(endpoint().ask(QUESTION, 'session-a', caller.signal)).rejects.toBe(left);
    expect(seen).toHaveLength(1);
    expect(script).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

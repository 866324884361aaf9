import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CFX_FACTS,
  CHAT_STREAM_CONTENT_TYPE,
  type ChatStreamLine,
  formatPrice,
  Header,
  ReasonCode,
  RestPath,
  TokenType,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { chatExchanges } from './chat.schema';

/** CIEL's endpoint here never answers: it notes each request it got and when that request was closed. */
let endpoint: Server;
const endpointCalls: { closed: Promise<void> }[] = [];
let api: TestRestApi;

beforeAll(async () => {
  endpoint = createServer((request) => {
    endpointCalls.push({ closed: new Promise((resolve) => request.socket.once('close', () => resolve())) });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const { port } = endpoint.address() as AddressInfo;
  // A long time-out: a request closed early was closed by the learner giving up, not by the clock.
  api = await createTestRestApi({
    CIEL_CHAT_URL: `http://127.0.0.1:${port}/agent`,
    CHAT_TIMEOUT_MS: '20000',
  });
});
afterAll(async () => {
  await api?.close();
  endpoint?.closeAllConnections();
  await new Promise((resolve) => endpoint?.close(resolve));
});

const FEE_QUESTION = 'What is the CFX programme fee?';
const linesOf = (body: string): ChatStreamLine[] =>
  body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ChatStreamLine);

const askStreamed = async (client: RestTestClient, message: string, assistant = 'FINX') =>
  client.send('POST', RestPath.CHAT_MESSAGE_STREAM, { body: { assistant, message, sessionId: null } });

describe('a reply streamed as it is written (CHAT_MESSAGE_STREAM)', () => {
  it('sends the built-in answer word by word, then the whole reply with its sources, and keeps it', async () => {
    const client = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const response = await askStreamed(client, FEE_QUESTION);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain(CHAT_STREAM_CONTENT_TYPE);
    const lines = linesOf(response.body);
    const texts = lines.flatMap((line) => (line.type === 'text' ? [line.text] : []));
    const last = lines.at(-1);
    if (last?.type !== 'reply') throw new Error(`the stream ended with ${JSON.stringify(last)}`);
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.join('')).toBe(last.reply.reply);
    expect(last.reply.reply).toContain(formatPrice(CFX_FACTS.programmeFeeRupees));
    expect(last.reply.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(faq\?tab=|roadmap)/)]),
    );
    const kept = await api.db.select().from(chatExchanges).where(eq(chatExchanges.question, FEE_QUESTION));
    expect(kept.map((exchange) => exchange.reply)).toContain(last.reply.reply);
  });

  it('refuses before any stream with the usual envelope', async () => {
    const client = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const response = await askStreamed(client, '   ');
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(response.body)).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.VALIDATION_FAILED,
    });
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    expect((await askStreamed(admin, FEE_QUESTION)).status).toBe(403);
  });

  it('gives the endpoint’s request up when the learner does, and keeps nothing', async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const session = client.session;
    if (!client.token || !client.jti || !session) throw new Error('not signed in');
    const controller = new AbortController();
    const asked = fetch(`${address}${RestPath.CHAT_MESSAGE_STREAM}`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        [Header.TOKEN]: client.token,
        [Header.JTI]: client.jti,
        [Header.TOKEN_TYPE]: TokenType.USER,
        [Header.USER_ID]: String(session.userId),
        [Header.USER_LOGIN]: session.emailId,
      },
      body: JSON.stringify({ assistant: 'CIEL', message: 'Given up', sessionId: null }),
    });
    await expect.poll(() => endpointCalls.length).toBe(1);
    const gaveUpAt = Date.now();
    controller.abort();
    await expect(asked).rejects.toThrow();
    await endpointCalls[0]?.closed;
    expect(Date.now() - gaveUpAt).toBeLessThan(5_000);
    // Nothing was read, so nothing is kept.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await api.db.select().from(chatExchanges).where(eq(chatExchanges.question, 'Given up'))).toEqual(
      [],
    );
  });
});

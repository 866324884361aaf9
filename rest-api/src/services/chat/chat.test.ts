import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ChatReply,
  type ChatUsage,
  ClientPath,
  ReasonCode,
  RestPath,
  formatPrice,
  CFX_FACTS,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { DONT_KNOW } from './chat-answers';
import { chatExchanges } from './chat.schema';

let api: TestRestApi;
beforeAll(async () => {
  api = await createTestRestApi({ CHAT_LIMIT_PER_ACCOUNT: '6' });
});
afterAll(() => api?.close());

// Staff periods are India's days: after 18:30 UTC India is a day ahead.
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const ask = async (email: string, message: string, assistant = 'FINX') => {
  const client = await api.signedIn(email);
  return (await client.post<ChatReply>(RestPath.CHAT_MESSAGE, { assistant, message, sessionId: null })).body;
};

describe('the built-in assistant answers from the product and the asker’s own record', () => {
  it('cites the FAQ or the roadmap for the CFX fee', async () => {
    const body = await ask(DEMO_ACCOUNTS.learner.email, 'What is the CFX programme fee?');
    expect(body.status).toBe('success');
    const reply = body.responseObject as ChatReply;
    expect(reply.reply).toContain(formatPrice(CFX_FACTS.programmeFeeRupees));
    expect(reply.answered).toBe(true);
    expect(reply.sessionId).toMatch(/\w{8}/);
    expect(reply.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(faq\?tab=|roadmap)/)]),
    );
  });

  it('lists the asker’s own purchases, never another learner’s', async () => {
    const priya = (await ask(DEMO_ACCOUNTS.learner.email, 'What have I bought?')).responseObject as ChatReply;
    expect(priya.reply).toContain(String(DEMO_PURCHASES.learnerPaid.orderId));
    expect(priya.reply).not.toContain(String(DEMO_PURCHASES.secondLearnerFeat.orderId));
    expect(priya.sources).toEqual([{ title: 'My Payment', url: ClientPath.MY_ORDERS }]);
    const arjun = (await ask(DEMO_ACCOUNTS.secondLearner.email, 'what did I buy'))
      .responseObject as ChatReply;
    expect(arjun.reply).toContain(String(DEMO_PURCHASES.secondLearnerFeat.orderId));
    expect(arjun.reply).not.toContain(String(DEMO_PURCHASES.learnerPaid.orderId));
    const feat = (await ask(DEMO_ACCOUNTS.secondLearner.email, 'What is my FEAT score?'))
      .responseObject as ChatReply;
    expect(feat.reply).toContain(`score is ${DEMO_PURCHASES.secondLearnerFeat.score}`);
  });

  it('says it does not know when nothing relevant is found, and points to the FAQ', async () => {
    const reply = (await ask(DEMO_ACCOUNTS.secondLearner.email, 'Will it rain in Paris tomorrow?'))
      .responseObject as ChatReply;
    expect(reply).toMatchObject({ reply: DONT_KNOW, answered: false, sources: [{ url: '/faq' }] });
  });

  it('keeps each exchange with its learner and reads back only the asker’s own history', async () => {
    const client = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const history = await client.get(RestPath.CHAT_HISTORY, { query: { assistant: 'FINX' } });
    const texts = (history.body.responseListObject as { text: string }[]).map((message) => message.text);
    expect(texts).toContain('What have I bought?');
    expect(texts).not.toContain('what did I buy');
  });

  it('refuses an empty question, staff and visitors', async () => {
    const empty = await ask(DEMO_ACCOUNTS.learner.email, '   ');
    expect(empty).toMatchObject({ status: 'fail', reasonCode: ReasonCode.VALIDATION_FAILED });
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    const refused = await admin.post(RestPath.CHAT_MESSAGE, {
      assistant: 'FINX',
      message: 'hi',
      sessionId: null,
    });
    expect(refused.status).toBe(403);
    expect((await admin.get(RestPath.CHAT_AVAILABILITY)).body.responseObject).toEqual({ assistants: [] });
  });
});

describe('staff: the switch and the figures', () => {
  it('turns an assistant off for learners (audited) and on again', async () => {
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    const learner = await api.signedIn(DEMO_ACCOUNTS.secondLearner.email);
    expect((await learner.get(RestPath.CHAT_AVAILABILITY)).body.responseObject).toEqual({
      assistants: ['FINX', 'CIEL'],
    });
    const off = await admin.request('PUT', RestPath.CHAT_SWITCH, {
      body: { assistant: 'CIEL', enabled: false },
    });
    expect(off.body.status).toBe('success');
    expect((await learner.get(RestPath.CHAT_AVAILABILITY)).body.responseObject).toEqual({
      assistants: ['FINX'],
    });
    const refused = await learner.post(RestPath.CHAT_MESSAGE, {
      assistant: 'CIEL',
      message: 'hi',
      sessionId: null,
    });
    expect(refused.body.reasonCode).toBe(ReasonCode.CHAT_OFF);
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    const notAdmin = await ops.request('PUT', RestPath.CHAT_SWITCH, {
      body: { assistant: 'CIEL', enabled: true },
    });
    expect(notAdmin.status).toBe(403);
    await admin.request('PUT', RestPath.CHAT_SWITCH, { body: { assistant: 'CIEL', enabled: true } });
    expect((await learner.get(RestPath.CHAT_AVAILABILITY)).body.responseObject).toEqual({
      assistants: ['FINX', 'CIEL'],
    });
  });

  it('counts questions, learners and unanswered ones without naming anyone', async () => {
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    const usage = await ops.get<never, ChatUsage>(RestPath.CHAT_USAGE, { query: { from: today, to: today } });
    const finx = usage.body.responseListObject?.find((row) => row.assistant === 'FINX');
    const rows = await api.db.select().from(chatExchanges).where(eq(chatExchanges.assistant, 'FINX'));
    expect(finx).toMatchObject({
      enabled: true,
      provider: 'BUILT_IN',
      questions: rows.length,
      learners: new Set(rows.map((row) => row.partyId)).size,
      unanswered: 1,
      topUnanswered: [{ question: 'will it rain in paris tomorrow?', count: 1 }],
    });
    expect(JSON.stringify(usage.body)).not.toMatch(/partyId|1001|1005/);
  });
});

describe('the per-learner rate limit', () => {
  it('refuses the learner over their budget with the wait in words, and only them', async () => {
    const client = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    let last = null;
    for (let question = 0; question < 6; question += 1) {
      last = (
        await client.post(RestPath.CHAT_MESSAGE, { assistant: 'CIEL', message: 'CFX fee', sessionId: null })
      ).body;
    }
    expect(last).toMatchObject({ status: 'fail', reasonCode: ReasonCode.RATE_LIMITED });
    expect((await ask(DEMO_ACCOUNTS.secondLearner.email, 'CFX duration')).status).toBe('success');
  });
});

describe('the external endpoint (CHAT_URL) and the production allow-list', () => {
  let endpoint: Server;
  let production: TestRestApi;
  const replies: { status: number; body: string; sessionHeader?: string }[] = [];
  const seen: URL[] = [];

  beforeAll(async () => {
    endpoint = createServer((request, response) => {
      seen.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
      const next = replies.shift() ?? { status: 200, body: 'default' };
      response.writeHead(next.status, next.sessionHeader ? { 'x-session-id': next.sessionHeader } : {});
      response.end(next.body);
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    production = await createTestRestApi({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://finx.example.in',
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: 'a'.repeat(64),
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
      PAYTM_MID: 'FINXLIVE000000000001',
      PAYTM_MERCHANT_KEY: 'abcdEFGH1234ijkl',
      CHAT_URL: `http://127.0.0.1:${port}/agent`,
      CHAT_ALLOWED_PARTY_IDS: `${DEMO_ACCOUNTS.secondLearner.partyId}, 7`,
    });
  });
  afterAll(async () => {
    await production?.close();
    await new Promise((resolve) => endpoint?.close(resolve));
  });

  it('lets only the allowed learners use the assistants in production, on the server', async () => {
    const priya = await production.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await priya.get(RestPath.CHAT_AVAILABILITY)).body.responseObject).toEqual({ assistants: [] });
    const refused = await priya.post(RestPath.CHAT_MESSAGE, {
      assistant: 'FINX',
      message: 'hi',
      sessionId: null,
    });
    expect(refused.body.reasonCode).toBe(ReasonCode.CHAT_NOT_ALLOWED);
    expect(seen).toEqual([]);
  });

  it('sends the message and session id, keeps the endpoint’s session id, and fails in the spec’s words', async () => {
    const arjun = await production.signedIn(DEMO_ACCOUNTS.secondLearner.email);
    replies.push({
      status: 200,
      body: JSON.stringify({ reply: 'From the agent' }),
      sessionHeader: 'agent-2',
    });
    const ok = await arjun.post<ChatReply>(RestPath.CHAT_MESSAGE, {
      assistant: 'FINX',
      message: 'fee & dates?',
      sessionId: 'agent-1',
    });
    expect(ok.body.responseObject).toMatchObject({
      reply: 'From the agent',
      sessionId: 'agent-2',
      sources: [],
    });
    expect(seen.at(-1)?.searchParams.get('message')).toBe('fee & dates?');
    expect(seen.at(-1)?.searchParams.get('sessionId')).toBe('agent-1');
    replies.push({ status: 500, body: 'boom' }, { status: 500, body: 'boom' });
    const failed = await arjun.post(RestPath.CHAT_MESSAGE, {
      assistant: 'FINX',
      message: 'again',
      sessionId: 'agent-2',
    });
    expect(failed.body).toMatchObject({
      reasonCode: ReasonCode.CHAT_FAILED,
      reasonText: 'Something went wrong. Please try again.',
    });
    const [last] = await production.db
      .select()
      .from(chatExchanges)
      .where(eq(chatExchanges.question, 'again'));
    expect(last?.outcome).toBe('FAILED');
    // CIEL has no endpoint here: the built-in assistant answers it.
    const ciel = await arjun.post<ChatReply>(RestPath.CHAT_MESSAGE, {
      assistant: 'CIEL',
      message: 'CFX fee',
      sessionId: null,
    });
    expect(ciel.body.responseObject?.answered).toBe(true);
  });
});

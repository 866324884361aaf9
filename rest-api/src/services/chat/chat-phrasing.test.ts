import {
  CFX_FACTS,
  type ChatReply,
  type ChatStreamLine,
  ClientPath,
  RestPath,
  formatPrice,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '../../db/seed';
import { type FakeChatModel, startFakeChatModel } from '../../testing/fake-chat-model';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { DONT_KNOW } from './chat-answers';
import { chatExchanges } from './chat.schema';

let model: FakeChatModel;
let api: TestRestApi;
beforeAll(async () => {
  model = await startFakeChatModel();
  api = await createTestRestApi({
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await api?.close();
  await model?.close();
});
beforeEach(() => {
  model.requests.length = 0;
  model.script = [];
});

const learner = DEMO_ACCOUNTS.learner;
const FEE_QUESTION = 'What is the CFX programme fee?';
const PHRASED = `The CFX programme fee is ${formatPrice(CFX_FACTS.programmeFeeRupees)}, and the internship is paid.`;

const ask = async (message: string): Promise<ChatReply> => {
  const client = await api.signedIn(learner.email);
  const { body } = await client.post<ChatReply>(RestPath.CHAT_MESSAGE, {
    assistant: 'FINX',
    message,
    sessionId: null,
  });
  expect(body.status).toBe('success');
  return body.responseObject as ChatReply;
};

describe('the built-in assistant phrased by a model (LLM_*)', () => {
  it('answers the CFX fee in the model’s words, citing the FAQ or the roadmap', async () => {
    model.script = [{ text: PHRASED }];
    const reply = await ask(FEE_QUESTION);
    expect(reply).toMatchObject({ reply: PHRASED, answered: true });
    expect(reply.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(faq\?tab=|roadmap)/)]),
    );
    expect(model.requests).toHaveLength(1);
    // The learner's history keeps what they read.
    const [kept] = await api.db.select().from(chatExchanges).where(eq(chatExchanges.question, FEE_QUESTION));
    expect(kept?.reply).toBe(PHRASED);
  });

  it('sends the model the question and the passages, and nothing about the learner', async () => {
    model.script = [{ text: PHRASED }];
    await ask(FEE_QUESTION);
    const [request] = model.requests;
    expect(request?.body.model).toBe('test-model');
    expect(request?.authorization).toBeUndefined();
    expect(request?.raw).toContain(FEE_QUESTION);
    expect(request?.raw).toContain(JSON.stringify(formatPrice(CFX_FACTS.programmeFeeRupees)).slice(1, -1));
    const sent = request?.raw.toLowerCase() ?? '';
    for (const identifying of [learner.email, learner.firstName, learner.lastName, learner.mobile]) {
      expect(sent).not.toContain(identifying.toLowerCase());
    }
    expect(sent).not.toMatch(new RegExp(`\\b${learner.partyId}\\b`));
    // No `user` field or any other beside the model and its two messages (the instructions, the prompt).
    expect(Object.keys(request?.body ?? {}).sort()).toEqual(['messages', 'model']);
    expect(request?.body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('keeps answers from the learner’s own record exact: no model call', async () => {
    const reply = await ask('What have I bought?');
    expect(reply.reply).toContain(String(DEMO_PURCHASES.learnerPaid.orderId));
    expect(reply.sources).toEqual([{ title: 'My Payment', url: ClientPath.MY_ORDERS }]);
    expect(model.requests).toHaveLength(0);
  });

  it('says it does not know without asking the model', async () => {
    const reply = await ask('Will it rain in Paris tomorrow?');
    expect(reply).toMatchObject({ reply: DONT_KNOW, answered: false });
    expect(model.requests).toHaveLength(0);
  });

  it('falls back to the passage text, with the same sources, when the model fails or is slow', async () => {
    model.script = [{ text: PHRASED }];
    const phrased = await ask(FEE_QUESTION);
    for (const step of [{ status: 500 }, { text: 'Too late.', delayMs: 3_000 }]) {
      model.script = [step];
      const fallback = await ask(FEE_QUESTION);
      expect(fallback.answered).toBe(true);
      expect(fallback.reply).not.toBe(PHRASED);
      expect(fallback.reply).not.toBe('Too late.');
      expect(fallback.reply).toContain(formatPrice(CFX_FACTS.programmeFeeRupees));
      expect(fallback.sources).toEqual(phrased.sources);
    }
    expect(model.requests).toHaveLength(3);
  });

  it('streams the model’s words as it writes them, and the passage text when it fails', async () => {
    const client = await api.signedIn(learner.email);
    const streamed = async () => {
      const response = await client.send('POST', RestPath.CHAT_MESSAGE_STREAM, {
        body: { assistant: 'FINX', message: FEE_QUESTION, sessionId: null },
      });
      const lines = response.body
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as ChatStreamLine);
      const last = lines.at(-1);
      if (last?.type !== 'reply') throw new Error(`the stream ended with ${JSON.stringify(last)}`);
      return { texts: lines.flatMap((line) => (line.type === 'text' ? [line.text] : [])), reply: last.reply };
    };
    model.script = [{ text: PHRASED }];
    const phrased = await streamed();
    expect(phrased.reply.reply).toBe(PHRASED);
    // The model's own pieces (the fake writes a word a chunk), in order.
    expect(phrased.texts.length).toBeGreaterThan(3);
    expect(phrased.texts.join('')).toBe(PHRASED);
    expect(model.requests.at(-1)?.body.stream).toBe(true);
    model.script = [{ status: 500 }];
    const fallback = await streamed();
    expect(fallback.reply.reply).not.toBe(PHRASED);
    expect(fallback.reply.reply).toContain(formatPrice(CFX_FACTS.programmeFeeRupees));
    expect(fallback.texts.join('')).toBe(fallback.reply.reply);
    expect(fallback.reply.sources).toEqual(phrased.reply.sources);
  });
});

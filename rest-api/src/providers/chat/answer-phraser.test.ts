import { afterAll, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type FakeChatModel, startFakeChatModel } from '../../testing/fake-chat-model';
import {
  type AnswerPhraserOptions,
  createAnswerPhraser,
  PHRASING_INSTRUCTIONS,
  phrasingPrompt,
} from './answer-phraser';

let model: FakeChatModel;
beforeAll(async () => {
  model = await startFakeChatModel();
});
afterAll(() => model?.close());

let warn: Mock<(...args: unknown[]) => void>;
beforeEach(() => {
  model.requests.length = 0;
  model.script = [];
  warn = vi.fn<(...args: unknown[]) => void>();
});

const phraser = (options: Partial<AnswerPhraserOptions> = {}) =>
  createAnswerPhraser({
    baseUrl: model.baseUrl,
    apiKey: 'sk-test-key',
    model: 'test-model',
    timeoutMs: 2_000,
    logger: { warn },
    ...options,
  });

const QUESTION = 'How much is the CFX programme?';
const PASSAGES = [
  { title: 'FAQ: What does CFX cost?', body: 'The programme fee is ₹75,000. The internship is paid.' },
  { title: 'CFX roadmap', body: 'Programme fee: ₹75,000. Duration: 12 months.' },
];

describe('the answer phraser', () => {
  it('sends the question and the numbered passages to the model with its key, and returns its text', async () => {
    model.script = [{ text: '  The CFX programme costs ₹75,000, and the internship is paid.\n' }];
    const reply = await phraser().phrase(QUESTION, PASSAGES);
    expect(reply).toBe('The CFX programme costs ₹75,000, and the internship is paid.');
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test-key',
    });
    expect(request?.body.model).toBe('test-model');
    // Exactly the instructions and one user message: the passages and the question, nothing else.
    expect(request?.body.messages).toEqual([
      { role: 'system', content: PHRASING_INSTRUCTIONS },
      { role: 'user', content: phrasingPrompt(QUESTION, PASSAGES) },
    ]);
    const prompt = phrasingPrompt(QUESTION, PASSAGES);
    expect(prompt).toContain(`[1] ${PASSAGES[0]?.title}\n${PASSAGES[0]?.body}`);
    expect(prompt).toContain(`[2] ${PASSAGES[1]?.title}`);
    expect(prompt.endsWith(`Question: ${QUESTION}`)).toBe(true);
    // No user id, no `user` field, no tools: the body is the model, its messages and nothing identifying.
    expect(Object.keys(request?.body ?? {}).sort()).toEqual(['messages', 'model']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends no Authorization header without a key (Ollama)', async () => {
    model.script = [{ text: 'Answered.' }];
    expect(await phraser({ apiKey: undefined }).phrase(QUESTION, PASSAGES)).toBe('Answered.');
    expect(model.requests[0]?.authorization).toBeUndefined();
  });

  it('returns null and warns without the question when the model fails, with no retry', async () => {
    model.script = [{ status: 500 }];
    expect(await phraser().phrase(QUESTION, PASSAGES)).toBeNull();
    expect(model.requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ model: 'test-model', reason: 'HTTP error', status: 500 });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/CFX programme|₹75,000/);
  });

  it('returns null when the model is slower than the time-out', async () => {
    model.script = [{ text: 'Too late.', delayMs: 5_000 }];
    const started = Date.now();
    expect(await phraser({ timeoutMs: 300 }).phrase(QUESTION, PASSAGES)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ reason: 'timed out after 300 ms' });
  });

  it('returns null for an empty reply, an unreachable model and a caller that gave up', async () => {
    model.script = [{ text: '   ' }];
    expect(await phraser().phrase(QUESTION, PASSAGES)).toBeNull();
    expect(await phraser({ baseUrl: 'http://127.0.0.1:1/v1' }).phrase(QUESTION, PASSAGES)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    model.script = [{ text: 'Never read.', delayMs: 5_000 }];
    const gaveUp = new AbortController();
    const pending = phraser().phrase(QUESTION, PASSAGES, gaveUp.signal);
    setTimeout(() => gaveUp.abort(), 100);
    expect(await pending).toBeNull();
    // The learner leaving is no failure of the model.
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when there are no passages', async () => {
    expect(await phraser().phrase(QUESTION, [])).toBeNull();
    expect(model.requests).toHaveLength(0);
  });
});

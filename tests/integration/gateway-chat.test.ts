import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CFX_FACTS, ChatAssistant, ReasonCode, formatPrice } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AskChatDocument,
  AskChatStreamDocument,
  type AskChatStreamSubscription,
  ChatAvailabilityDocument,
  ChatUsageDocument,
  MyChatHistoryDocument,
  SwitchChatAssistantDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { subscribe, type LiveSubscription } from '../src/harness/subscription';

const { learner, secondLearner, admin, ops } = DEMO_ACCOUNTS;
// Staff periods are India's days: after 18:30 UTC India is a day ahead.
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('gateway chat: the assistants through the real gateway and rest-api', () => {
  let stack: Stack;
  let priya: Caller;
  let arjun: Caller;
  let staff: Caller;

  const ask = async (caller: Caller, message: string, assistant: ChatAssistant = ChatAssistant.FINX) =>
    (await caller.data(AskChatDocument, { input: { assistant, message, sessionId: null } })).askChat;

  /** CIEL's endpoint never answers: it notes each request and when its connection was closed. */
  let endpoint: Server;
  const endpointCalls: { closed: Promise<number> }[] = [];

  beforeAll(async () => {
    endpoint = createServer((request) => {
      endpointCalls.push({
        closed: new Promise((resolve) => request.socket.once('close', () => resolve(Date.now()))),
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    // A long time-out: a request closed early was closed by the learner giving up, not by a clock.
    stack = await startStack({
      restEnv: { CIEL_CHAT_URL: `http://127.0.0.1:${port}/agent`, CHAT_TIMEOUT_MS: '20000' },
    });
    priya = await loginAs(stack, learner.email, { browser: 'priya' });
    arjun = await loginAs(stack, secondLearner.email, { browser: 'arjun' });
    staff = await loginAs(stack, admin.email, { browser: 'admin' });
  });
  afterAll(async () => {
    await stack?.close();
    endpoint?.closeAllConnections();
    await new Promise((resolve) => endpoint?.close(resolve));
  });

  it('offers the assistants to a learner only: not to a visitor or staff', async () => {
    expect((await priya.data(ChatAvailabilityDocument)).chatAvailability).toEqual([
      ChatAssistant.FINX,
      ChatAssistant.CIEL,
    ]);
    expect((await stack.graphql(ChatAvailabilityDocument)).body.data?.chatAvailability).toEqual([]);
    expect((await staff.data(ChatAvailabilityDocument)).chatAvailability).toEqual([]);
    const refused = await staff.graphql(AskChatDocument, {
      input: { assistant: ChatAssistant.FINX, message: 'hi', sessionId: null },
    });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
  });

  it('answers the CFX fee from the FAQ or roadmap and each learner’s purchases from their own record', async () => {
    const fee = await ask(priya, 'How much does the CFX programme cost?');
    expect(fee.userErrors).toEqual([]);
    expect(fee.reply?.reply).toContain(formatPrice(CFX_FACTS.programmeFeeRupees));
    expect(fee.reply?.sources.some((source) => /^\/(faq|roadmap)/.test(source.url))).toBe(true);
    const mine = await ask(priya, 'What have I bought?');
    expect(mine.reply?.reply).toContain(String(DEMO_PURCHASES.learnerPaid.orderId));
    expect(mine.reply?.reply).not.toContain(String(DEMO_PURCHASES.secondLearnerFeat.orderId));
    const theirs = await ask(arjun, 'What have I bought?');
    expect(theirs.reply?.reply).toContain(String(DEMO_PURCHASES.secondLearnerFeat.orderId));
    expect(theirs.reply?.reply).not.toContain(String(DEMO_PURCHASES.learnerPaid.orderId));
    const history = (await arjun.data(MyChatHistoryDocument, { assistant: ChatAssistant.FINX }))
      .myChatHistory;
    expect(history.map((message) => message.text)).not.toContain('How much does the CFX programme cost?');
  });

  it('puts a blank question on the message field and says what it does not know', async () => {
    const blank = await ask(priya, '  ');
    expect(blank.userErrors).toEqual([
      expect.objectContaining({ code: ReasonCode.VALIDATION_FAILED, field: 'input.message' }),
    ]);
    const unknown = await ask(priya, 'Who won the cricket world cup?');
    expect(unknown.reply).toMatchObject({ answered: false, sources: [{ url: '/faq' }] });
  });

  it('lets admin switch an assistant off, ops read the figures but not switch', async () => {
    const off = await staff.data(SwitchChatAssistantDocument, {
      input: { assistant: ChatAssistant.CIEL, enabled: false },
    });
    expect(off.switchChatAssistant).toEqual({ ok: true, userErrors: [] });
    const refused = await ask(arjun, 'CFX fee', ChatAssistant.CIEL);
    expect(refused.userErrors.map((error) => error.code)).toEqual([ReasonCode.CHAT_OFF]);
    const opsCaller = await loginAs(stack, ops.email, { browser: 'ops' });
    const usage = (await opsCaller.data(ChatUsageDocument, { from: today, to: today })).chatUsage;
    expect(usage.find((row) => row.assistant === ChatAssistant.CIEL)?.enabled).toBe(false);
    expect(usage.find((row) => row.assistant === ChatAssistant.FINX)).toMatchObject({
      learners: 2,
      unanswered: 1,
      topUnanswered: [{ question: 'who won the cricket world cup?', count: 1 }],
    });
    const notAdmin = await opsCaller.graphql(SwitchChatAssistantDocument, {
      input: { assistant: ChatAssistant.CIEL, enabled: true },
    });
    expect(errorCodes(notAdmin)).toEqual(['FORBIDDEN']);
    await staff.data(SwitchChatAssistantDocument, {
      input: { assistant: ChatAssistant.CIEL, enabled: true },
    });
    expect((await arjun.data(ChatAvailabilityDocument)).chatAvailability).toContain(ChatAssistant.CIEL);
  });

  describe('a reply streamed over the subscription (askChatStream)', () => {
    type Event = AskChatStreamSubscription['askChatStream'];
    const streamOf = (message: string, assistant: ChatAssistant = ChatAssistant.FINX) =>
      subscribe(stack.gatewayUrl, AskChatStreamDocument, {
        cookies: stack.cookiesOf('priya'),
        variables: { input: { assistant, message, sessionId: null } },
      });
    /** The events up to the last one (the reply or a refusal). */
    const untilLast = async (feed: LiveSubscription<AskChatStreamSubscription>): Promise<Event[]> => {
      const events: Event[] = [];
      for (;;) {
        const event = (await feed.next()).askChatStream;
        events.push(event);
        if (event.text === null) return events;
      }
    };

    it('arrives word by word, then whole with its sources, and is kept like an asked question', async () => {
      const question = 'What is the CFX programme fee?';
      const feed = await streamOf(question);
      const events = await untilLast(feed);
      await feed.close();
      const last = events.at(-1);
      const texts = events.slice(0, -1).map((event) => event.text);
      expect(texts.length).toBeGreaterThan(3);
      expect(last?.userErrors).toEqual([]);
      expect(texts.join('')).toBe(last?.reply?.reply);
      expect(last?.reply?.reply).toContain(formatPrice(CFX_FACTS.programmeFeeRupees));
      expect(last?.reply?.sources.some((source) => /^\/(faq|roadmap)/.test(source.url))).toBe(true);
      const history = (await priya.data(MyChatHistoryDocument, { assistant: ChatAssistant.FINX }))
        .myChatHistory;
      expect(history.map((message) => message.text)).toEqual(
        expect.arrayContaining([question, last?.reply?.reply]),
      );
    });

    it('answers a refusal as its one event', async () => {
      const feed = await streamOf('   ');
      expect(await untilLast(feed)).toEqual([
        {
          text: null,
          reply: null,
          userErrors: [
            expect.objectContaining({ code: ReasonCode.VALIDATION_FAILED, field: 'input.message' }),
          ],
        },
      ]);
      await feed.close();
    });

    it('gives the question up upstream when the learner unsubscribes: nothing is kept', async () => {
      // Once the first words are in (the built-in answer, word by word).
      const question = 'What does the CFX programme cost in all?';
      const feed = await streamOf(question);
      expect((await feed.next()).askChatStream.text).toEqual(expect.any(String));
      feed.unsubscribe();
      // Longer than the rest of the answer takes word by word: it would have been kept by now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const history = (await priya.data(MyChatHistoryDocument, { assistant: ChatAssistant.FINX }))
        .myChatHistory;
      expect(history.map((message) => message.text)).not.toContain(question);
      // And while nothing comes: CIEL's endpoint has the question, the learner gives up, and the
      // endpoint's request is closed at once (gateway to rest-api to the endpoint), not at a time-out.
      const waiting = await streamOf('Still there?', ChatAssistant.CIEL);
      await expect.poll(() => endpointCalls.length).toBe(1);
      const gaveUpAt = Date.now();
      waiting.unsubscribe();
      const closedAt = await endpointCalls[0]!.closed;
      expect(closedAt - gaveUpAt).toBeLessThan(1_000);
      await feed.close();
      await waiting.close();
    });
  });
});

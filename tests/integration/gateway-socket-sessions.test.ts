import { DEMO_PASSWORD, DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { InboxKind } from '@finx/domain';
import { createGateway, loadConfig as loadGatewayConfig, SESSION_ENDED_CLOSE } from '@finx/gateway-graphql';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangePasswordDocument,
  InboxItemAddedDocument,
  LogoutDocument,
  SetUserActiveDocument,
  type InboxItemAddedSubscription,
} from '../../client/src/graphql/generated/graphql';
import { SendInboxItemDocument } from '../src/graphql/generated/graphql';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { subscribe, type LiveSubscription } from '../src/harness/subscription';

// Issue 25 item 4: a learner's live feed (inboxItemAdded) ends with the session it was opened in.

type Feed = LiveSubscription<InboxItemAddedSubscription>;

const sendAlert = (staff: Caller, partyId: number, title: string) =>
  staff.data(SendInboxItemDocument, { input: { partyId, kind: InboxKind.ALERT, title } });

/** The close code, or 'open' when the socket is still open after `ms`. */
const closedWithin = (feed: Feed, ms: number): Promise<number | 'open'> =>
  Promise.race([feed.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** Nothing reached the feed: asking for its next event fails (it is closed) instead of giving an alert. */
const expectNoAlert = async (feed: Feed) => {
  await expect(feed.next(1000)).rejects.toBeDefined();
};

describe('a socket ends with its session', () => {
  let stack: Stack;
  let staff: Caller;

  beforeAll(async () => {
    stack = await startStack();
    staff = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const openFeed = (browser: string) =>
    subscribe(stack.gatewayUrl, InboxItemAddedDocument, { cookies: stack.cookiesOf(browser) });

  it('closes at logout (4401 Session ended), and an alert sent after it never arrives', async () => {
    const learner = LOAD_LEARNERS[30]!;
    const caller = await loginAs(stack, learner.email, { browser: 'logout' });
    const feed = await openFeed('logout');
    try {
      expect((await caller.data(LogoutDocument)).logout.ok).toBe(true);
      expect(await closedWithin(feed, 3000)).toBe(SESSION_ENDED_CLOSE.code);
      await sendAlert(staff, learner.partyId, 'After the logout');
      await expectNoAlert(feed);
    } finally {
      await feed.close();
    }
  });

  it('closes when a login elsewhere takes the session over (SM-07), while the new session hears alerts', async () => {
    const learner = LOAD_LEARNERS[31]!;
    await loginAs(stack, learner.email, { browser: 'first machine' });
    const replaced = await openFeed('first machine');
    await loginAs(stack, learner.email, { browser: 'second machine', takeOver: true });
    const current = await openFeed('second machine');
    try {
      expect(await closedWithin(replaced, 3000)).toBe(SESSION_ENDED_CLOSE.code);
      await sendAlert(staff, learner.partyId, 'After the take-over');
      expect((await current.next()).inboxItemAdded.alert?.alertName).toBe('After the take-over');
      await expectNoAlert(replaced);
    } finally {
      await replaced.close();
      await current.close();
    }
  });

  it('closes when staff deactivate the learner', async () => {
    const learner = LOAD_LEARNERS[32]!;
    await loginAs(stack, learner.email, { browser: 'deactivated' });
    const feed = await openFeed('deactivated');
    try {
      const off = await staff.data(SetUserActiveDocument, { userId: learner.userId, active: false });
      expect(off.setUserActive.ok).toBe(true);
      expect(await closedWithin(feed, 3000)).toBe(SESSION_ENDED_CLOSE.code);
    } finally {
      await feed.close();
      await staff.data(SetUserActiveDocument, { userId: learner.userId, active: true });
    }
  });

  it('closes when the learner changes their password', async () => {
    const learner = LOAD_LEARNERS[33]!;
    const caller = await loginAs(stack, learner.email, { browser: 'new password' });
    const feed = await openFeed('new password');
    try {
      const changed = await caller.data(ChangePasswordDocument, {
        input: { currentPassword: DEMO_PASSWORD, newPassword: 'Another@Pass1' },
      });
      expect(changed.changePassword.userErrors).toEqual([]);
      expect(await closedWithin(feed, 3000)).toBe(SESSION_ENDED_CLOSE.code);
    } finally {
      await feed.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('a socket on another replica ends with its session (Redis)', () => {
  let stack: Stack;
  let replica: Awaited<ReturnType<typeof createGateway>>;
  let replicaUrl: string;
  let staff: Caller;
  // Channels of this test's own: parallel test files on the same Redis have the same user ids.
  const suffix = randomBytes(4).toString('hex');
  const channels = { INBOX_CHANNEL: `finx-test:inbox:${suffix}`, SESSION_CHANNEL: `finx-test:gw:${suffix}` };

  beforeAll(async () => {
    stack = await startStack({ gatewayEnv: channels });
    replica = await createGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        UPSTREAM_URL: stack.restUrl,
        UPSTREAM_TIMEOUT_MS: '20000',
        REDIS_URL: redisUrl ?? '',
        ...channels,
      }),
    );
    await replica.app.listen({ port: 0, host: '127.0.0.1' });
    replicaUrl = `http://127.0.0.1:${(replica.app.server.address() as AddressInfo).port}`;
    staff = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
  });
  afterAll(async () => {
    await replica?.close();
    await stack?.close();
  });

  const openFeed = (browser: string) =>
    subscribe(replicaUrl, InboxItemAddedDocument, { cookies: stack.cookiesOf(browser) });

  it('closes a socket held by the other replica at logout through the first', async () => {
    const learner = LOAD_LEARNERS[34]!;
    const caller = await loginAs(stack, learner.email, { browser: 'logout' });
    const feed = await openFeed('logout');
    try {
      expect((await caller.data(LogoutDocument)).logout.ok).toBe(true);
      expect(await closedWithin(feed, 3000)).toBe(SESSION_ENDED_CLOSE.code);
      await sendAlert(staff, learner.partyId, 'After the logout');
      await expectNoAlert(feed);
    } finally {
      await feed.close();
    }
  });

  it('closes a socket held by the other replica when a login through the first takes over', async () => {
    const learner = LOAD_LEARNERS[35]!;
    await loginAs(stack, learner.email, { browser: 'first machine' });
    const replaced = await openFeed('first machine');
    await loginAs(stack, learner.email, { browser: 'second machine', takeOver: true });
    try {
      expect(await closedWithin(replaced, 3000)).toBe(SESSION_ENDED_CLOSE.code);
      await sendAlert(staff, learner.partyId, 'After the take-over');
      await expectNoAlert(replaced);
    } finally {
      await replaced.close();
    }
  });
});

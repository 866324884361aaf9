import { InboxKind, InboxSendMessage, ReasonCode, SystemAlert } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY, LOAD_LEARNERS } from '@finx/rest-api';
import { createGateway, loadConfig as loadGatewayConfig, MAX_SOCKETS_PER_USER } from '@finx/gateway-graphql';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutDocument,
  InboxItemAddedDocument,
  LearnerHeaderDocument,
  MarkAlertsReadDocument,
  MarkNotificationsReadDocument,
  MyAlertsDocument,
  MyNotificationsDocument,
  StartPaymentDocument,
} from '../../client/src/graphql/generated/graphql';
import { SendInboxItemDocument } from '../src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { payInSandbox } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';
import { subscribe } from '../src/harness/subscription';

const { learner, secondLearner, admin } = DEMO_ACCOUNTS;
const activity = DEMO_LEARNER_ACTIVITY.learner;

const sendAlert = (staff: Caller, partyId: number, title: string) =>
  staff.data(SendInboxItemDocument, { input: { partyId, kind: InboxKind.ALERT, title } });

describe('gateway alerts and messages: View All, mark as read, staff sending, the live feed', () => {
  let stack: Stack;
  let mine: Caller;
  let theirs: Caller;
  let staff: Caller;

  beforeAll(async () => {
    stack = await startStack();
    mine = await loginAs(stack, learner.email, { browser: 'learner' });
    theirs = await loginAs(stack, secondLearner.email, { browser: 'second' });
    staff = await loginAs(stack, admin.email, { browser: 'admin' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages the alerts on the server and filters the unread messages', async () => {
    const first = (await mine.data(MyAlertsDocument, { page: 1, pageSize: 2 })).myAlerts;
    expect(first.totalRecords).toBe(activity.alertIds.length);
    expect(first.items.map((item) => item.alertId)).toEqual(activity.alertIds.slice(0, 2));
    const second = (await mine.data(MyAlertsDocument, { page: 2, pageSize: 2 })).myAlerts;
    expect(second.items.map((item) => item.alertId)).toEqual(activity.alertIds.slice(2, 4));
    const unread = (await mine.data(MyNotificationsDocument, { unreadOnly: true, pageSize: 50 }))
      .myNotifications;
    expect(unread.items.map((item) => item.notifyHistoryId)).toEqual(activity.unreadNotificationIds);
  });

  it('refuses a page size over the limit as bad input, not a server error', async () => {
    const response = await mine.graphql(MyAlertsDocument, { pageSize: 500 });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
  });

  it('delivers a staff alert to the learner’s open socket, and to nobody else', async () => {
    const feed = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, {
      cookies: stack.cookiesOf('learner'),
    });
    const otherFeed = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, {
      cookies: stack.cookiesOf('second'),
    });
    try {
      const sent = (await sendAlert(staff, learner.partyId, 'Your certificate is ready')).sendInboxItem;
      expect(sent.userErrors).toEqual([]);
      const event = await feed.next();
      expect(event.inboxItemAdded.alert).toMatchObject({
        id: sent.alert?.id,
        alertName: 'Your certificate is ready',
        isRead: false,
      });
      expect(event.inboxItemAdded.notification).toBeNull();

      // The other learner's first event is their own: the learner's alert never reached them.
      await sendAlert(staff, secondLearner.partyId, 'For the second learner');
      expect((await otherFeed.next()).inboxItemAdded.alert?.alertName).toBe('For the second learner');
    } finally {
      await feed.close();
      await otherFeed.close();
    }
  });

  it('keeps each test stack’s feed to itself on a shared Redis (same demo ids, other database)', async () => {
    // Test files run at once against one Redis server with the same seeded party ids: a channel shared
    // between stacks handed one file's alerts to another's subscriber (a CI failure in gateway-jobs-inbox).
    const other = await startStack();
    const feed = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, {
      cookies: stack.cookiesOf('learner'),
    });
    try {
      const otherStaff = await loginAs(other, admin.email, { browser: 'admin' });
      await sendAlert(otherStaff, learner.partyId, 'From another stack');
      await sendAlert(staff, learner.partyId, 'From this stack');
      expect((await feed.next()).inboxItemAdded.alert?.alertName).toBe('From this stack');
    } finally {
      await feed.close();
      await other.close();
    }
  });

  it('refuses a connection without a session, and queries over the socket', async () => {
    const anonymous = await subscribe(stack.gatewayUrl, InboxItemAddedDocument);
    expect(await anonymous.closed).toBe(4403);

    const foreign = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, {
      cookies: stack.cookiesOf('learner'),
      headers: { origin: 'https://evil.example' },
    });
    expect(await foreign.closed).toBe(4403);

    const query = await subscribe(stack.gatewayUrl, LearnerHeaderDocument as never, {
      cookies: stack.cookiesOf('learner'),
    });
    await expect(query.next()).rejects.toThrow(/Only subscriptions/);
    await query.close();
  });

  it('holds a user to MAX_SOCKETS_PER_USER open sockets, and frees a place when one closes', async () => {
    const cookies = stack.cookiesOf('learner');
    const open = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_USER }, () =>
        subscribe(stack.gatewayUrl, InboxItemAddedDocument, { cookies }),
      ),
    );
    try {
      const extra = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, { cookies });
      expect(await extra.closed).toBe(4403);
      // Another user is not held to this user's count.
      const other = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, {
        cookies: stack.cookiesOf('second'),
      });
      await other.close();
      await open.pop()?.close();
      const again = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, { cookies });
      await expect(
        Promise.race([again.closed, new Promise((resolve) => setTimeout(() => resolve('open'), 300))]),
      ).resolves.toBe('open');
      open.push(again);
    } finally {
      await Promise.all(open.map((feed) => feed.close()));
    }
  });

  it('does not serve subscriptions over HTTP', async () => {
    const response = await mine.graphql(InboxItemAddedDocument);
    expect(response.body.errors?.[0]?.message).toMatch(/Subscriptions are not supported/);
  });

  it('marks one alert read and then all, answering the header with the counts it shows', async () => {
    const before = (await mine.data(LearnerHeaderDocument)).learnerHeader;
    const [newest] = before.latestAlerts;
    const one = (await mine.data(MarkAlertsReadDocument, { ids: [newest!.id] })).markAlertsRead;
    expect(one.readIds).toEqual([newest!.id]);
    expect(one.learnerHeader?.alertCount).toBe(before.alertCount - 1);
    expect(one.learnerHeader?.latestAlerts.map((alert) => alert.id)).not.toContain(newest!.id);

    const all = (await mine.data(MarkNotificationsReadDocument, {})).markNotificationsRead;
    expect(all.readIds).toHaveLength(before.notificationCount);
    expect(all.learnerHeader).toMatchObject({ notificationCount: 0, latestNotifications: [] });
  });

  it("cannot mark another learner's alert read", async () => {
    const header = (await theirs.data(LearnerHeaderDocument)).learnerHeader;
    const [theirNewest] = header.latestAlerts;
    const attempt = (await mine.data(MarkAlertsReadDocument, { ids: [theirNewest!.id] })).markAlertsRead;
    expect(attempt.readIds).toEqual([]);
    expect((await theirs.data(LearnerHeaderDocument)).learnerHeader.alertCount).toBe(header.alertCount);
  });

  it('alerts the learner once when a payment goes through, however often the provider calls back', async () => {
    const buyer = await loginAs(stack, LOAD_LEARNERS[36]!.email, { browser: 'buyer' });
    const { order } = (await buyer.data(CheckoutDocument, { productIds: ['3008'] })).checkout;
    const { handoff } = (
      await buyer.data(StartPaymentDocument, {
        orderId: String(order!.orderId),
        totalOrderPrice: order!.totalOrderPrice,
      })
    ).startPayment;
    const autoPost = await payInSandbox(stack, handoff!);
    expect((await stack.form('/payment/callback', autoPost.fields)).status).toBe(303);
    await stack.form('/payment/callback', autoPost.fields);

    const expected = SystemAlert.paymentReceived(order!.orderId);
    const alerts = (await buyer.data(MyAlertsDocument, { pageSize: 50 })).myAlerts.items;
    expect(alerts.filter((alert) => alert.alertName === expected)).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ alertName: expected, isRead: false });
  });

  it('lets staff only send, with a clear message for a blank title and an unknown learner', async () => {
    const learnerSends = await mine.graphql(SendInboxItemDocument, {
      input: { partyId: secondLearner.partyId, kind: InboxKind.MESSAGE, title: 'Hi' },
    });
    expect(errorCodes(learnerSends)).toEqual([ReasonCode.FORBIDDEN]);

    const blank = (await sendAlert(staff, learner.partyId, '   ')).sendInboxItem;
    expect(blank.userErrors).toEqual([
      { code: ReasonCode.VALIDATION_FAILED, field: 'input.title', message: InboxSendMessage.TITLE_REQUIRED },
    ]);
    const notLearner = (await sendAlert(staff, admin.partyId, 'Hello')).sendInboxItem;
    expect(notLearner.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, 'input.partyId'],
    ]);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two gateway replicas sharing Redis', () => {
  let stack: Stack;
  let replica: Awaited<ReturnType<typeof createGateway>>;
  let replicaUrl: string;
  // A channel of this test's own, so parallel test files on the same Redis never hear each other.
  const channel = `finx-test:inbox:${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    stack = await startStack({ gatewayEnv: { INBOX_CHANNEL: channel } });
    replica = await createGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        UPSTREAM_URL: stack.restUrl,
        REDIS_URL: redisUrl ?? '',
        INBOX_CHANNEL: channel,
      }),
    );
    await replica.app.listen({ port: 0, host: '127.0.0.1' });
    replicaUrl = `http://127.0.0.1:${(replica.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await replica?.close();
    await stack?.close();
  });

  it('delivers an alert sent through one replica to a socket open on the other', async () => {
    await loginAs(stack, learner.email, { browser: 'learner' });
    const staff = await loginAs(stack, admin.email, { browser: 'admin' });
    const feed = await subscribe(replicaUrl, InboxItemAddedDocument, { cookies: stack.cookiesOf('learner') });
    try {
      await sendAlert(staff, learner.partyId, 'Sent through the first replica');
      expect((await feed.next()).inboxItemAdded.alert?.alertName).toBe('Sent through the first replica');
    } finally {
      await feed.close();
    }
  });
});

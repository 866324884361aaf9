import { DEMO_LEARNER_ACTIVITY } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

const HEADER = `{
  learnerHeader {
    id cartCount wishlistCount alertCount notificationCount
    latestAlerts { id alertId alertName alertStartDateTime }
    latestNotifications { id notifyHistoryId fromEmailId emailSubjectText lastAttemptDatetime deliveryDate }
  }
}`;
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { sessionToken userErrors { code } } }';

interface HeaderData {
  learnerHeader: {
    id: string;
    cartCount: number;
    wishlistCount: number;
    alertCount: number;
    notificationCount: number;
    latestAlerts: { id: string; alertId: number; alertName: string; alertStartDateTime: string }[];
    latestNotifications: { id: string; notifyHistoryId: number; lastAttemptDatetime: string | null }[];
  };
}

describe('gateway learner header', () => {
  let stack: Stack;
  const signIn = async (username: string, browser: string) => {
    const response = await stack.graphql(
      LOGIN,
      { input: { username, password: 'Demo@1234' } },
      { cookie: browser },
    );
    expectNoInternalErrors(response);
    expect(response.body.data).toEqual({ login: { sessionToken: null, userErrors: [] } });
  };

  beforeAll(async () => {
    stack = await startStack();
    await signIn('learner@finx.demo', 'learner');
    await signIn('admin@finx.demo', 'admin');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("answers the learner's counts and latest three unread items from the demo data", async () => {
    const response = await stack.graphql<HeaderData>(HEADER, undefined, { cookie: 'learner' });
    expectNoInternalErrors(response);
    expect(response.body.errors).toBeUndefined();
    const header = response.body.data?.learnerHeader;
    const demo = DEMO_LEARNER_ACTIVITY.learner;
    expect(header).toMatchObject({
      id: 'LearnerHeader:1001',
      cartCount: demo.cartProductIds.length,
      wishlistCount: demo.wishlistProductIds.length,
      alertCount: demo.unreadAlertIds.length,
      notificationCount: demo.unreadNotificationIds.length,
    });
    expect(header?.latestAlerts.map((alert) => alert.alertId)).toEqual(demo.unreadAlertIds.slice(0, 3));
    expect(header?.latestNotifications.map((item) => item.notifyHistoryId)).toEqual(
      demo.unreadNotificationIds.slice(0, 3),
    );
    for (const alert of header?.latestAlerts ?? []) {
      expect(alert.id).toBe(String(alert.alertId));
      expect(new Date(alert.alertStartDateTime).toISOString()).toBe(alert.alertStartDateTime);
    }
  });

  it('refuses other roles with FORBIDDEN and anonymous callers with UNAUTHENTICATED', async () => {
    const admin = await stack.graphql(HEADER, undefined, { cookie: 'admin' });
    expectNoInternalErrors(admin);
    expect(errorCodes(admin)).toEqual(['FORBIDDEN']);
    expect(admin.body.data).toBeNull();

    const anonymous = await stack.graphql(HEADER);
    expectNoInternalErrors(anonymous);
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(anonymous.body.errors?.[0]?.extensions?.reasonCode).toBe('SESSION_EXPIRED');
  });

  it('serves 10 parallel header requests of one session (jti rotation under concurrency)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => stack.graphql<HeaderData>(HEADER, undefined, { cookie: 'learner' })),
    );
    for (const response of responses) {
      expectNoInternalErrors(response);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.learnerHeader.cartCount).toBe(
        DEMO_LEARNER_ACTIVITY.learner.cartProductIds.length,
      );
    }
    // The session survived the storm: a later request still works.
    const after = await stack.graphql<HeaderData>(HEADER, undefined, { cookie: 'learner' });
    expectNoInternalErrors(after);
    expect(after.body.errors).toBeUndefined();
  });

  it('serves parallel requests of a bearer session too', async () => {
    const login = await stack.graphql<{ login: { sessionToken: string } }>(LOGIN, {
      input: {
        username: 'learner@finx.demo',
        password: 'Demo@1234',
        bearer: true,
        logoutOtherSessions: true,
      },
    });
    const bearer = login.body.data?.login.sessionToken ?? '';
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => stack.graphql<HeaderData>(HEADER, undefined, { bearer })),
    );
    for (const response of responses) {
      expectNoInternalErrors(response);
      expect(response.body.errors).toBeUndefined();
    }
  });
});

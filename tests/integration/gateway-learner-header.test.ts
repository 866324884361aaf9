import { RestPath } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JobSearchDocument,
  LearnerHeaderDocument,
  MyLearningDocument,
  ProductsDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

describe('gateway learner header', () => {
  let stack: Stack;
  let learner: Caller;
  let admin: Caller;

  beforeAll(async () => {
    stack = await startStack();
    learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'learner' });
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("answers the learner's counts and latest three unread items from the demo data", async () => {
    const header = (await learner.data(LearnerHeaderDocument)).learnerHeader;
    const demo = DEMO_LEARNER_ACTIVITY.learner;
    expect(header).toMatchObject({
      id: 'LearnerHeader:1001',
      cartCount: demo.cartProductIds.length,
      wishlistCount: demo.wishlistProductIds.length,
      alertCount: demo.unreadAlertIds.length,
      notificationCount: demo.unreadNotificationIds.length,
    });
    expect(header.latestAlerts.map((alert) => alert.alertId)).toEqual(demo.unreadAlertIds.slice(0, 3));
    expect(header.latestNotifications.map((item) => item.notifyHistoryId)).toEqual(
      demo.unreadNotificationIds.slice(0, 3),
    );
    expect(header.latestAlerts.length).toBeGreaterThan(0);
    for (const alert of header.latestAlerts) {
      expect(alert.id).toBe(String(alert.alertId));
      expect(new Date(alert.alertStartDateTime).toISOString()).toBe(alert.alertStartDateTime);
    }
  });

  it('counts the videos and courses the learner is not enrolled in and the open jobs not applied to', async () => {
    const header = (await learner.data(LearnerHeaderDocument)).learnerHeader;
    const mine = (await learner.data(MyLearningDocument)).myLearning;
    const listed = async (type: 'VIDEO' | 'COURSE') => {
      const { products } = await learner.data(ProductsDocument, { filter: { type }, page: 1, pageSize: 1 });
      return products.total - mine.filter((item) => item.productType === type).length;
    };
    const jobs = (await learner.data(JobSearchDocument, { page: 1, pageSize: 1 })).jobSearch;
    expect(header.videoCount).toBe(await listed('VIDEO'));
    expect(header.courseCount).toBe(await listed('COURSE'));
    // Priya has applied to no job: every job her list shows is still open to her.
    expect(header.jobCount).toBe(jobs.total);
    expect(Math.min(header.videoCount, header.courseCount, header.jobCount)).toBeGreaterThan(0);
  });

  it('reads the whole header with one upstream request: the read batch, one authentication', async () => {
    const { result, requests } = await stack.restRequestsDuring(() => learner.data(LearnerHeaderDocument));
    expect(requests).toEqual([`POST ${RestPath.BATCH}`]);
    expect(result.learnerHeader.alertCount).toBe(DEMO_LEARNER_ACTIVITY.learner.unreadAlertIds.length);
  });

  it('refuses other roles with FORBIDDEN and anonymous callers with UNAUTHENTICATED', async () => {
    const forbidden = await admin.graphql(LearnerHeaderDocument);
    expect(errorCodes(forbidden)).toEqual(['FORBIDDEN']);
    expect(forbidden.body.data).toBeNull();

    const anonymous = await stack.graphql(LearnerHeaderDocument);
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(anonymous.body.errors?.[0]?.extensions?.reasonCode).toBe('SESSION_EXPIRED');
  });

  it('serves 10 parallel header requests of one session (jti rotation under concurrency)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => learner.graphql(LearnerHeaderDocument)),
    );
    for (const response of responses) {
      expect(dataOf(response).learnerHeader.cartCount).toBe(
        DEMO_LEARNER_ACTIVITY.learner.cartProductIds.length,
      );
    }
    // The session survived the storm: a later request still works.
    dataOf(await learner.graphql(LearnerHeaderDocument));
  });

  it('serves parallel requests of a bearer session too', async () => {
    const app = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { bearer: true });
    const responses = await Promise.all(Array.from({ length: 10 }, () => app.graphql(LearnerHeaderDocument)));
    for (const response of responses) {
      expect(dataOf(response).learnerHeader.id).toBe('LearnerHeader:1001');
    }
  });
});

import { type Alert, type LearnerListCounts, type Notification, ReasonCode, RestPath } from '@finx/domain';
import { and, eq, gte, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { jobApplications, jobs } from '../../db/schema/jobs';
import { DEMO_ACCOUNTS, DEMO_JOB_IDS, DEMO_LEARNER_ACTIVITY } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { LATEST_UNREAD_LIMIT } from './learner-header.service';

const { learner, secondLearner, admin } = DEMO_ACCOUNTS;
const activity = DEMO_LEARNER_ACTIVITY.learner;

let api: TestRestApi;
let client: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  client = api.client();
  await client.loginAs(learner.email);
});
afterAll(() => api?.close());

const own = (extra: Record<string, number> = {}) => ({ query: { partyId: learner.partyId, ...extra } });

describe('learner header counts (000 §7: read totalRecords)', () => {
  it('counts unread alerts and messages', async () => {
    const alerts = await client.get(RestPath.ALERT_COUNT, own());
    expect(alerts.body).toMatchObject({ status: 'success', totalRecords: activity.unreadAlertIds.length });
    const messages = await client.get(RestPath.NOTIFICATION_COUNT, own());
    expect(messages.body.totalRecords).toBe(activity.unreadNotificationIds.length);
  });
});

describe('the Videos, Courses and Jobs badges (001 §2 screen 1): what is still open to the learner', () => {
  const listCounts = async () =>
    (await client.get<LearnerListCounts>(RestPath.LIST_COUNTS, own())).body.responseObject;

  /** The same counts read another way: the active catalogue and the open jobs, less the learner's own. */
  const expected = async (): Promise<LearnerListCounts> => {
    const db = api.db;
    const held = db
      .select({ id: enrolments.productId })
      .from(enrolments)
      .where(eq(enrolments.partyId, learner.partyId));
    const applied = db
      .select({ id: jobApplications.jobId })
      .from(jobApplications)
      .where(eq(jobApplications.partyId, learner.partyId));
    const open = (type: 'VIDEO' | 'COURSE') =>
      db
        .select({ id: products.productId })
        .from(products)
        .where(and(eq(products.active, true), eq(products.type, type), notInArray(products.productId, held)));
    const openJobs = await db
      .select({ id: jobs.jobId })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'OPEN'),
          gte(jobs.closesOn, new Date().toISOString().slice(0, 10)),
          notInArray(jobs.jobId, applied),
        ),
      );
    return {
      videos: (await open('VIDEO')).length,
      courses: (await open('COURSE')).length,
      jobs: openJobs.length,
    };
  };

  it('counts active videos and courses not enrolled in, and open jobs not applied to', async () => {
    const before = await listCounts();
    expect(before).toEqual(await expected());
    expect(before?.videos).toBeGreaterThan(0);
    expect(before?.courses).toBeGreaterThan(0);
    expect(before?.jobs).toBeGreaterThan(0);
  });

  it('goes down as the learner enrols or applies, and when a job closes', async () => {
    const before = (await listCounts())!;
    const [video] = await api.db
      .select({ id: products.productId })
      .from(products)
      .where(and(eq(products.active, true), eq(products.type, 'VIDEO')))
      .limit(1);
    await api.db
      .insert(enrolments)
      .values({ partyId: learner.partyId, productId: video!.id, source: 'STAFF' });
    const applied = await client.post(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: DEMO_JOB_IDS.branchOperations,
      answers: [],
    });
    expect(applied.status).toBe(200);
    await api.db.update(jobs).set({ closesOn: '2020-01-31' }).where(eq(jobs.jobId, DEMO_JOB_IDS.kycAnalyst));
    expect(await listCounts()).toEqual({
      videos: before.videos - 1,
      courses: before.courses,
      jobs: before.jobs - 2,
    });
  });

  it('follows the catalogue as products are added, withdrawn, retyped and deleted (the count triggers)', async () => {
    const follows = async () => expect(await listCounts()).toEqual(await expected());
    const [category] = await api.db.select({ id: products.categoryId }).from(products).limit(1);
    const product = (productId: number, type: 'VIDEO' | 'COURSE', active: boolean) => ({
      productId,
      type,
      active,
      name: `Counted ${productId}`,
      description: 'Added by the badge test',
      categoryId: category!.id,
      subjectArea: 'Banking',
      level: 'Beginner',
      durationMinutes: 30,
      pricePaise: 100_00,
    });
    // One statement adding several of both types, one of them inactive.
    await api.db
      .insert(products)
      .values([
        product(990_001, 'VIDEO', true),
        product(990_002, 'VIDEO', true),
        product(990_003, 'COURSE', true),
        product(990_004, 'COURSE', false),
      ]);
    await follows();
    await api.db.update(products).set({ active: false }).where(eq(products.productId, 990_001));
    await follows();
    await api.db.update(products).set({ active: true }).where(eq(products.productId, 990_004));
    await follows();
    await api.db.update(products).set({ type: 'COURSE' }).where(eq(products.productId, 990_002));
    await follows();
    await api.db.delete(products).where(inArray(products.productId, [990_001, 990_002, 990_003, 990_004]));
    await follows();
  });

  it("refuses another learner's counts", async () => {
    const other = await api.signedIn(secondLearner.email);
    expect((await other.get(RestPath.LIST_COUNTS, own())).status).toBe(403);
  });
});

describe('several learners at once (their reads share one statement)', () => {
  it("answers each learner's own counts and latest items", async () => {
    const other = await api.signedIn(secondLearner.email);
    const second = DEMO_LEARNER_ACTIVITY.secondLearner;
    const theirs = { query: { partyId: secondLearner.partyId, viewAllFlag: 0 } };
    const [mine, minePreview, their, theirPreview, myCart, theirCart] = await Promise.all([
      client.get(RestPath.ALERT_COUNT, own()),
      client.get<never, Alert>(RestPath.ALERT_LIST, own({ viewAllFlag: 0 })),
      other.get(RestPath.ALERT_COUNT, theirs),
      other.get<never, Alert>(RestPath.ALERT_LIST, theirs),
      client.get(RestPath.CART_COUNT, { query: { partyID: learner.partyId } }),
      other.get(RestPath.CART_COUNT, { query: { partyID: secondLearner.partyId } }),
    ]);
    expect(mine.body.totalRecords).toBe(activity.unreadAlertIds.length);
    expect(their.body.totalRecords).toBe(second.unreadAlertIds.length);
    expect(their.body.totalRecords).not.toBe(mine.body.totalRecords);
    expect(minePreview.body.responseListObject?.map((alert) => alert.alertId)).toEqual(
      activity.unreadAlertIds.slice(0, LATEST_UNREAD_LIMIT),
    );
    expect(theirPreview.body.responseListObject?.map((alert) => alert.alertId)).toEqual(
      second.unreadAlertIds.slice(0, LATEST_UNREAD_LIMIT),
    );
    expect(myCart.body.responseObject).toBe(activity.cartProductIds.length);
    expect(theirCart.body.responseObject).toBe(second.cartProductIds.length);
  });
});

describe('alert and message lists', () => {
  it('answers the latest three unread alerts, newest first, for viewAllFlag=0', async () => {
    const response = await client.get<never, Alert>(RestPath.ALERT_LIST, own({ viewAllFlag: 0 }));
    const items = response.body.responseListObject ?? [];
    expect(items.map((alert) => alert.alertId)).toEqual(
      activity.unreadAlertIds.slice(0, LATEST_UNREAD_LIMIT),
    );
    expect(items.every((alert) => !alert.isRead)).toBe(true);
    expect(new Date(items[0]?.alertStartDateTime ?? '').toISOString()).toBe(items[0]?.alertStartDateTime);
  });

  it('answers every alert, read or not, newest first, for viewAllFlag=1', async () => {
    const response = await client.get<never, Alert>(RestPath.ALERT_LIST, own({ viewAllFlag: 1 }));
    const items = response.body.responseListObject ?? [];
    expect(items.map((alert) => alert.alertId)).toEqual(activity.alertIds);
    const times = items.map((alert) => Date.parse(alert.alertStartDateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers the latest three unread messages and all messages', async () => {
    const latest = await client.get<never, Notification>(RestPath.NOTIFICATION_LIST, own({ viewAllFlag: 0 }));
    expect(latest.body.responseListObject?.map((item) => item.notifyHistoryId)).toEqual(
      activity.unreadNotificationIds.slice(0, LATEST_UNREAD_LIMIT),
    );
    expect(latest.body.responseListObject?.[0]).toMatchObject({ fromEmailId: 'admissions@finx.in' });
    const all = await client.get<never, Notification>(RestPath.NOTIFICATION_LIST, own({ viewAllFlag: 1 }));
    expect(all.body.responseListObject?.map((item) => item.notifyHistoryId)).toEqual(
      activity.notificationIds,
    );
  });

  it('defaults to the latest unread when viewAllFlag is left out', async () => {
    const response = await client.get<never, Alert>(RestPath.ALERT_LIST, own());
    expect(response.body.responseListObject).toHaveLength(LATEST_UNREAD_LIMIT);
  });
});

describe('access to a learner inbox', () => {
  it('needs a signed-in caller', async () => {
    const visitor = api.client();
    await visitor.anonymous();
    const response = await visitor.get(RestPath.ALERT_COUNT, own());
    expect(response.status).toBe(401);
    expect(response.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
  });

  it("refuses another learner's inbox", async () => {
    const other = api.client();
    await other.loginAs(secondLearner.email);
    expect((await other.get(RestPath.NOTIFICATION_COUNT, own())).status).toBe(403);
    expect((await other.get(RestPath.ALERT_LIST, own({ viewAllFlag: 1 }))).status).toBe(403);
    const mine = await other.get(RestPath.ALERT_COUNT, { query: { partyId: secondLearner.partyId } });
    expect(mine.body.totalRecords).toBe(DEMO_LEARNER_ACTIVITY.secondLearner.unreadAlertIds.length);
  });

  it('lets an admin read it', async () => {
    const staff = api.client();
    await staff.loginAs(admin.email);
    const response = await staff.get(RestPath.ALERT_COUNT, own());
    expect(response.body.totalRecords).toBe(activity.unreadAlertIds.length);
  });

  it('refuses a request without a party id', async () => {
    const response = await client.get(RestPath.ALERT_COUNT, { query: { viewAllFlag: 0 } });
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
  });
});

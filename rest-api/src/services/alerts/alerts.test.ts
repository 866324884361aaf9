import { type Alert, InboxKind, type Notification, ReasonCode, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

const { learner, secondLearner, admin } = DEMO_ACCOUNTS;
const activity = DEMO_LEARNER_ACTIVITY.learner;

let api: TestRestApi;
let client: RestTestClient;
let other: RestTestClient;
let staff: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  client = await api.signedIn(learner.email);
  other = await api.signedIn(secondLearner.email);
  staff = await api.signedIn(admin.email);
});
afterAll(() => api?.close());

const page = (extra: Record<string, number | string> = {}) => ({
  query: { partyId: learner.partyId, ...extra },
});

describe('View All pages', () => {
  it('pages the alerts on the server, newest first, with the total', async () => {
    const first = await client.get<never, Alert>(RestPath.ALERT_PAGE, page({ page: 1, pageSize: 2 }));
    expect(first.body).toMatchObject({ status: 'success', totalRecords: activity.alertIds.length });
    expect(first.body.responseListObject?.map((alert) => alert.alertId)).toEqual(
      activity.alertIds.slice(0, 2),
    );
    const second = await client.get<never, Alert>(RestPath.ALERT_PAGE, page({ page: 2, pageSize: 2 }));
    expect(second.body.responseListObject?.map((alert) => alert.alertId)).toEqual(
      activity.alertIds.slice(2, 4),
    );
  });

  it('filters the unread messages', async () => {
    const unread = await client.get<never, Notification>(
      RestPath.NOTIFICATION_PAGE,
      page({ unreadOnly: 1, pageSize: 50 }),
    );
    expect(unread.body.totalRecords).toBe(activity.unreadNotificationIds.length);
    expect(unread.body.responseListObject?.every((item) => item.isRead === false)).toBe(true);
  });

  it('refuses a page size over the limit with 400', async () => {
    const response = await client.get(RestPath.ALERT_PAGE, page({ pageSize: 51 }));
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
  });
});

describe('mark as read', () => {
  it("refuses another learner's alerts and changes nothing", async () => {
    const [alertId] = activity.unreadAlertIds;
    const response = await other.post(RestPath.ALERT_READ, { partyId: learner.partyId, ids: [alertId] });
    expect(response.status).toBe(403);
    // Their own party with the learner's id: the statement names their party, so no row matches.
    const own = await other.post(RestPath.ALERT_READ, { partyId: secondLearner.partyId, ids: [alertId] });
    expect(own.body.responseObject).toEqual({ readIds: [] });
    const count = await client.get(RestPath.ALERT_COUNT, page());
    expect(count.body.totalRecords).toBe(activity.unreadAlertIds.length);
  });

  it('marks one alert read, then all', async () => {
    const [first] = activity.unreadAlertIds;
    const one = await client.post(RestPath.ALERT_READ, { partyId: learner.partyId, ids: [first] });
    expect(one.body.responseObject).toEqual({ readIds: [first] });
    const after = await client.get(RestPath.ALERT_COUNT, page());
    expect(after.body.totalRecords).toBe(activity.unreadAlertIds.length - 1);

    const all = await client.post(RestPath.ALERT_READ, { partyId: learner.partyId });
    expect(all.body.totalRecords).toBe(activity.unreadAlertIds.length - 1);
    expect((await client.get(RestPath.ALERT_COUNT, page())).body.totalRecords).toBe(0);
  });

  it('lets staff read an inbox but not mark it', async () => {
    const response = await staff.post(RestPath.NOTIFICATION_READ, { partyId: learner.partyId });
    expect(response.status).toBe(403);
    const unread = await staff.get(RestPath.NOTIFICATION_PAGE, page({ unreadOnly: 1 }));
    expect(unread.body.totalRecords).toBe(activity.unreadNotificationIds.length);
  });

  it('refuses an empty id list', async () => {
    const response = await client.post(RestPath.NOTIFICATION_READ, { partyId: learner.partyId, ids: [] });
    expect(response.status).toBe(400);
  });
});

describe('sendMailSmsToUser', () => {
  it('lets staff send a message the learner then reads first', async () => {
    const sent = await staff.post(RestPath.SEND_MAIL_SMS_TO_USER, {
      partyId: learner.partyId,
      kind: InboxKind.MESSAGE,
      title: 'Your documents were verified',
    });
    expect(sent.body.status).toBe('success');
    const created = (sent.body.responseObject as { notification: Notification }).notification;
    expect(created).toMatchObject({ emailSubjectText: 'Your documents were verified', isRead: false });
    const latest = await client.get<never, Notification>(RestPath.NOTIFICATION_PAGE, page({ pageSize: 1 }));
    expect(latest.body.responseListObject?.[0]?.notifyHistoryId).toBe(created.notifyHistoryId);
  });

  it('refuses learners and a title that is blank', async () => {
    const body = { partyId: secondLearner.partyId, kind: InboxKind.ALERT, title: 'Hello' };
    expect((await client.post(RestPath.SEND_MAIL_SMS_TO_USER, body)).status).toBe(403);
    expect((await staff.post(RestPath.SEND_MAIL_SMS_TO_USER, { ...body, title: '  ' })).status).toBe(400);
  });

  it('answers NOT_FOUND for a party that is not a learner', async () => {
    const response = await staff.post(RestPath.SEND_MAIL_SMS_TO_USER, {
      partyId: admin.partyId,
      kind: InboxKind.ALERT,
      title: 'Hello',
    });
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_FOUND });
  });
});

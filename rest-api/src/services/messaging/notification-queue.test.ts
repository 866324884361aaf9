import { type NotificationQueueRow, ReasonCode, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

const RECIPIENT = 'queue.reader@finx.demo';

describe('queue/notification: the mail and SMS queue (001 §7 Notification)', () => {
  it('shows admin each queued message with its state, filtered and paged; ops and learners are refused', async () => {
    await api.db.insert(outboxMessages).values([
      { channel: 'EMAIL', recipient: RECIPIENT, subject: 'Waiting', body: 'b' },
      { channel: 'EMAIL', recipient: RECIPIENT, subject: 'Delivered', body: 'b', sentAt: new Date() },
      { channel: 'EMAIL', recipient: RECIPIENT, subject: 'Bounced', body: 'b', providerError: 'SMTP 550' },
    ]);
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    const list = (query: Record<string, string>) =>
      admin.get<never, NotificationQueueRow>(RestPath.QUEUE_NOTIFICATION, { query });

    const all = await list({ recipient: RECIPIENT.toUpperCase() });
    expect(all.body.totalRecords).toBe(3);
    const states = Object.fromEntries(all.body.responseListObject!.map((row) => [row.subject, row.state]));
    expect(states).toEqual({ Waiting: 'QUEUED', Delivered: 'SENT', Bounced: 'FAILED' });
    const failed = await list({ recipient: RECIPIENT, state: 'FAILED' });
    expect(failed.body.responseListObject).toEqual([
      expect.objectContaining({ subject: 'Bounced', providerError: 'SMTP 550', sentDate: null }),
    ]);
    const paged = await list({ recipient: RECIPIENT, limit: '2', page: '2' });
    expect(paged.body).toMatchObject({ totalRecords: 3, responseListObject: [expect.anything()] });
    expect((await list({ channel: 'SMS', recipient: RECIPIENT })).body.totalRecords).toBe(0);

    const bads: Record<string, string>[] = [{ state: 'LOST' }, { channel: 'FAX' }, { limit: '1000' }];
    for (const query of bads) {
      const bad = await list(query);
      expect(bad.status).toBe(400);
      expect(bad.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    }
    for (const email of [DEMO_ACCOUNTS.ops.email, DEMO_ACCOUNTS.learner.email]) {
      const other = await api.signedIn(email);
      expect((await other.get(RestPath.QUEUE_NOTIFICATION)).status).toBe(403);
    }
  });
});

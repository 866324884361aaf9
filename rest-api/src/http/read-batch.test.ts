import { type BatchAnswer, type BatchRead, Header, ReasonCode, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY } from '../db/seed';
import type { QueryParams, RestTestClient } from '../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../testing/test-rest-api';
import { BATCH_READ_HEADER } from './read-batch';

const { learner } = DEMO_ACCOUNTS;
const activity = DEMO_LEARNER_ACTIVITY.learner;

let api: TestRestApi;
let client: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  client = await api.signedIn(learner.email);
});
afterAll(() => api?.close());

const read = (path: string, query?: QueryParams): BatchRead =>
  query ? { path, enc: client.cipher.encryptQueryValue(query) } : { path };

const batch = (reads: BatchRead[], on: RestTestClient = client) =>
  on.post<never, BatchAnswer>(RestPath.BATCH, { reads });

describe('read batch', () => {
  it('answers every read as its path answers on its own, rotating the jti once', async () => {
    const own = { partyId: learner.partyId };
    const alone = [
      await client.get(RestPath.ALERT_COUNT, { query: own }),
      await client.get(RestPath.CART_COUNT, { query: { partyID: learner.partyId } }),
      await client.get(RestPath.NOTIFICATION_LIST, { query: { ...own, viewAllFlag: 1 } }),
    ];
    const before = client.jti;
    const response = await batch([
      read(RestPath.ALERT_COUNT, own),
      read(RestPath.CART_COUNT, { partyID: learner.partyId }),
      read(RestPath.NOTIFICATION_LIST, { ...own, viewAllFlag: 1 }),
    ]);
    expect(response.status).toBe(200);
    expect(response.headers[Header.JTI]).toBeDefined();
    expect(response.headers[Header.JTI]).not.toBe(before);
    const answers = response.body.responseListObject ?? [];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body)).toEqual(alone.map((single) => single.body));
    expect(answers[0]?.body).toMatchObject({ totalRecords: activity.unreadAlertIds.length });
  });

  it("applies each route's own access rule and validation to its read", async () => {
    const response = await batch([
      read(RestPath.PAYMENT_REPORT),
      read(RestPath.ALERT_LIST, { partyId: learner.partyId, viewAllFlag: 7 }),
      read(RestPath.ALERT_COUNT, { partyId: DEMO_ACCOUNTS.secondLearner.partyId }),
      read('/no-such-route'),
    ]);
    const answers = response.body.responseListObject ?? [];
    expect(answers.map((answer) => answer.status)).toEqual([403, 400, 403, 404]);
    expect(answers[0]?.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.FORBIDDEN });
    expect(answers[1]?.body).toMatchObject({ reasonCode: ReasonCode.VALIDATION_FAILED });
  });

  it('needs a signed-in caller', async () => {
    const visitor = api.client();
    await visitor.anonymous();
    const response = await batch([read(RestPath.HEALTH)], visitor);
    expect(response.status).toBe(401);
    expect(response.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
  });

  it('refuses a read outside a batch that names a batch it did not get from this process', async () => {
    const response = await client.get(RestPath.ALERT_COUNT, {
      query: { partyId: learner.partyId },
      authenticate: false,
      headers: { [BATCH_READ_HEADER]: 'a-key-nobody-was-given' },
    });
    expect(response.status).toBe(401);
    expect(response.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
  });

  it('refuses reads that are not our paths, carry a plain query, or are too many', async () => {
    for (const reads of [
      [{ path: 'http://example.com/x' }],
      [{ path: `${RestPath.ALERT_COUNT}?partyId=${learner.partyId}` }],
      [{ path: '//example.com/x' }],
      [],
      Array.from({ length: 17 }, () => read(RestPath.HEALTH)),
    ]) {
      const response = await batch(reads);
      expect(response.status).toBe(400);
      expect(response.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    }
  });

  it('answers fixed paths through their handlers, without an HTTP request per read', async () => {
    const inject = vi.spyOn(api.app, 'inject');
    try {
      const own = { partyId: learner.partyId };
      const response = await batch([
        read(RestPath.ALERT_COUNT, own),
        read(RestPath.HEALTH),
        read(`${RestPath.NOTIFICATION_LIST}/`, { ...own, viewAllFlag: 1 }),
      ]);
      // The batch itself is the only request the app saw.
      expect(inject).toHaveBeenCalledTimes(1);
      const answers = response.body.responseListObject ?? [];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers[1]?.body).toEqual({ status: 'ok' });
    } finally {
      inject.mockRestore();
    }
  });

  it('refuses a read whose query does not decrypt or names a sensitive field in the clear, on its own', async () => {
    const response = await batch([
      { path: RestPath.ALERT_COUNT, enc: 'not-a-cipher-text' },
      read(RestPath.ALERT_COUNT, { partyId: learner.partyId }),
    ]);
    const answers = response.body.responseListObject ?? [];
    expect(answers.map((answer) => answer.status)).toEqual([400, 200]);
    expect(answers[0]?.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.VALIDATION_FAILED });
  });

  it('still answers a path it has no handler for through routing, as that path answers alone', async () => {
    const alone = await client.get('/no-such-route');
    const response = await batch([read('/no-such-route'), read(RestPath.HEALTH)]);
    const answers = response.body.responseListObject ?? [];
    expect(answers[0]).toEqual({ status: alone.status, body: alone.body });
    expect(answers[1]?.status).toBe(200);
  });
});

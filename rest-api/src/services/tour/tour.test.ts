import { RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PASSWORD_FLOW_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

describe('tour (personnel data)', () => {
  it('marks the caller’s own tour completed', async () => {
    const { email, userId } = PASSWORD_FLOW_ACCOUNTS.feedbackLearner;
    const client = api.client();
    await client.loginAs(email);
    const before = await client.get(RestPath.PERSONNEL_DATA, { query: { studentID: userId } });
    expect(before.body.responseObject).toEqual({ studentID: userId, isTourCompleted: 0 });
    const put = await client.request('PUT', RestPath.PERSONNEL_DATA, {
      body: { studentID: userId, isTourCompleted: 1 },
    });
    expect(put.body.status).toBe('success');
    const after = await client.get(RestPath.PERSONNEL_DATA, { query: { studentID: userId } });
    expect(after.body.responseObject).toEqual({ studentID: userId, isTourCompleted: 1 });
    const other = await client.request('PUT', RestPath.PERSONNEL_DATA, {
      body: { studentID: DEMO_ACCOUNTS.learner.userId, isTourCompleted: 1 },
    });
    expect(other.status).toBe(403);
  });
});

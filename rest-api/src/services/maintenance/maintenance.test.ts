import { ReasonCode, RestPath, StaffAction, type StaffAuditRow } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

describe('maintenance (deployment flag)', () => {
  const on = {
    deploymentFlag: 1,
    notificationFlag: 1,
    startDate: new Date(Date.now() - 60_000).toISOString(),
    toDate: new Date(Date.now() + 3_600_000).toISOString(),
    loginDisabled: 0,
    upgradeNotice: null,
  };

  it('is off by default and public to read', async () => {
    const response = await (await api.anonymous()).get(RestPath.DEPLOYMENT_FLAG);
    expect(response.body.responseObject).toEqual({
      deploymentFlag: 0,
      notificationFlag: 0,
      startDate: null,
      toDate: null,
      loginDisabled: 0,
      upgradeNotice: null,
    });
  });

  it('is switched by staff (2 and 6) only, and refuses a window that ends before it starts', async () => {
    expect(
      (await (await api.anonymous()).request('PUT', RestPath.DEPLOYMENT_FLAG, { body: on })).status,
    ).toBe(401);
    const learner = await api.signedIn(DEMO_ACCOUNTS.secondLearner.email);
    expect((await learner.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: on })).status).toBe(403);
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    const backwards = { ...on, startDate: on.toDate, toDate: on.startDate };
    expect((await ops.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: backwards })).status).toBe(400);
    const switched = await ops.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: on });
    expect(switched.body.responseObject).toMatchObject({
      deploymentFlag: 1,
      notificationFlag: 1,
      toDate: on.toDate,
    });
    // While it is on, learners cannot sign in; staff can (they switch it off).
    expect((await api.client().login(DEMO_ACCOUNTS.tpo.email)).body.reasonCode).toBe(ReasonCode.RELOAD_HOME);
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    const off = { ...on, deploymentFlag: 0, notificationFlag: 0 };
    expect((await admin.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: off })).body.status).toBe('success');
    expect((await api.client().login(DEMO_ACCOUNTS.tpo.email)).body.status).toBe('success');

    // Each switch is in the audit log with who made it and the state before and after; the refused one is not.
    const log = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, { query: { entityId: '1' } });
    const switches = (log.body.responseListObject ?? []).filter(
      (row) => row.action === StaffAction.MAINTENANCE_CHANGE,
    );
    expect(switches.map((row) => row.actorPartyId)).toEqual([
      DEMO_ACCOUNTS.admin.partyId,
      DEMO_ACCOUNTS.ops.partyId,
    ]);
    expect(switches[1]).toMatchObject({ before: { deploymentFlag: 0 }, after: { deploymentFlag: 1 } });
    expect(switches[0]).toMatchObject({ before: { deploymentFlag: 1 }, after: { deploymentFlag: 0 } });
  });
});

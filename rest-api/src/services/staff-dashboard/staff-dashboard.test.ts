import { RestPath, StaffDashboardMessage, type StaffDashboardFigures } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 180_000);
afterAll(() => api?.close());

const read = (query: Record<string, string>, client = ops) =>
  client.get<StaffDashboardFigures>(RestPath.STAFF_DASHBOARD, { query });

describe('the staff dashboards’ figures', { timeout: 30_000 }, () => {
  it('is for admin and ops only', async () => {
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await read({}, learner)).status).toBe(403);
    const tpo = await api.signedIn(DEMO_ACCOUNTS.tpo.email);
    expect((await read({}, tpo)).status).toBe(403);
  });

  it('answers the last 30 days by default, one point a day, totals that add up', async () => {
    const figures = (await read({})).body.responseObject!;
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)?.date).toBe(figures.to);
    // The seed's accounts and purchases were made now: they are in today's figures.
    expect(figures.signUps).toBeGreaterThan(0);
    expect(figures.signUps).toBe(figures.days.reduce((sum, day) => sum + day.signUps, 0));
    expect(figures.enrolments).toBe(figures.days.reduce((sum, day) => sum + day.enrolments, 0));
    expect(figures.openAlerts).toBeGreaterThanOrEqual(0);
  });

  it('reads a chosen period, and refuses a wrong one with its message', async () => {
    const past = (await read({ from: '2020-01-01', to: '2020-01-31' })).body.responseObject!;
    expect(past).toMatchObject({
      from: '2020-01-01',
      to: '2020-01-31',
      signUps: 0,
      orders: 0,
      revenueRupees: 0,
    });
    expect(past.days).toHaveLength(31);
    const backwards = await read({ from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.body.reasonText).toBe(StaffDashboardMessage.PERIOD_BACKWARDS);
    expect((await read({ from: '2020-01-01', to: '2026-01-01' })).body.reasonText).toBe(
      StaffDashboardMessage.PERIOD_TOO_LONG,
    );
    expect((await read({ from: 'yesterday' })).body.reasonText).toBe(StaffDashboardMessage.PERIOD_INVALID);
  });
});

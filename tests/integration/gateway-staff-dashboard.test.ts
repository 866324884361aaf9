import { StaffDashboardMessage } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffDashboardDocument } from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 1 through the real gateway and rest-api: the admin and ops dashboards' figures.

describe('gateway staff dashboard (issue 13 item 1)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('refuses learners, the college officer and strangers', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(StaffDashboardDocument, {}))).toEqual(['FORBIDDEN']);
    const tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email);
    expect(errorCodes(await tpo.graphql(StaffDashboardDocument, {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(StaffDashboardDocument, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('admin reads the last 30 days and ops a chosen period; a wrong period is a userError', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const recent = (await admin.data(StaffDashboardDocument, {})).staffDashboard;
    expect(recent.userErrors).toEqual([]);
    expect(recent.figures?.days).toHaveLength(30);
    expect(recent.figures?.signUps).toBeGreaterThan(0);

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const past = (await ops.data(StaffDashboardDocument, { from: '2020-03-01', to: '2020-03-07' }))
      .staffDashboard;
    expect(past.figures).toMatchObject({
      from: '2020-03-01',
      to: '2020-03-07',
      signUps: 0,
      revenueRupees: 0,
    });
    expect(past.figures?.days.map((day) => day.date)).toHaveLength(7);

    const backwards = (await ops.data(StaffDashboardDocument, { from: '2020-03-07', to: '2020-03-01' }))
      .staffDashboard;
    expect(backwards).toEqual({
      figures: null,
      userErrors: [
        { code: 'VALIDATION_FAILED', field: 'to', message: StaffDashboardMessage.PERIOD_BACKWARDS },
      ],
    });
  });
});

import { FeedbackMessage, ReasonCode, RestPath } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, users } from '../../db/schema';
import { DEMO_ACCOUNTS, PASSWORD_FLOW_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { UnsubscribeLink } from './unsubscribe-link';

let api: TestRestApi;
beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

const signedIn = async (email: string): Promise<RestTestClient> => {
  const client = api.client();
  await client.loginAs(email);
  return client;
};
const anonymous = async (): Promise<RestTestClient> => {
  const client = api.client();
  await client.anonymous();
  return client;
};

describe('withdraw consent and unsubscribe (000 §2 footer)', () => {
  it('withdrawing consent stamps the account and ends its sessions; the next login answers SM-14', async () => {
    const { email, userId } = PASSWORD_FLOW_ACCOUNTS.consentLearner;
    const client = await signedIn(email);
    expect((await client.post(RestPath.WITHDRAW_CONSENT, {})).body.status).toBe('success');
    const [row] = await api.db.select().from(users).where(eq(users.userId, userId));
    expect(row?.consentWithdrawnAt).toBeInstanceOf(Date);
    expect((await client.get(RestPath.UNSUBSCRIBE_LINK)).status).toBe(401);
    const again = await api.client().login(email);
    expect(again.body.reasonCode).toBe(ReasonCode.CONSENT_WITHDRAWN);
  });

  it('only learners withdraw consent', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.admin.email);
    expect((await admin.post(RestPath.WITHDRAW_CONSENT, {})).status).toBe(403);
  });

  it('unsubscribes the address sealed in the learner’s own link, with a reason', async () => {
    const { email, userId } = PASSWORD_FLOW_ACCOUNTS.tourLearner;
    const client = await signedIn(email);
    const link = await client.get<{ token: string; path: string }>(RestPath.UNSUBSCRIBE_LINK);
    const token = link.body.responseObject?.token ?? '';
    expect(link.body.responseObject?.path).toBe(`/unsubscribe-page?token=${token}`);
    // The address is encrypted, not merely encoded.
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(email);

    const response = await (
      await anonymous()
    ).post(RestPath.UNSUBSCRIBE, { token, reason: 'Too many mails' });
    expect(response.body.status).toBe('success');
    const [row] = await api.db.select().from(users).where(eq(users.userId, userId));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect(row?.unsubscribeReason).toBe('Too many mails');
  });

  it('refuses a forged, altered or foreign-key token', async () => {
    const caller = await anonymous();
    const { email } = DEMO_ACCOUNTS.learner;
    const foreign = new UnsubscribeLink('some-other-secret-of-at-least-32-characters').seal(email);
    const genuine = new UnsubscribeLink(api.config.jwtSecret).seal(email);
    const flipped = Buffer.from(genuine, 'base64url');
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    for (const token of [
      Buffer.from(email).toString('base64url'),
      foreign,
      flipped.toString('base64url'),
      'x',
    ]) {
      const response = await caller.post(RestPath.UNSUBSCRIBE, { token });
      expect(response.body.reasonCode).toBe(ReasonCode.UNSUBSCRIBE_LINK_INVALID);
    }
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row?.unsubscribedAt).toBeNull();
  });
});

describe('tour (personnel data)', () => {
  it('marks the caller’s own tour completed', async () => {
    const { email, userId } = PASSWORD_FLOW_ACCOUNTS.feedbackLearner;
    const client = await signedIn(email);
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
    const response = await (await anonymous()).get(RestPath.DEPLOYMENT_FLAG);
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
    expect((await (await anonymous()).request('PUT', RestPath.DEPLOYMENT_FLAG, { body: on })).status).toBe(
      401,
    );
    const learner = await signedIn(DEMO_ACCOUNTS.secondLearner.email);
    expect((await learner.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: on })).status).toBe(403);
    const ops = await signedIn(DEMO_ACCOUNTS.ops.email);
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
    const admin = await signedIn(DEMO_ACCOUNTS.admin.email);
    const off = { ...on, deploymentFlag: 0, notificationFlag: 0 };
    expect((await admin.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: off })).body.status).toBe('success');
    expect((await api.client().login(DEMO_ACCOUNTS.tpo.email)).body.status).toBe('success');
  });
});

describe('feedback (PostFeedback, 000 §5)', () => {
  const { email, partyId } = PASSWORD_FLOW_ACCOUNTS.feedbackLearner;
  const valid = { partyId, emailId: email, rank: 4, feedback_msg: 'Good videos, thanks.', concernID: null };

  it.each([
    [{ ...valid, rank: 0 }, FeedbackMessage.RANK_RANGE],
    [{ ...valid, rank: 1 }, FeedbackMessage.CONCERN_REQUIRED],
    [{ ...valid, feedback_msg: '<b>hi</b>' }, FeedbackMessage.MESSAGE_INVALID],
    [{ ...valid, emailId: '' }, FeedbackMessage.EMAIL_REQUIRED],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await (await anonymous()).post(RestPath.FEEDBACK, body, { encryptBody: true });
    expect(response.body).toMatchObject({ status: 'fail', reasonText: message });
  });

  it('accepts feedback after sign-out when the party id and e-mail belong together', async () => {
    const caller = await anonymous();
    expect((await caller.post(RestPath.FEEDBACK, { ...valid, rank: 2, concernID: 2 })).body.status).toBe(
      'success',
    );
    const mismatch = await caller.post(RestPath.FEEDBACK, { ...valid, emailId: DEMO_ACCOUNTS.learner.email });
    expect(mismatch.body.reasonCode).toBe(ReasonCode.FORBIDDEN);
    const rows = await api.db.select().from(feedback).where(eq(feedback.partyId, partyId));
    expect(rows).toEqual([
      expect.objectContaining({ rank: 2, concernId: 2, feedbackMsg: 'Good videos, thanks.' }),
    ]);
  });

  it('lets a signed-in learner rate only in their own name', async () => {
    const client = await signedIn(DEMO_ACCOUNTS.secondLearner.email);
    const response = await client.post(RestPath.FEEDBACK, valid);
    expect(response.body.reasonCode).toBe(ReasonCode.FORBIDDEN);
  });
});

import { type FeedbackEntry, FeedbackMessage, ReasonCode, RestPath } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from './feedback.schema';
import { DEMO_ACCOUNTS, PASSWORD_FLOW_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

describe('feedback (PostFeedback, 000 §5)', () => {
  const { email, partyId } = PASSWORD_FLOW_ACCOUNTS.feedbackLearner;
  const valid = { partyId, emailId: email, rank: 4, feedback_msg: 'Good videos, thanks.', concernID: null };

  it.each([
    [{ ...valid, rank: 0 }, FeedbackMessage.RANK_RANGE],
    [{ ...valid, rank: 1 }, FeedbackMessage.CONCERN_REQUIRED],
    [{ ...valid, feedback_msg: '<b>hi</b>' }, FeedbackMessage.MESSAGE_INVALID],
    [{ ...valid, emailId: '' }, FeedbackMessage.EMAIL_REQUIRED],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await (await api.anonymous()).post(RestPath.FEEDBACK, body, { encryptBody: true });
    expect(response.body).toMatchObject({ status: 'fail', reasonText: message });
  });

  it('accepts feedback after sign-out when the party id and e-mail belong together', async () => {
    const caller = await api.anonymous();
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
    const client = await api.signedIn(DEMO_ACCOUNTS.secondLearner.email);
    const response = await client.post(RestPath.FEEDBACK, valid);
    expect(response.body.reasonCode).toBe(ReasonCode.FORBIDDEN);
  });

  it('feedbacks: the learner reads their own, staff anyone’s; another learner and a bad party are refused', async () => {
    const learner = await api.signedIn(email);
    const own = await learner.get<never, FeedbackEntry>(RestPath.FEEDBACKS, {
      query: { partyId: String(partyId) },
    });
    expect(own.body.responseListObject).toEqual([
      expect.objectContaining({ rank: 2, concernId: 2, feedbackMsg: 'Good videos, thanks.' }),
    ]);
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    const staff = await ops.get<never, FeedbackEntry>(RestPath.FEEDBACKS, {
      query: { partyId: String(partyId) },
    });
    expect(staff.body.totalRecords).toBe(1);
    const other = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await other.get(RestPath.FEEDBACKS, { query: { partyId: String(partyId) } })).status).toBe(403);
    expect((await learner.get(RestPath.FEEDBACKS, { query: { partyId: 'x' } })).status).toBe(400);
    expect((await (await api.anonymous()).get(RestPath.FEEDBACKS, { query: { partyId: '1' } })).status).toBe(
      401,
    );
  });
});

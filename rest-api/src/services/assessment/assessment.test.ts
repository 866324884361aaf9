import {
  type AssessmentAttempt,
  AttemptStatus,
  type PrerequisiteTable,
  PrerequisiteStatus,
  ProductId,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAttempts } from '../../db/schema/assessment';
import { enrolments } from '../../db/schema/checkout';
import { assessmentAnswers } from './assessment.schema';
import { DEMO_ACCOUNTS, FEAT_ANSWER_KEY, FEAT_QUESTION_ROWS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture } from '../checkout/checkout.fixture';
import { ANSWER_INVALID, scoreAttempt } from './assessment.service';

let api: TestRestApi;
let kit: CheckoutFixture;

beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

/** Load learner `i` buys FEAT through the sandbox, as the checkout does. */
const boughtFeat = async (learner: number) => {
  const started = await kit.started(learner, [ProductId.FEAT]);
  await kit.callback(kit.successFields(started.providerOrderId, `pay_feat_${learner}`));
  return started;
};

const start = (client: RestTestClient, partyId: number) =>
  client.post<AssessmentAttempt>(RestPath.ASSESSMENT_START, {
    studentPartyID: partyId,
    productID: ProductId.FEAT,
  });
const answerOne = (client: RestTestClient, partyId: number, questionID: number, optionID: number) =>
  client.post<AssessmentAttempt>(RestPath.ASSESSMENT_ANSWER, {
    studentPartyID: partyId,
    productID: ProductId.FEAT,
    questionID,
    optionID,
  });
const read = (client: RestTestClient, partyId: number) =>
  client.get<AssessmentAttempt | null>(RestPath.ASSESSMENT, {
    query: { partyId, productID: ProductId.FEAT },
  });
const submit = (client: RestTestClient, partyId: number) =>
  client.post<AssessmentAttempt>(RestPath.ASSESSMENT_SCORE_UPDATE, {
    studentPartyID: partyId,
    productID: ProductId.FEAT,
  });

const [q1, q2, q3] = FEAT_QUESTION_ROWS;
const wrong = (correct: number) => (correct === 1 ? 2 : 1);

describe('scoring', () => {
  it('counts only the correct choices; unanswered and wrong count as wrong; rounds the percent', () => {
    const questions = FEAT_QUESTION_ROWS.slice(0, 3);
    const key = (i: number) => questions[i]!.correctOption;
    const answers = [
      { questionId: questions[0]!.questionId, selectedOption: key(0) },
      { questionId: questions[1]!.questionId, selectedOption: wrong(key(1)) },
    ];
    expect(scoreAttempt(questions, answers)).toEqual({ correctCount: 1, score: 33 });
    expect(scoreAttempt(questions, [])).toEqual({ correctCount: 0, score: 0 });
    expect(scoreAttempt([], [])).toEqual({ correctCount: 0, score: 0 });
  });
});

describe('FEAT assessment (studentassessment, scoreupdate)', () => {
  it('counts a score recorded without the online test as the one attempt', async () => {
    // Arjun's seeded FEAT carries a score (72) and no attempt.
    const arjun = DEMO_ACCOUNTS.secondLearner;
    const client = await kit.signedIn(arjun.email);
    for (const response of [await start(client, arjun.partyId), await read(client, arjun.partyId)]) {
      expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ASSESSMENT_SUBMITTED });
    }
  });

  it('refuses a learner who has not bought FEAT', async () => {
    const { client, partyId } = await kit.started(20, [ProductId.FEAT]);
    const refused = await start(client, partyId);
    expect(refused.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_ENROLLED });
  });

  it('starts once with a server deadline 60 minutes on, saves every answer change, resumes, and scores on submit', async () => {
    const { client, partyId } = await boughtFeat(21);
    expect((await read(client, partyId)).body.responseObject).toBeNull();

    const started = (await start(client, partyId)).body.responseObject!;
    expect(started.status).toBe(AttemptStatus.IN_PROGRESS);
    expect(started.questions).toHaveLength(FEAT_QUESTION_ROWS.length);
    expect(JSON.stringify(started)).not.toContain('correctOption');
    expect(Date.parse(started.deadline) - Date.parse(started.startedOn)).toBe(60 * 60_000);

    await answerOne(client, partyId, q1!.questionId, wrong(q1!.correctOption));
    // A change replaces the earlier choice.
    await answerOne(client, partyId, q1!.questionId, q1!.correctOption);
    await answerOne(client, partyId, q2!.questionId, q2!.correctOption);
    const bad = await answerOne(client, partyId, q3!.questionId, 9);
    expect(bad.body).toMatchObject({ reasonCode: ReasonCode.VALIDATION_FAILED, reasonText: ANSWER_INVALID });

    // A reload (or a second start) resumes the same attempt with the saved answers.
    const again = (await start(client, partyId)).body.responseObject!;
    expect(again.attemptID).toBe(started.attemptID);
    expect(again.deadline).toBe(started.deadline);
    const resumed = (await read(client, partyId)).body.responseObject!;
    expect(resumed.answers).toEqual([
      { questionID: q1!.questionId, optionID: q1!.correctOption },
      { questionID: q2!.questionId, optionID: q2!.correctOption },
    ]);

    const submitted = (await submit(client, partyId)).body.responseObject!;
    const expected = Math.round((2 * 100) / FEAT_ANSWER_KEY.size);
    expect(submitted).toMatchObject({
      status: AttemptStatus.SUBMITTED,
      closedBy: 'LEARNER',
      correctCount: 2,
      score: expected,
    });
    // Submitted: no more answers; submitting again answers the same score.
    const late = await answerOne(client, partyId, q3!.questionId, q3!.correctOption);
    expect(late.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ASSESSMENT_SUBMITTED });
    expect((await submit(client, partyId)).body.responseObject?.score).toBe(expected);

    // The prerequisite table shows Score Available and CFX is payable; the order is accepted.
    const table = await client.get<PrerequisiteTable>(RestPath.PREREQUISITES, {
      query: { partyId, productID: ProductId.CFX },
    });
    const rows = table.body.responseObject!.rows;
    expect(rows.find((row) => row.productID === ProductId.FEAT)).toMatchObject({
      status: PrerequisiteStatus.SCORE_AVAILABLE,
      score: expected,
    });
    expect(rows.find((row) => row.productID === ProductId.CFX)?.unavailableReason).toBeNull();
    await kit.place(client, partyId, [ProductId.CFX]);
  });

  it('at the deadline refuses the answer and closes the attempt with the answers saved before it', async () => {
    const { client, partyId } = await boughtFeat(22);
    const started = (await start(client, partyId)).body.responseObject!;
    await answerOne(client, partyId, q1!.questionId, q1!.correctOption);
    await api.db
      .update(assessmentAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentAttempts.attemptId, started.attemptID));

    const late = await answerOne(client, partyId, q2!.questionId, q2!.correctOption);
    expect(late.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ASSESSMENT_TIME_UP });
    const saved = await api.db
      .select()
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.attemptId, started.attemptID));
    expect(saved.map((row) => row.questionId)).toEqual([q1!.questionId]);
    const closed = (await read(client, partyId)).body.responseObject!;
    expect(closed).toMatchObject({ status: AttemptStatus.SUBMITTED, closedBy: 'DEADLINE', correctCount: 1 });
  });

  it('keeps CFX closed when FEAT is bought and its lessons finished but the test not submitted', async () => {
    const { client, partyId } = await boughtFeat(25);
    await api.db
      .update(enrolments)
      .set({ completedAt: new Date() })
      .where(and(eq(enrolments.partyId, partyId), eq(enrolments.productId, ProductId.FEAT)));
    const refused = await client.post(RestPath.ORDER, kit.order(partyId, [ProductId.CFX]));
    expect(refused.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.CFX_NEEDS_FEAT });
  });

  it('never lets another party start, read, answer or submit someone else’s attempt', async () => {
    const owner = await boughtFeat(23);
    await start(owner.client, owner.partyId);
    const other = await boughtFeat(24);
    const calls = [
      start(other.client, owner.partyId),
      read(other.client, owner.partyId),
      answerOne(other.client, owner.partyId, q1!.questionId, q1!.correctOption),
      submit(other.client, owner.partyId),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toContain(String(q1!.text));
    }
    const mine = (await read(owner.client, owner.partyId)).body.responseObject!;
    expect(mine).toMatchObject({ status: AttemptStatus.IN_PROGRESS, answeredCount: 0 });
  });
});

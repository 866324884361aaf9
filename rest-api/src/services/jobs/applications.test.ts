import { type AppliedJob, type JobDetails, JobAnswerMessage, ReasonCode, RestPath } from '@finx/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs } from '../../db/schema/jobs';
import { courseApplications, jobApplicationAnswers, jobCtaEvents } from './jobs.schema';
import { DEMO_ACCOUNTS, DEMO_JOB_IDS, JOB_SEEKER, JOB_SEEKER_REJECTION } from '../../db/seed';
import { readOutbox } from '../../testing/outbox-reader';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

// As PostgreSQL holds it: drizzle's jsonb reader would turn the stored string "650000" into a number.
const storedJson = sql<string>`${jobApplicationAnswers.answer}::text`;

const applicationsOf = (partyId: number, jobId: number) =>
  api.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.partyId, partyId), eq(jobApplications.jobId, jobId)));

describe('jobs/apply', () => {
  it('checks the answers against the questionnaire, applies once and stores the answers', async () => {
    const learner = loadLearner(31);
    const client = await api.signedIn(learner.email);
    const apply = (jobID: number, answers: { questionID: number; answer: string | string[] }[]) =>
      client.post<AppliedJob>(RestPath.JOB_APPLY, { studentPartyID: learner.partyId, jobID, answers });
    const jobID = DEMO_JOB_IDS.creditAnalyst;

    // A refusal of one answer names its entry in the list as data; the message carries no question.
    const missing = await apply(jobID, [{ questionID: 6032, answer: 'CA' }]);
    expect(missing.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.JOB_ANSWER_INVALID,
      reasonText: JobAnswerMessage.UNANSWERED,
      responseObject: { field: 'answers' },
    });
    const blank = await apply(jobID, [
      { questionID: 6032, answer: 'CA' },
      { questionID: 6031, answer: ' ' },
    ]);
    expect(blank.body).toMatchObject({
      reasonText: JobAnswerMessage.REQUIRED,
      responseObject: { field: 'answers.1' },
    });
    const wrongChoice = await apply(jobID, [
      { questionID: 6031, answer: 'YES' },
      { questionID: 6032, answer: 'PhD' },
    ]);
    expect(wrongChoice.body).toMatchObject({
      reasonText: JobAnswerMessage.CHOICE,
      responseObject: { field: 'answers.1' },
    });
    const notNumber = await apply(jobID, [
      { questionID: 6031, answer: 'NO' },
      { questionID: 6032, answer: 'CA' },
      { questionID: 6034, answer: 'six lakh' },
    ]);
    expect(notNumber.body).toMatchObject({
      reasonText: JobAnswerMessage.NUMBER,
      responseObject: { field: 'answers.2' },
    });
    const unasked = await apply(jobID, [
      { questionID: 6031, answer: 'NO' },
      { questionID: 6032, answer: 'CA' },
      { questionID: 6021, answer: '2' },
    ]);
    expect(unasked.body).toMatchObject({
      reasonCode: ReasonCode.JOB_ANSWER_INVALID,
      reasonText: JobAnswerMessage.CHOICE,
      responseObject: { field: 'answers.2' },
    });
    // No refusal leaves a half-written application behind.
    expect(await applicationsOf(learner.partyId, jobID)).toHaveLength(0);

    const applied = await apply(jobID, [
      { questionID: 6031, answer: 'YES' },
      { questionID: 6032, answer: ' CA ' },
      { questionID: 6033, answer: '' },
      { questionID: 6034, answer: '650000' },
    ]);
    expect(applied.body.status).toBe('success');
    expect(applied.body.responseObject).toMatchObject({
      job: { jobID, applicationStatus: 'IN_PROGRESS' },
      status: 'IN_PROGRESS',
      currentStage: 'Applied',
      rejectionReason: null,
      history: [{ stageName: 'Applied', status: 'IN_PROGRESS', reason: null }],
    });
    const stages = applied.body.responseObject?.stages ?? [];
    expect(stages.map((stage) => stage.name)).toEqual([
      'Applied',
      'Screening',
      'Assessment',
      'Interview round 1',
      'Interview round 2',
      'Offer',
      'Placed',
    ]);
    expect(stages.filter((stage) => stage.reachedOn !== null).map((stage) => stage.kind)).toEqual([
      'APPLIED',
    ]);
    const [row] = await applicationsOf(learner.partyId, jobID);
    const answers = await api.db
      .select({ questionId: jobApplicationAnswers.questionId, json: storedJson })
      .from(jobApplicationAnswers)
      .where(eq(jobApplicationAnswers.applicationId, row?.applicationId ?? 0))
      .orderBy(jobApplicationAnswers.questionId);
    expect(answers.map(({ questionId, json }) => [questionId, json])).toEqual([
      [6031, '"YES"'],
      [6032, '"CA"'],
      [6034, '"650000"'],
    ]);

    const again = await apply(jobID, [
      { questionID: 6031, answer: 'YES' },
      { questionID: 6032, answer: 'CA' },
    ]);
    expect(again.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.JOB_ALREADY_APPLIED });
    const details = await client.get<JobDetails>(RestPath.JOB_DETAILS, {
      query: { studentPartyID: learner.partyId, jobID },
    });
    expect(details.body.responseObject?.applicationStatus).toBe('IN_PROGRESS');
  });

  it('stores MULTI_CHOICE answers as lists and refuses a single string for them', async () => {
    const learner = loadLearner(32);
    const client = await api.signedIn(learner.email);
    const apply = (answer: string | string[]) =>
      client.post<AppliedJob>(RestPath.JOB_APPLY, {
        studentPartyID: learner.partyId,
        jobID: 606,
        answers: [
          { questionID: 6061, answer: 'YES' },
          { questionID: 6062, answer },
        ],
      });
    expect((await apply('Excel')).body).toMatchObject({
      reasonText: JobAnswerMessage.CHOICE,
      responseObject: { field: 'answers.1' },
    });
    expect((await apply(['Excel', 'Excel'])).body.reasonCode).toBe(ReasonCode.JOB_ANSWER_INVALID);
    const applied = await apply(['SQL', 'Excel']);
    const id = applied.body.responseObject?.applicationID ?? 0;
    const stored = await api.db
      .select({ json: storedJson })
      .from(jobApplicationAnswers)
      .where(and(eq(jobApplicationAnswers.applicationId, id), eq(jobApplicationAnswers.questionId, 6062)));
    expect(stored).toEqual([{ json: '["SQL", "Excel"]' }]);
  });

  it('refuses closed, past-date and unknown jobs, and another party’s application', async () => {
    const learner = loadLearner(33);
    const client = await api.signedIn(learner.email);
    const apply = (jobID: number, studentPartyID: number = learner.partyId) =>
      client.post(RestPath.JOB_APPLY, { studentPartyID, jobID, answers: [] });

    expect((await apply(DEMO_JOB_IDS.closed)).body).toMatchObject({
      reasonCode: ReasonCode.JOB_NOT_OPEN,
      reasonText: 'This job is no longer taking applications.',
    });
    // Open in status, but its closing date has passed.
    await api.db.update(jobs).set({ closesOn: '2020-01-31' }).where(eq(jobs.jobId, 627));
    expect((await apply(627)).body.reasonCode).toBe(ReasonCode.JOB_NOT_OPEN);
    const late = await client.get<JobDetails>(RestPath.JOB_DETAILS, {
      query: { studentPartyID: learner.partyId, jobID: 627 },
    });
    expect(late.body.responseObject?.open).toBe(false);
    expect((await apply(99_999)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await apply(DEMO_JOB_IDS.branchOperations, JOB_SEEKER.partyId)).status).toBe(403);
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    const onBehalf = await ops.post(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: DEMO_JOB_IDS.branchOperations,
      answers: [],
    });
    expect(onBehalf.status).toBe(403);
    expect((await client.post(RestPath.JOB_APPLY, { studentPartyID: learner.partyId })).status).toBe(400);
    expect(await applicationsOf(learner.partyId, DEMO_JOB_IDS.branchOperations)).toHaveLength(0);
  });
});

describe('applied', () => {
  it('lists the learner’s applications newest first with their stages, history and rejection reason', async () => {
    const seeker = await api.signedIn(JOB_SEEKER.email);
    const response = await seeker.get<never, AppliedJob>(RestPath.JOBS_APPLIED, {
      query: { studentPartyID: JOB_SEEKER.partyId },
    });
    expect(response.body.totalRecords).toBe(3);
    const [interview, rejected, placed] = response.body.responseListObject ?? [];
    expect([interview, rejected, placed].map((entry) => entry?.job.jobID)).toEqual([
      DEMO_JOB_IDS.interview,
      DEMO_JOB_IDS.rejected,
      DEMO_JOB_IDS.placed,
    ]);
    expect(interview).toMatchObject({ status: 'IN_PROGRESS', currentStage: 'Interview round 1' });
    expect(interview?.stages.map((stage) => stage.reachedOn !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(interview?.history.map((entry) => entry.stageName)).toEqual([
      'Applied',
      'Screening',
      'Assessment',
      'Interview round 1',
    ]);
    expect(interview?.stages[3]?.reachedOn).toBe(interview?.history[3]?.at);

    expect(rejected).toMatchObject({
      status: 'REJECTED',
      currentStage: 'Assessment',
      rejectionReason: JOB_SEEKER_REJECTION,
    });
    expect(rejected?.history.at(-1)).toMatchObject({
      stageName: 'Assessment',
      status: 'REJECTED',
      reason: JOB_SEEKER_REJECTION,
    });
    expect(placed).toMatchObject({
      status: 'PLACED',
      currentStage: 'Placed',
      job: { applicationStatus: 'PLACED' },
    });
    expect(placed?.stages.every((stage) => stage.reachedOn !== null)).toBe(true);

    const second = await seeker.get<never, AppliedJob>(RestPath.JOBS_APPLIED, {
      query: { studentPartyID: JOB_SEEKER.partyId, page: 2, limit: 2 },
    });
    expect(second.body.responseListObject?.map((entry) => entry.job.jobID)).toEqual([DEMO_JOB_IDS.placed]);

    const other = await api.signedIn(loadLearner(34).email);
    const theirs = await other.get(RestPath.JOBS_APPLIED, { query: { studentPartyID: JOB_SEEKER.partyId } });
    expect(theirs.status).toBe(403);
  });
});

describe('cta, jobApplyClick and course/apply', () => {
  it('records calls-to-action and apply clicks on known jobs', async () => {
    const learner = loadLearner(35);
    const client = await api.signedIn(learner.email);
    const jobID = DEMO_JOB_IDS.kycAnalyst;
    const cta = await client.post(RestPath.JOB_CTA, { studentPartyID: learner.partyId, jobID, cta: 'SHARE' });
    expect(cta.body.status).toBe('success');
    const click = await client.post(RestPath.JOB_APPLY_CLICK, { studentPartyID: learner.partyId, jobID });
    expect(click.body.status).toBe('success');
    const rows = await api.db
      .select({ kind: jobCtaEvents.kind, cta: jobCtaEvents.cta, jobId: jobCtaEvents.jobId })
      .from(jobCtaEvents)
      .where(eq(jobCtaEvents.partyId, learner.partyId))
      .orderBy(jobCtaEvents.id);
    expect(rows).toEqual([
      { kind: 'CTA', cta: 'SHARE', jobId: jobID },
      { kind: 'APPLY_CLICK', cta: null, jobId: jobID },
    ]);
    const unknown = await client.post(RestPath.JOB_APPLY_CLICK, {
      studentPartyID: learner.partyId,
      jobID: 99_999,
    });
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const badCta = await client.post(RestPath.JOB_CTA, {
      studentPartyID: learner.partyId,
      jobID,
      cta: 'LIKE',
    });
    expect(badCta.status).toBe(400);
  });

  it('takes a course application once and mails the learner', async () => {
    const learner = loadLearner(36);
    const client = await api.signedIn(learner.email);
    const apply = (productID: number) =>
      client.post(RestPath.COURSE_APPLY, { studentPartyID: learner.partyId, productID });
    expect((await apply(3002)).body.status).toBe('success');
    expect((await apply(3002)).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.COURSE_ALREADY_APPLIED,
    });
    expect((await apply(99_999)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const rows = await api.db
      .select()
      .from(courseApplications)
      .where(eq(courseApplications.partyId, learner.partyId));
    expect(rows.map((row) => row.productId)).toEqual([3002]);
    const mail = await readOutbox(client, learner.email);
    expect(mail[0]?.subject).toBe('Your enquiry about Credit Appraisal for MSME Loans');
  });
});

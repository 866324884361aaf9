import {
  AnswerType,
  type BulkCreateResult,
  type JobDraft,
  JobDraftMessage,
  type JobQuestion,
  type JobSummary,
  ReasonCode,
  RestPath,
  type StaffJob,
  type StageCount,
  StageKind,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_JOB_IDS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
}, 60_000);
afterAll(() => api?.close());

const draft = (over: Partial<JobDraft> = {}): JobDraft => ({
  corporateID: 1,
  title: 'Zephyr treasury associate',
  description: 'Run the daily treasury book and the liquidity reports for the branch network.',
  jobFunctionID: 2,
  keySkillIDs: [102, 103],
  locationIDs: [401],
  minExperience: 0,
  maxExperience: 3,
  salaryMin: 400_000,
  salaryMax: 600_000,
  employmentType: 'FULL_TIME',
  openings: 2,
  closesOn: '2099-12-31',
  recommendedProductID: null,
  ...over,
});

const applied = { name: 'Applied', kind: StageKind.APPLIED };
const placed = { name: 'Placed', kind: StageKind.PLACED };
const pipeline = [
  applied,
  { name: 'Phone screen', kind: StageKind.SCREENING },
  { name: 'Panel', kind: StageKind.INTERVIEW },
  placed,
];
const questions = [
  { text: 'Notice period in days?', answerType: AnswerType.NUMBER, options: [], required: true },
  { text: 'Shift', answerType: AnswerType.SINGLE_CHOICE, options: ['Day', 'Night'], required: false },
];

describe('job/create and updateJobDetails', () => {
  it('creates a job with its pipeline and questionnaire, which learners then find and answer', async () => {
    const created = await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, {
      ...draft(),
      stages: pipeline,
      questions,
    });
    expect(created.body.status).toBe('success');
    const job = created.body.responseObject!;
    expect(job).toMatchObject({
      title: 'Zephyr treasury associate',
      corporateID: 1,
      status: 'OPEN',
      open: true,
      applicantTotal: 0,
      keySkillIDs: [102, 103],
    });
    expect(job.stages.map((stage) => [stage.name, stage.inProgress])).toEqual([
      ['Applied', 0],
      ['Phone screen', 0],
      ['Panel', 0],
      ['Placed', 0],
    ]);

    const learner = loadLearner(10);
    const client = await api.signedIn(learner.email);
    const found = await client.get<never, JobSummary>(RestPath.JOBS, {
      query: { studentPartyID: learner.partyId, keyword: 'Zephyr' },
    });
    expect(found.body.responseListObject?.map((row) => row.jobID)).toEqual([job.jobID]);
    const asked = await client.get<never, JobQuestion>(RestPath.JOB_QUESTIONS, {
      query: { jobID: job.jobID },
    });
    expect(asked.body.responseListObject?.map((question) => [question.text, question.options])).toEqual([
      ['Notice period in days?', []],
      ['Shift', ['Day', 'Night']],
    ]);
    const applied = await client.post(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [{ questionID: asked.body.responseListObject![0]!.questionID, answer: '30' }],
    });
    expect(applied.body.status).toBe('success');

    // Renaming "Panel" makes a new stage; the stage holding the application stays where it was.
    const updated = await admin.post<StaffJob>(RestPath.STAFF_JOB_UPDATE, {
      jobID: job.jobID,
      ...draft({ title: 'Zephyr treasury analyst', openings: 4 }),
      stages: [pipeline[0], pipeline[1], { name: 'Panel interview', kind: StageKind.INTERVIEW }, pipeline[3]],
    });
    expect(updated.body.responseObject).toMatchObject({ title: 'Zephyr treasury analyst', openings: 4 });
    expect(updated.body.responseObject?.stages.map((stage) => stage.name)).toEqual([
      'Applied',
      'Phone screen',
      'Panel interview',
      'Placed',
    ]);
    expect(updated.body.responseObject?.stages[0]).toMatchObject({
      stageID: job.stages[0]!.stageID,
      inProgress: 1,
    });

    // The stage holding the application cannot go, and the answered questionnaire cannot change.
    const dropApplied = await admin.post(RestPath.STAFF_JOB_UPDATE, {
      jobID: job.jobID,
      ...draft(),
      stages: [{ name: 'Received', kind: StageKind.APPLIED }, pipeline[3]],
    });
    expect(dropApplied.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.JOB_STAGE_IN_USE });
    const newQuestions = await admin.post(RestPath.STAFF_JOB_UPDATE, {
      jobID: job.jobID,
      ...draft(),
      questions: [],
    });
    expect(newQuestions.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    const unchanged = await admin.get<StaffJob>(RestPath.STAFF_JOB_DETAILS, { query: { jobID: job.jobID } });
    expect(unchanged.body.responseObject?.title).toBe('Zephyr treasury analyst');
    expect(unchanged.body.responseObject?.questions).toHaveLength(2);
  });

  it('closes a job on update: a learner can no longer apply and the job leaves their search', async () => {
    const created = await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, {
      ...draft({ title: 'Quillon closing desk officer' }),
    });
    const job = created.body.responseObject!;
    expect(job).toMatchObject({ status: 'OPEN', open: true });

    // Left out of an update, the status stays; set, it is saved.
    const kept = await admin.post<StaffJob>(RestPath.STAFF_JOB_UPDATE, { jobID: job.jobID, ...draft() });
    expect(kept.body.responseObject).toMatchObject({ status: 'OPEN', open: true });
    const closed = await admin.post<StaffJob>(RestPath.STAFF_JOB_UPDATE, {
      jobID: job.jobID,
      ...draft({ title: 'Quillon closing desk officer', status: 'CLOSED' }),
    });
    expect(closed.body.responseObject).toMatchObject({ status: 'CLOSED', open: false });
    const bad = await admin.post(RestPath.STAFF_JOB_UPDATE, {
      jobID: job.jobID,
      ...draft(),
      status: 'PAUSED',
    });
    expect(bad.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);

    const learner = loadLearner(12);
    const client = await api.signedIn(learner.email);
    const refused = await client.post(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [],
    });
    expect(refused.body.status).not.toBe('success');
    expect(refused.body.reasonCode).toBe(ReasonCode.JOB_NOT_OPEN);
    const found = await client.get<never, JobSummary>(RestPath.JOBS, {
      query: { studentPartyID: learner.partyId, keyword: 'Quillon' },
    });
    expect(found.body.responseListObject ?? []).toEqual([]);

    // Created closed, a job is closed from the start.
    const createdClosed = await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, draft({ status: 'CLOSED' }));
    expect(createdClosed.body.responseObject).toMatchObject({ status: 'CLOSED', open: false });
  });

  it('refuses an invalid pipeline, a bad questionnaire and unknown references', async () => {
    const noPlaced = await admin.post(RestPath.STAFF_JOB_CREATE, {
      ...draft(),
      stages: [pipeline[0], pipeline[1]],
    });
    expect(noPlaced.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.JOB_PIPELINE_INVALID,
      reasonText: JobDraftMessage.PIPELINE_END,
    });
    const oneOption = await admin.post(RestPath.STAFF_JOB_CREATE, {
      ...draft(),
      questions: [{ text: 'Shift', answerType: AnswerType.SINGLE_CHOICE, options: ['Day'], required: true }],
    });
    expect(oneOption.body).toMatchObject({
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: `Question 1: ${JobDraftMessage.CHOICE_OPTIONS}`,
    });
    const unknown = await admin.post(RestPath.STAFF_JOB_CREATE, draft({ keySkillIDs: [401] }));
    expect(unknown.body.reasonText).toBe('Unknown key skill');
    expect((await admin.post(RestPath.STAFF_JOB_CREATE, { title: 'x' })).status).toBe(400);
    const missing = await admin.get(RestPath.STAFF_JOB_DETAILS, { query: { jobID: 99_999 } });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });
});

describe('job/createBulk', () => {
  it('keeps the good rows and lists the bad ones by row', async () => {
    const response = await admin.post<BulkCreateResult>(RestPath.STAFF_JOB_CREATE_BULK, {
      jobs: [
        draft({ title: 'Bulk teller one' }),
        draft({ title: 'Bulk teller two', minExperience: 5, maxExperience: 1 }),
        { title: 'Bulk teller three' },
        draft({ title: 'Bulk teller four', stages: [applied, placed] }),
      ],
    });
    const result = response.body.responseObject!;
    expect(result).toMatchObject({ successCount: 2, failCount: 2 });
    expect(result.failList.map((failure) => [failure.row, failure.title])).toEqual([
      [2, 'Bulk teller two'],
      [3, 'Bulk teller three'],
    ]);
    expect(result.failList[0]?.errors).toEqual([JobDraftMessage.EXPERIENCE]);
    const four = await admin.get<StaffJob>(RestPath.STAFF_JOB_DETAILS, {
      query: { jobID: result.jobIDs[1] },
    });
    expect(four.body.responseObject?.stages.map((stage) => stage.kind)).toEqual(['APPLIED', 'PLACED']);
    const one = await admin.get<StaffJob>(RestPath.STAFF_JOB_DETAILS, { query: { jobID: result.jobIDs[0] } });
    expect(one.body.responseObject?.stages).toHaveLength(7);
  });
});

describe('stage_count, jobStage, list and the lookups', () => {
  it('counts the applications at each stage of a seeded job', async () => {
    const counts = await admin.get<never, StageCount>(RestPath.STAFF_JOB_STAGE_COUNT, {
      query: { jobID: DEMO_JOB_IDS.rejected },
    });
    const assessment = counts.body.responseListObject?.find((stage) => stage.kind === StageKind.ASSESSMENT);
    expect(assessment?.rejected).toBeGreaterThanOrEqual(1);
    const list = await admin.get<never, StaffJob>(RestPath.STAFF_JOB_LIST, { query: { limit: 5 } });
    expect(list.body.responseListObject).toHaveLength(5);
    expect(list.body.totalRecords).toBeGreaterThan(5);
    const skills = await admin.get<never, { id: number; name: string }>(RestPath.STAFF_JOB_KEY_SKILLS);
    expect(skills.body.responseListObject?.map((skill) => skill.id)).toContain(102);
    const stages = await admin.get<never, { name: string }>(RestPath.STAFF_JOB_INTERVIEW_STAGES);
    expect(stages.body.responseListObject?.[0]?.name).toBe('Applied');
    // Every corporate by name, whether or not it has posted a job.
    const corporates = await admin.get<never, { id: number; name: string }>(RestPath.STAFF_JOB_CORPORATES);
    const names = corporates.body.responseListObject?.map((corporate) => corporate.name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(corporates.body.responseListObject?.map((corporate) => corporate.id)).toContain(1);
  });

  it('answers FORBIDDEN to a learner and admits OPS', async () => {
    const learner = await api.signedIn(loadLearner(11).email);
    expect((await learner.get(RestPath.STAFF_JOB_LIST)).status).toBe(403);
    expect((await learner.post(RestPath.STAFF_JOB_CREATE, draft())).status).toBe(403);
    expect((await learner.post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID: 1 })).status).toBe(403);
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    expect((await ops.get(RestPath.STAFF_JOB_CATEGORIES)).body.status).toBe('success');
  });
});

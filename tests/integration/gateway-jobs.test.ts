import { ApplicationStatus, JobAnswerMessage, JobCta, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_JOB_IDS, JOB_SEEKER, JOB_SEEKER_REJECTION, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyForCourseDocument,
  ApplyForJobDocument,
  JobDetailsDocument,
  JobFilterOptionsDocument,
  JobSearchDocument,
  JobsFromSkillsDocument,
  MyApplicationsDocument,
  TrackJobApplyClickDocument,
  TrackJobCtaDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

describe('gateway jobs: search, skills match, details, applications, apply and tracking', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('searches open jobs by keyword, skills, locations and experience with the fit to the profile, paged', async () => {
    const seeker = await loginAs(stack, JOB_SEEKER.email, { browser: 'seeker' });
    const options = (await seeker.data(JobFilterOptionsDocument)).jobFilterOptions;
    const idOf = (list: { id: number; name: string }[], name: string) =>
      list.find((option) => option.name === name)?.id ?? -1;
    const kyc = idOf(options.skills, 'KYC and AML');
    const mumbai = idOf(options.locations, 'Mumbai');
    expect(options.functions.length).toBeGreaterThan(0);
    expect([kyc, mumbai].every((id) => id > 0)).toBe(true);

    const first = (await seeker.data(JobSearchDocument, { page: 1, pageSize: 10 })).jobSearch;
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const ids = first.items.map((job) => job.jobId);
    expect(ids).not.toContain(DEMO_JOB_IDS.closed);
    const second = (await seeker.data(JobSearchDocument, { page: 2, pageSize: 10 })).jobSearch;
    expect(second.items.some((job) => ids.includes(job.jobId))).toBe(false);

    const filtered = (
      await seeker.data(JobSearchDocument, {
        filter: { skillIds: [kyc], locationIds: [mumbai], experience: 1 },
        page: 1,
        pageSize: 50,
      })
    ).jobSearch;
    expect(filtered.items.map((job) => job.jobId)).toContain(DEMO_JOB_IDS.kycAnalyst);
    for (const job of filtered.items) {
      expect(job.keySkills).toContain('KYC and AML');
      expect(job.locations).toContain('Mumbai');
      expect(job.minExperience <= 1 && job.maxExperience >= 1).toBe(true);
    }
    const kycJob = filtered.items.find((job) => job.jobId === DEMO_JOB_IDS.kycAnalyst);
    // KYC and AML and Banking Operations of the job's three skills are in the jobseeker's profile.
    expect(kycJob?.fit).toEqual({
      percent: 67,
      matchedSkills: expect.arrayContaining(['KYC and AML', 'Banking Operations']),
      missingSkills: ['Excel'],
    });
    expect(kycJob?.applicationStatus).toBeNull();

    const keyword = (
      await seeker.data(JobSearchDocument, { filter: { keyword: ' kyc ' }, page: 1, pageSize: 50 })
    ).jobSearch;
    expect(keyword.items.map((job) => job.jobId)).toContain(DEMO_JOB_IDS.kycAnalyst);
    const nothing = (
      await seeker.data(JobSearchDocument, { filter: { keyword: '100%_none' }, page: 1, pageSize: 10 })
    ).jobSearch;
    expect(nothing).toMatchObject({ items: [], total: 0 });
    const applied = (await seeker.data(JobSearchDocument, { page: 1, pageSize: 50 })).jobSearch.items.find(
      (job) => job.jobId === DEMO_JOB_IDS.interview,
    );
    expect(applied?.applicationStatus).toBe(ApplicationStatus.IN_PROGRESS);

    const matching = (await seeker.data(JobsFromSkillsDocument, { page: 1, pageSize: 10 })).jobsFromSkills;
    expect(matching.total).toBeGreaterThan(0);
    const matched = matching.items.map((job) => job.fit.matchedSkills.length);
    expect(matched).toEqual([...matched].sort((a, b) => b - a));
    expect(matched.every((count) => count > 0)).toBe(true);

    expect(errorCodes(await seeker.graphql(JobSearchDocument, { page: 1, pageSize: 500 }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(
      errorCodes(
        await seeker.graphql(JobSearchDocument, { filter: { experience: 99 }, page: 1, pageSize: 5 }),
      ),
    ).toEqual(['BAD_USER_INPUT']);
  });

  it('shows one job with its questions, course and similar jobs, and the seeded applications with their stages', async () => {
    const seeker = await loginAs(stack, JOB_SEEKER.email, { browser: 'seeker-details' });
    const job = (await seeker.data(JobDetailsDocument, { jobId: DEMO_JOB_IDS.kycAnalyst })).job;
    expect(job).toMatchObject({ jobId: DEMO_JOB_IDS.kycAnalyst, title: 'KYC Analyst', open: true });
    expect(job?.questions.map((question) => question.answerType)).toEqual([
      'NUMBER',
      'YES_NO',
      'MULTI_CHOICE',
    ]);
    expect(job?.recommendedCourse).toMatchObject({ productId: 3003, owned: false });
    expect(job?.similar.length).toBeGreaterThan(0);
    expect(job?.similar.map((other) => other.jobId)).not.toContain(DEMO_JOB_IDS.kycAnalyst);
    expect((await seeker.data(JobDetailsDocument, { jobId: DEMO_JOB_IDS.closed })).job?.open).toBe(false);
    expect((await seeker.data(JobDetailsDocument, { jobId: 424_242 })).job).toBeNull();

    const mine = (await seeker.data(MyApplicationsDocument, { page: 1, pageSize: 10 })).myApplications;
    expect(mine.total).toBe(3);
    const byJob = new Map(mine.items.map((application) => [application.job.jobId, application]));
    const interview = byJob.get(DEMO_JOB_IDS.interview);
    expect(interview).toMatchObject({
      status: 'IN_PROGRESS',
      currentStage: 'Interview round 1',
      rejectionReason: null,
    });
    expect(interview?.stages.filter((stage) => stage.reachedOn !== null).map((stage) => stage.name)).toEqual([
      'Applied',
      'Screening',
      'Assessment',
      'Interview round 1',
    ]);
    expect(interview?.history.map((entry) => entry.stageName)).toEqual([
      'Applied',
      'Screening',
      'Assessment',
      'Interview round 1',
    ]);
    expect(byJob.get(DEMO_JOB_IDS.rejected)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: JOB_SEEKER_REJECTION,
    });
    expect(byJob.get(DEMO_JOB_IDS.rejected)?.history.at(-1)).toMatchObject({
      status: 'REJECTED',
      reason: JOB_SEEKER_REJECTION,
    });
    expect(byJob.get(DEMO_JOB_IDS.placed)?.status).toBe('PLACED');
  });

  it('applies once with valid answers; wrong answers, a closed job and a second apply are refused as userErrors', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[36]!.email, { browser: 'applicant' });
    const job = (await learner.data(JobDetailsDocument, { jobId: DEMO_JOB_IDS.kycAnalyst })).job;
    const [years, shifts, tools] = job?.questions ?? [];
    const apply = async (
      answers: { questionId: number; answer: string[] }[],
      jobId: number = DEMO_JOB_IDS.kycAnalyst,
    ) => (await learner.data(ApplyForJobDocument, { input: { jobId, answers } })).applyForJob;

    // The refused answer is named by its place in the input's list; the message carries no question.
    const wrong = await apply([
      { questionId: shifts!.questionId, answer: ['YES'] },
      { questionId: years!.questionId, answer: ['two'] },
    ]);
    expect(wrong.application).toBeNull();
    expect(wrong.userErrors).toEqual([
      { code: ReasonCode.JOB_ANSWER_INVALID, field: 'input.answers.1', message: JobAnswerMessage.NUMBER },
    ]);
    expect(wrong.userErrors[0]?.message).not.toContain(years!.text);
    // The dialog sends every question, a blank one as []: a required one is refused on its own entry.
    const blank = await apply([
      { questionId: years!.questionId, answer: ['2'] },
      { questionId: shifts!.questionId, answer: [] },
      { questionId: tools!.questionId, answer: [] },
    ]);
    expect(blank.userErrors).toEqual([
      { code: ReasonCode.JOB_ANSWER_INVALID, field: 'input.answers.1', message: JobAnswerMessage.REQUIRED },
    ]);
    const unasked = await apply([
      { questionId: years!.questionId, answer: ['2'] },
      { questionId: shifts!.questionId, answer: ['NO'] },
      { questionId: tools!.questionId, answer: ['Video KYC'] },
      { questionId: 999_999, answer: ['x'] },
    ]);
    expect(unasked.userErrors).toEqual([
      { code: ReasonCode.JOB_ANSWER_INVALID, field: 'input.answers.3', message: JobAnswerMessage.CHOICE },
    ]);
    expect((await learner.data(MyApplicationsDocument, { page: 1, pageSize: 10 })).myApplications.total).toBe(
      0,
    );

    const done = await apply([
      { questionId: years!.questionId, answer: ['2'] },
      { questionId: shifts!.questionId, answer: ['NO'] },
      { questionId: tools!.questionId, answer: ['Video KYC', 'CKYC registry'] },
    ]);
    expect(done.userErrors).toEqual([]);
    expect(done.application).toMatchObject({
      status: 'IN_PROGRESS',
      currentStage: 'Applied',
      job: { jobId: DEMO_JOB_IDS.kycAnalyst, applicationStatus: 'IN_PROGRESS' },
    });
    expect(done.application?.stages[0]).toMatchObject({ name: 'Applied', reachedOn: expect.any(String) });

    const again = await apply([
      { questionId: years!.questionId, answer: ['2'] },
      { questionId: shifts!.questionId, answer: ['NO'] },
    ]);
    expect(again.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.JOB_ALREADY_APPLIED, 'input.jobId'],
    ]);
    const closed = await apply([], DEMO_JOB_IDS.closed);
    expect(closed.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.JOB_NOT_OPEN, 'input.jobId'],
    ]);
    const unknown = await apply([], 424_242);
    expect(unknown.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, 'input.jobId'],
    ]);

    const mine = (await learner.data(MyApplicationsDocument, { page: 1, pageSize: 10 })).myApplications;
    expect(mine.items.map((application) => application.job.jobId)).toEqual([DEMO_JOB_IDS.kycAnalyst]);
    expect(
      (await learner.data(JobDetailsDocument, { jobId: DEMO_JOB_IDS.kycAnalyst })).job?.applicationStatus,
    ).toBe('IN_PROGRESS');
  });

  it('tracks calls-to-action and the apply click, takes a course request once, and is for learners only', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[37]!.email, { browser: 'tracker' });
    const jobId = DEMO_JOB_IDS.creditAnalyst;
    expect(
      (await learner.data(TrackJobCtaDocument, { jobId, cta: JobCta.ADD_COURSE_TO_CART })).trackJobCta,
    ).toEqual({ ok: true, userErrors: [] });
    expect((await learner.data(TrackJobApplyClickDocument, { jobId })).trackJobApplyClick).toEqual({
      ok: true,
      userErrors: [],
    });
    const unknown = (await learner.data(TrackJobApplyClickDocument, { jobId: 424_242 })).trackJobApplyClick;
    expect(unknown.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, 'jobId'],
    ]);

    expect((await learner.data(ApplyForCourseDocument, { productId: 3003 })).applyForCourse).toEqual({
      ok: true,
      userErrors: [],
    });
    const twice = (await learner.data(ApplyForCourseDocument, { productId: 3003 })).applyForCourse;
    expect(twice.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.COURSE_ALREADY_APPLIED, 'productId'],
    ]);
    const noCourse = (await learner.data(ApplyForCourseDocument, { productId: 999_999 })).applyForCourse;
    expect(noCourse.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, 'productId'],
    ]);

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-jobs' });
    expect(errorCodes(await ops.graphql(JobSearchDocument, { page: 1, pageSize: 5 }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(MyApplicationsDocument, { page: 1, pageSize: 5 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});

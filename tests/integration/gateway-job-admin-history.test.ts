import { ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, JOB_SEEKER } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActiveEmployeesDocument,
  ApplyForJobDocument,
  JobApplicantCountHistoryDocument,
  JobCourseStagesDocument,
  JobRatingReportDocument,
  MoveCandidateToNextStageDocument,
  ProductJobHistoryDocument,
  RateCandidateDocument,
  SavePlacementDocument,
  StaffJobDocument,
  StaffJobFormOptionsDocument,
  UpdateJobRecommendedCourseDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { postTestJob } from '../src/harness/jobs';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

/** Today in India (YYYY-MM-DD), as REST counts applications per India day. */
const indiaDay = (offsetDays = 0) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('gateway jobs, the job reports: course stages, applicants by day, ratings, active employees, product jobs', () => {
  let stack: Stack;
  let ops: Caller;
  let admin: Caller;
  let seeker: Caller;
  let tpo: Caller;
  let jobId: number;
  let courseId: number;
  let applicationId: number;
  let appliedStageId: number;

  beforeAll(async () => {
    stack = await startStack();
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-reports' });
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin-reports' });
    seeker = await loginAs(stack, JOB_SEEKER.email, { browser: 'seeker-reports' });
    tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email, { browser: 'tpo-reports' });
    courseId = (await ops.data(StaffJobFormOptionsDocument, {})).courses.items[0]!.productId;
    const created = await postTestJob(ops, {
      title: 'Nimbus loan officer (reports)',
      description: 'Source and assess home loan files for the branch, and keep the borrowers informed.',
    });
    expect(created.userErrors).toEqual([]);
    jobId = created.job!.jobId;
    appliedStageId = created.job!.stages[0]!.stageId;
    applicationId = (await seeker.data(ApplyForJobDocument, { input: { jobId, answers: [] } })).applyForJob
      .application!.applicationId;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('sets the recommended course, refusing an unknown course or job on its field, and counts the applicants on it', async () => {
    const none = (await ops.data(JobCourseStagesDocument, { jobId })).jobCourseStages;
    expect(none?.map((row) => [row.courseStage, row.applicants])).toEqual([
      ['NOT_ENROLLED', 1],
      ['ENROLLED', 0],
      ['COMPLETED', 0],
    ]);
    const update = (caller: Caller, input: { jobId: number; recommendedProductId: number | null }) =>
      caller
        .data(UpdateJobRecommendedCourseDocument, { input })
        .then((data) => data.updateJobRecommendedCourse);
    expect(await update(ops, { jobId, recommendedProductId: 999_999 })).toEqual({
      ok: false,
      recommendedProductId: null,
      userErrors: [
        {
          code: ReasonCode.VALIDATION_FAILED,
          field: 'input.recommendedProductId',
          message: 'Unknown recommended course',
        },
      ],
    });
    expect((await update(ops, { jobId: 999_999, recommendedProductId: null })).userErrors).toEqual([
      expect.objectContaining({ code: ReasonCode.NOT_FOUND, field: 'input.jobId' }),
    ]);
    expect(await update(admin, { jobId, recommendedProductId: courseId })).toEqual({
      ok: true,
      recommendedProductId: courseId,
      userErrors: [],
    });
    expect((await ops.data(StaffJobDocument, { jobId })).staffJob?.recommendedProductId).toBe(courseId);
    const counted = (await ops.data(JobCourseStagesDocument, { jobId })).jobCourseStages ?? [];
    expect(counted.reduce((sum, row) => sum + row.applicants, 0)).toBe(1);

    // productJobHistory: the course's screen lists the job with its applicant.
    const jobs = (await admin.data(ProductJobHistoryDocument, { productId: courseId })).productJobHistory;
    expect(jobs).toContainEqual(
      expect.objectContaining({
        jobId,
        title: 'Nimbus loan officer (reports)',
        open: true,
        applicants: 1,
        placed: 0,
      }),
    );
    expect((await ops.data(ProductJobHistoryDocument, { productId: 999_999 })).productJobHistory).toBeNull();
  });

  it('counts the applications per India day and sums the staff ratings per application', async () => {
    const days = (await ops.data(JobApplicantCountHistoryDocument, { jobId })).jobApplicantCountHistory;
    expect(days).toEqual([expect.objectContaining({ date: indiaDay(), applications: 1, cumulative: 1 })]);
    const unrated = (await ops.data(JobRatingReportDocument, { jobId })).jobRatingReport;
    expect(unrated).toEqual([
      expect.objectContaining({ applicationId, ratings: 0, averageRating: null, lastRatedAt: null }),
    ]);
    const rated = await ops.data(RateCandidateDocument, {
      input: { applicationId, stageId: appliedStageId, rating: 4, feedback: 'Clear on loan-to-value rules.' },
    });
    expect(rated.rateCandidate.userErrors).toEqual([]);
    const report = (await admin.data(JobRatingReportDocument, { jobId })).jobRatingReport;
    expect(report).toEqual([expect.objectContaining({ applicationId, ratings: 1, averageRating: 4 })]);
    expect(report?.[0]?.lastRatedAt).toEqual(expect.any(String));
    expect((await ops.data(JobRatingReportDocument, { jobId: 999_999 })).jobRatingReport).toBeNull();
    expect(
      (await ops.data(JobApplicantCountHistoryDocument, { jobId: 999_999 })).jobApplicantCountHistory,
    ).toBeNull();
  });

  it('lists a placed learner among the corporate’s active employees once their joining date has come', async () => {
    for (let move = 0; move < 10; move += 1) {
      const moved = (await ops.data(MoveCandidateToNextStageDocument, { applicationId }))
        .moveCandidateToNextStage;
      if (!moved.ok) break;
    }
    const placed = await ops.data(SavePlacementDocument, {
      input: { applicationId, joiningDate: indiaDay(-1), ctc: 480_000 },
    });
    expect(placed.savePlacement).toEqual({ ok: true, userErrors: [] });
    const employees = (await ops.data(ActiveEmployeesDocument, { corporateId: 2 })).activeEmployees;
    expect(employees).toContainEqual(
      expect.objectContaining({
        applicationId,
        jobId,
        fullName: expect.any(String),
        joiningDate: indiaDay(-1),
      }),
    );
    const all = (await admin.data(ActiveEmployeesDocument, {})).activeEmployees;
    expect(all.map((row) => row.applicationId)).toContain(applicationId);
    const elsewhere = (await ops.data(ActiveEmployeesDocument, { corporateId: 1 })).activeEmployees;
    expect(elsewhere.map((row) => row.applicationId)).not.toContain(applicationId);
  });

  it('keeps every report to admin and ops, as the REST calls are', async () => {
    for (const caller of [seeker, tpo]) {
      expect(errorCodes(await caller.graphql(JobCourseStagesDocument, { jobId }))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await caller.graphql(JobRatingReportDocument, { jobId }))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await caller.graphql(JobApplicantCountHistoryDocument, { jobId }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(errorCodes(await caller.graphql(ActiveEmployeesDocument, {}))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await caller.graphql(ProductJobHistoryDocument, { productId: courseId }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(
        errorCodes(
          await caller.graphql(UpdateJobRecommendedCourseDocument, {
            input: { jobId, recommendedProductId: null },
          }),
        ),
      ).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await stack.graphql(JobRatingReportDocument, { jobId }))).toEqual(['UNAUTHENTICATED']);
  });
});

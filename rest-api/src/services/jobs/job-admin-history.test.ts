import {
  type ActiveEmployee,
  type AppliedJob,
  type ApplicantCountDay,
  ClientRoute,
  type CourseStageCount,
  type JobRatingReportRow,
  type Placement,
  ReasonCode,
  type ResumeRatingLink,
  RestPath,
  type StaffHistoryEntry,
  type StaffJob,
} from '@finx/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let learnerClient: RestTestClient;
let job: StaffJob;
let courseId: number;
const learners = [loadLearner(31), loadLearner(32), loadLearner(33)];
const applicationOf: number[] = [];

const list = async <T>(path: string, query: Record<string, string | number>) =>
  (await admin.get<never, T>(path, { query })).body;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  // A course none of the three learners holds: one then completes it, one enrols.
  const held = await api.db
    .select({ productId: enrolments.productId })
    .from(enrolments)
    .where(
      inArray(
        enrolments.partyId,
        learners.map((learner) => learner.partyId),
      ),
    );
  const heldIds = new Set(held.map((row) => row.productId));
  const courses = await api.db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.type, 'COURSE'), eq(products.active, true)));
  courseId = courses.find((row) => !heldIds.has(row.productId))!.productId;
  await api.db.insert(enrolments).values([
    { partyId: learners[0]!.partyId, productId: courseId, source: 'STAFF', completedAt: new Date() },
    { partyId: learners[1]!.partyId, productId: courseId, source: 'STAFF' },
  ]);
  const created = await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, {
    corporateID: 1,
    title: 'History test analyst',
    description: 'A job the job administration history tests apply for.',
    jobFunctionID: 2,
    keySkillIDs: [102],
    locationIDs: [401],
    minExperience: 0,
    maxExperience: 5,
    employmentType: 'FULL_TIME',
    openings: 3,
    closesOn: '2099-12-31',
    recommendedProductID: courseId,
  });
  job = created.body.responseObject!;
  for (const learner of learners) {
    const client = await api.signedIn(learner.email);
    learnerClient = client;
    const applied = await client.post<AppliedJob>(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [],
    });
    applicationOf.push(applied.body.responseObject!.applicationID);
  }
}, 60_000);
afterAll(() => api?.close());

describe('courseStage and updateRecommendedCourse', () => {
  it("counts the applicants by where they stand on the job's course, and changes the course", async () => {
    const stages = await list<CourseStageCount>(RestPath.STAFF_JOB_COURSE_STAGE, { jobID: job.jobID });
    expect(stages.responseListObject?.map((row) => [row.courseStage, row.applicants])).toEqual([
      ['NOT_ENROLLED', 1],
      ['ENROLLED', 1],
      ['COMPLETED', 1],
    ]);
    const video = await api.db
      .select({ productId: products.productId })
      .from(products)
      .where(eq(products.type, 'VIDEO'));
    const toVideo = await admin.post(RestPath.STAFF_JOB_UPDATE_RECOMMENDED_COURSE, {
      jobID: job.jobID,
      recommendedProductID: video[0]!.productId,
    });
    expect(toVideo.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.VALIDATION_FAILED });
    const unknownJob = await ops.post(RestPath.STAFF_JOB_UPDATE_RECOMMENDED_COURSE, {
      jobID: 999_999,
      recommendedProductID: null,
    });
    expect(unknownJob.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const cleared = await ops.post(RestPath.STAFF_JOB_UPDATE_RECOMMENDED_COURSE, {
      jobID: job.jobID,
      recommendedProductID: null,
    });
    expect(cleared.body).toMatchObject({ status: 'success', responseObject: { recommendedProductID: null } });
    const details = await admin.get<StaffJob>(RestPath.STAFF_JOB_DETAILS, { query: { jobID: job.jobID } });
    expect(details.body.responseObject?.recommendedProductID).toBeNull();
    const none = await list<CourseStageCount>(RestPath.STAFF_JOB_COURSE_STAGE, { jobID: job.jobID });
    expect(none.responseListObject?.map((row) => row.applicants)).toEqual([3, 0, 0]);
    await admin.post(RestPath.STAFF_JOB_UPDATE_RECOMMENDED_COURSE, {
      jobID: job.jobID,
      recommendedProductID: courseId,
    });
    const missing = await list(RestPath.STAFF_JOB_COURSE_STAGE, { jobID: 999_999 });
    expect(missing.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });
});

describe('statusHistory, placementHistory, activeEmployees and the rating report', () => {
  it('lists status changes, placements and the ratings of a job', async () => {
    const [rejected, placed, future] = applicationOf as [number, number, number];
    await admin.post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID: rejected });
    await admin.post(RestPath.STAFF_JOB_REJECT, { applicationID: rejected, reasonID: 1 });
    const moves = await list<StaffHistoryEntry>(RestPath.STAFF_JOB_HISTORY, { applicationID: rejected });
    expect(moves.responseListObject).toHaveLength(3);
    const statuses = await list<StaffHistoryEntry>(RestPath.STAFF_JOB_STATUS_HISTORY, {
      applicationID: rejected,
    });
    expect(statuses.responseListObject?.map((entry) => entry.status)).toEqual(['IN_PROGRESS', 'REJECTED']);

    await admin.post(RestPath.STAFF_JOB_SAVE_PLACEMENT, {
      applicationID: placed,
      joiningDate: '2024-04-01',
      ctc: 600_000,
    });
    await admin.post(RestPath.STAFF_JOB_SAVE_PLACEMENT, {
      applicationID: future,
      joiningDate: '2099-01-01',
      ctc: 700_000,
    });
    const history = await list<Placement>(RestPath.STAFF_JOB_PLACEMENT_HISTORY, {
      partyID: learners[1]!.partyId,
    });
    expect(history.responseListObject).toEqual([
      expect.objectContaining({
        applicationID: placed,
        jobID: job.jobID,
        joiningDate: '2024-04-01',
        ctc: 600_000,
      }),
    ]);
    const plain = await admin.get(RestPath.STAFF_JOB_PLACEMENT_HISTORY, {
      query: { partyID: learners[1]!.partyId },
      encryptQuery: false,
    });
    expect(plain.status).toBe(400);
    const employees = await list<ActiveEmployee>(RestPath.STAFF_JOB_ACTIVE_EMPLOYEES, { corporateID: 1 });
    const ids = employees.responseListObject?.map((row) => row.applicationID);
    expect(ids).toContain(placed);
    expect(ids).not.toContain(future);
    expect(employees.responseListObject?.every((row) => row.corporateID === 1)).toBe(true);

    const rate = (client: RestTestClient, rating: number) =>
      client.post(RestPath.STAFF_JOB_SAVE_FEEDBACK, {
        applicationID: placed,
        stageID: job.stages[0]!.stageID,
        rating,
        feedback: '',
      });
    await rate(admin, 4);
    await rate(ops, 3);
    const report = await list<JobRatingReportRow>(RestPath.STAFF_JOB_RATING_REPORT, { jobID: job.jobID });
    expect(report.status).toBe('success');
    const rows = report.responseListObject!;
    expect(rows[0]).toMatchObject({
      applicationID: placed,
      ratings: 2,
      averageRating: 3.5,
      status: 'PLACED',
    });
    expect(rows.slice(1).map((row) => [row.ratings, row.averageRating, row.lastRatedAt])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);
  });
});

describe('applicantCountHistory and videoResumeRatingLink', () => {
  it('counts applications by day and links the resume with the page to rate it on', async () => {
    const days = await list<ApplicantCountDay>(RestPath.STAFF_JOB_APPLICANT_COUNT_HISTORY, {
      jobID: job.jobID,
    });
    expect(days.responseListObject).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), applications: 3, cumulative: 3 },
    ]);
    const link = await admin.get<ResumeRatingLink>(RestPath.STAFF_JOB_RESUME_RATING_LINK, {
      query: { applicationID: applicationOf[0]! },
    });
    expect(link.body.responseObject).toMatchObject({
      applicationID: applicationOf[0],
      partyID: learners[0]!.partyId,
      ratingPath: ClientRoute.candidateDetails(job.jobID, applicationOf[0]!),
    });
    expect(link.body.responseObject?.resumeUrl).toMatch(/^\/documents\//);
    const missing = await admin.get(RestPath.STAFF_JOB_RESUME_RATING_LINK, {
      query: { applicationID: 999_999 },
    });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('refuses learners and bad input', async () => {
    expect(
      (await learnerClient.get(RestPath.STAFF_JOB_RATING_REPORT, { query: { jobID: job.jobID } })).status,
    ).toBe(403);
    expect(
      (await admin.get(RestPath.STAFF_JOB_APPLICANT_COUNT_HISTORY, { query: { jobID: 'x' } })).status,
    ).toBe(400);
  });
});

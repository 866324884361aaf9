import {
  type AppliedJob,
  type Candidate,
  CandidateSort,
  type Placement,
  ProductId,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
  type StaffHistoryEntry,
  type StaffJob,
  type StageCount,
} from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { jobPlacements } from '../../db/schema/jobs';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { JOB_REJECTION_REASON_ROWS } from '../../db/seed/jobs';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let job: StaffJob;
const learners = [loadLearner(12), loadLearner(13), loadLearner(14)];
const applicationOf = new Map<number, number>();

/** Sets the learner's FEAT score as the assessment leaves it: on the FEAT enrolment. */
const featScore = async (partyId: number, score: number) => {
  await api.db
    .delete(enrolments)
    .where(and(eq(enrolments.partyId, partyId), eq(enrolments.productId, ProductId.FEAT)));
  // A scored FEAT is completed: the assessment stamps both, and completion is what makes a certificate.
  await api.db
    .insert(enrolments)
    .values({ partyId, productId: ProductId.FEAT, source: 'SEED', score, completedAt: new Date() });
};

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  const created = await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, {
    corporateID: 1,
    title: 'Candidates test associate',
    description: 'A job the candidates tests apply for, with the default pipeline.',
    jobFunctionID: 2,
    keySkillIDs: [102],
    locationIDs: [401],
    minExperience: 0,
    maxExperience: 5,
    employmentType: 'FULL_TIME',
    openings: 3,
    closesOn: '2099-12-31',
    questions: [{ text: 'Notice period in days?', answerType: 'NUMBER', options: [], required: true }],
  });
  job = created.body.responseObject!;
  for (const learner of learners) {
    const client = await api.signedIn(learner.email);
    const applied = await client.post<AppliedJob>(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [{ questionID: job.questions[0]!.questionID, answer: '60' }],
    });
    applicationOf.set(learner.partyId, applied.body.responseObject!.applicationID);
  }
  await featScore(learners[0]!.partyId, 55);
  await featScore(learners[2]!.partyId, 90);
}, 60_000);
afterAll(() => api?.close());

const candidates = (query: Record<string, string | number> = {}) =>
  admin.get<never, Candidate>(RestPath.STAFF_JOB_CANDIDATES, { query: { jobID: job.jobID, ...query } });

describe('candidateDetailsReport', () => {
  it('lists the applicants with answers and scores, sorted by FEAT score with the untested last', async () => {
    const response = await candidates({ sort: CandidateSort.FEAT_SCORE, order: 'desc' });
    expect(response.body.totalRecords).toBe(3);
    const rows = response.body.responseListObject ?? [];
    expect(rows.map((row) => [row.partyID, row.featScore])).toEqual([
      [learners[2]!.partyId, 90],
      [learners[0]!.partyId, 55],
      [learners[1]!.partyId, null],
    ]);
    expect(rows[0]).toMatchObject({
      stageName: 'Applied',
      status: 'IN_PROGRESS',
      email: learners[2]!.email,
      answers: [{ question: 'Notice period in days?', answer: '60' }],
    });
    const [feat] = await api.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.productId, ProductId.FEAT));
    expect(rows[0]?.certificates).toContain(feat?.name);
    const ascending = await candidates({ sort: CandidateSort.FEAT_SCORE, order: 'asc', limit: 1 });
    expect(ascending.body.responseListObject?.map((row) => row.featScore)).toEqual([55]);
    const missing = await admin.get(RestPath.STAFF_JOB_CANDIDATES, { query: { jobID: 99_999 } });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('counts only completed products as certificates, and filters by one', async () => {
    // Bought but not taken: FEAT is held, not a certificate.
    await api.db
      .insert(enrolments)
      .values({ partyId: learners[1]!.partyId, productId: ProductId.FEAT, source: 'SEED' });
    const certified = await candidates({ certifiedIn: ProductId.FEAT, sort: CandidateSort.APPLIED_ON });
    expect(certified.body.totalRecords).toBe(2);
    expect(certified.body.responseListObject?.map((row) => row.partyID).sort()).toEqual(
      [learners[0]!.partyId, learners[2]!.partyId].sort(),
    );
    const all = await candidates({ sort: CandidateSort.CFX_PROGRESS, order: 'desc' });
    const holder = all.body.responseListObject?.find((row) => row.partyID === learners[1]!.partyId);
    expect(holder?.certificates).toEqual([]);
    await api.db
      .delete(enrolments)
      .where(and(eq(enrolments.partyId, learners[1]!.partyId), eq(enrolments.productId, ProductId.FEAT)));
  });

  it('lists every job’s applicants when no job is named, for the cross-job candidate list', async () => {
    const all = await admin.get<never, Candidate>(RestPath.STAFF_JOB_CANDIDATES, {
      query: { sort: CandidateSort.APPLIED_ON, order: 'desc', limit: 50 },
    });
    expect(all.body.status).toBe('success');
    const ours = (all.body.responseListObject ?? []).filter((row) => row.jobID === job.jobID);
    expect(ours.map((row) => row.partyID).sort()).toEqual(learners.map((learner) => learner.partyId).sort());
    expect(all.body.totalRecords).toBeGreaterThanOrEqual(learners.length);
  });
});

describe('stage moves', () => {
  it('moves a candidate stage by stage to Placed, each move in the history with who made it', async () => {
    const learner = learners[0]!;
    const applicationID = applicationOf.get(learner.partyId)!;
    for (let step = 1; step < job.stages.length; step += 1) {
      const moved = await (step % 2 ? admin : ops).post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID });
      expect(moved.body.status).toBe('success');
    }
    const past = await admin.post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID });
    expect(past.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.JOB_APPLICATION_CLOSED });

    const history = await admin.get<never, StaffHistoryEntry>(RestPath.STAFF_JOB_HISTORY, {
      query: { applicationID },
    });
    const entries = history.body.responseListObject ?? [];
    expect(entries.map((entry) => entry.stageName)).toEqual(job.stages.map((stage) => stage.name));
    expect(entries[0]?.byPartyID).toBe(learner.partyId);
    expect(entries[1]?.byPartyID).toBe(DEMO_ACCOUNTS.admin.partyId);
    expect(entries[2]?.byPartyID).toBe(DEMO_ACCOUNTS.ops.partyId);
    // By name, not by party id (issue 28 item 9): the learner's own, then each staff member's.
    const { admin: rahul, ops: anita } = DEMO_ACCOUNTS;
    expect(entries.slice(0, 3).map((entry) => entry.byName)).toEqual([
      `${learner.firstName} ${learner.lastName}`,
      `${rahul.firstName} ${rahul.lastName}`,
      `${anita.firstName} ${anita.lastName}`,
    ]);
    expect(entries.at(-1)?.status).toBe('PLACED');

    const client = await api.signedIn(learner.email);
    const mine = await client.get<never, AppliedJob>(RestPath.JOBS_APPLIED, {
      query: { studentPartyID: learner.partyId },
    });
    const application = mine.body.responseListObject?.find((row) => row.applicationID === applicationID);
    expect(application).toMatchObject({ status: 'PLACED', currentStage: 'Placed' });
    expect(application?.stages.every((stage) => stage.reachedOn !== null)).toBe(true);
  });

  it('takes two staff moving one candidate at once one after the other, a stage each', async () => {
    const learner = loadLearner(15);
    const client = await api.signedIn(learner.email);
    const applied = await client.post<AppliedJob>(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [{ questionID: job.questions[0]!.questionID, answer: '15' }],
    });
    const applicationID = applied.body.responseObject!.applicationID;
    const moves = await Promise.all([
      admin.post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID }),
      ops.post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID }),
    ]);
    expect(moves.map((move) => move.body.status)).toEqual(['success', 'success']);
    const history = await admin.get<never, StaffHistoryEntry>(RestPath.STAFF_JOB_HISTORY, {
      query: { applicationID },
    });
    expect(history.body.responseListObject?.map((entry) => entry.stageName)).toEqual([
      'Applied',
      'Screening',
      'Assessment',
    ]);
    await admin.post(RestPath.STAFF_JOB_REJECT, { applicationID, reasonID: 1 });
  });

  it('moves to any stage of the job, not to another job’s stage', async () => {
    const applicationID = applicationOf.get(learners[1]!.partyId)!;
    const interview = job.stages.find((stage) => stage.name === 'Interview round 1')!;
    const moved = await admin.post(RestPath.STAFF_JOB_UPDATE_STATUS, {
      applicationID,
      stageID: interview.stageID,
    });
    expect(moved.body.status).toBe('success');
    const foreign = await admin.post(RestPath.STAFF_JOB_UPDATE_STATUS, { applicationID, stageID: 6011 });
    expect(foreign.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const counts = await admin.get<never, StageCount>(RestPath.STAFF_JOB_STAGE_COUNT, {
      query: { jobID: job.jobID },
    });
    const atInterview = counts.body.responseListObject?.find((stage) => stage.stageID === interview.stageID);
    expect(atInterview?.inProgress).toBe(1);
    const filtered = await candidates({ stageID: interview.stageID });
    expect(filtered.body.responseListObject?.map((row) => row.applicationID)).toEqual([applicationID]);
  });

  it('rejects with a reason the learner sees, after which the application does not move', async () => {
    const learner = learners[2]!;
    const applicationID = applicationOf.get(learner.partyId)!;
    const reason = JOB_REJECTION_REASON_ROWS[0]!;
    expect(
      (await admin.post(RestPath.STAFF_JOB_REJECT, { applicationID, reasonID: 999 })).body.reasonCode,
    ).toBe(ReasonCode.NOT_FOUND);
    const rejected = await admin.post(RestPath.STAFF_JOB_REJECT, {
      applicationID,
      reasonID: reason.reasonId,
    });
    expect(rejected.body.status).toBe('success');
    const again = await admin.post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID });
    expect(again.body).toMatchObject({
      reasonCode: ReasonCode.JOB_APPLICATION_CLOSED,
      reasonText: 'This application has been rejected or placed already, so its stage cannot change.',
    });
    const client = await api.signedIn(learner.email);
    const mine = await client.get<never, AppliedJob>(RestPath.JOBS_APPLIED, {
      query: { studentPartyID: learner.partyId },
    });
    const application = mine.body.responseListObject?.find((row) => row.applicationID === applicationID);
    expect(application).toMatchObject({
      status: 'REJECTED',
      currentStage: 'Applied',
      rejectionReason: reason.text,
    });
    const rejectedOnly = await candidates({ status: 'REJECTED' });
    expect(rejectedOnly.body.responseListObject?.[0]?.rejectionReason).toBe(reason.text);
  });
});

describe('savePlacementBy and getAllPlacementByDetails', () => {
  it('records the joining date and CTC, moving an application in progress to Placed', async () => {
    const placedID = applicationOf.get(learners[0]!.partyId)!;
    const inProgressID = applicationOf.get(learners[1]!.partyId)!;
    const rejectedID = applicationOf.get(learners[2]!.partyId)!;
    const save = (applicationID: number, ctc: number) =>
      ops.post(RestPath.STAFF_JOB_SAVE_PLACEMENT, { applicationID, joiningDate: '2027-02-01', ctc });
    expect((await save(placedID, 500_000)).body.status).toBe('success');
    expect((await save(placedID, 520_000)).body.status).toBe('success');
    expect((await save(inProgressID, 480_000)).body.status).toBe('success');
    expect((await save(rejectedID, 480_000)).body.reasonCode).toBe(ReasonCode.JOB_APPLICATION_CLOSED);
    expect((await ops.post(RestPath.STAFF_JOB_SAVE_PLACEMENT, { applicationID: placedID })).status).toBe(400);

    const placements = await admin.get<never, Placement>(RestPath.STAFF_JOB_PLACEMENTS, {
      query: { jobID: job.jobID },
    });
    const byApplication = new Map(placements.body.responseListObject?.map((row) => [row.applicationID, row]));
    expect(byApplication.get(placedID)).toMatchObject({
      ctc: 520_000,
      joiningDate: '2027-02-01',
      jobTitle: 'Candidates test associate',
      recordedBy: DEMO_ACCOUNTS.ops.partyId,
    });
    expect(byApplication.get(inProgressID)?.ctc).toBe(480_000);
    const rows = await api.db.select().from(jobPlacements);
    expect(rows).toHaveLength(2);
    const moved = await candidates({ status: 'PLACED' });
    expect(moved.body.totalRecords).toBe(2);
    // The candidate carries what was recorded, so its page and card show it (issue 28 item 9).
    const placedOf = new Map(moved.body.responseListObject?.map((row) => [row.applicationID, row.placement]));
    expect(placedOf.get(placedID)).toEqual({ joiningDate: '2027-02-01', ctc: 520_000 });
    expect(placedOf.get(inProgressID)).toEqual({ joiningDate: '2027-02-01', ctc: 480_000 });
    const rejected = await candidates({ status: 'REJECTED' });
    expect(rejected.body.responseListObject?.every((row) => row.placement === null)).toBe(true);
  });
});

describe('the audit log', () => {
  it('holds the job’s creation and every staff move, rejection and placement, with who and before/after', async () => {
    const auditOf = async (entityType: string, entityId: number) =>
      (
        await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
          query: { entityId: String(entityId) },
        })
      ).body.responseListObject?.filter((row) => row.entityType === entityType) ?? [];

    const [created] = await auditOf('job', job.jobID);
    expect(created).toMatchObject({
      action: StaffAction.JOB_CREATE,
      actorPartyId: DEMO_ACCOUNTS.admin.partyId,
      before: null,
      after: { title: 'Candidates test associate' },
    });

    const moves = await auditOf('application', applicationOf.get(learners[0]!.partyId)!);
    const actions = moves.map((row) => row.action);
    expect(actions).toContain(StaffAction.APPLICATION_MOVE);
    expect(actions).toContain(StaffAction.APPLICATION_PLACEMENT);
    const byOps = moves.find(
      (row) => row.action === StaffAction.APPLICATION_MOVE && row.actorPartyId === DEMO_ACCOUNTS.ops.partyId,
    );
    expect(byOps?.before).toMatchObject({ status: 'IN_PROGRESS' });

    const [rejected] = await auditOf('application', applicationOf.get(learners[2]!.partyId)!);
    expect(rejected).toMatchObject({
      action: StaffAction.APPLICATION_REJECT,
      after: { status: 'REJECTED', reasonId: JOB_REJECTION_REASON_ROWS[0]!.reasonId },
    });
  });
});

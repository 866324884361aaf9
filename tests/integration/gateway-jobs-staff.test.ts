import { AnswerType, ReasonCode, ReasonMessage, StageKind } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_JOB_IDS, JOB_SEEKER } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationHistoryDocument,
  ApplyForJobDocument,
  CandidatePlacementHistoryDocument,
  CreateJobDocument,
  type JobDraftInput,
  JobCandidatesDocument,
  JobDetailsDocument,
  JobFilterOptionsDocument,
  JobStageCountsDocument,
  MoveCandidateToNextStageDocument,
  MoveCandidateToStageDocument,
  MyApplicationsDocument,
  RejectCandidateDocument,
  SavePlacementDocument,
  StaffJobDocument,
  StaffJobLookupsDocument,
  StaffJobsDocument,
  UpdateJobDocument,
} from '../../client/src/graphql/generated/graphql';
import { CreateJobsBulkDocument, JobPlacementRecordsDocument } from '../src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

const PIPELINE = [
  { name: 'Applied', kind: StageKind.APPLIED },
  { name: 'Phone screen', kind: StageKind.SCREENING },
  { name: 'Panel', kind: StageKind.INTERVIEW },
  { name: 'Placed', kind: StageKind.PLACED },
];
const QUESTIONS = [
  { text: 'Notice period in days?', answerType: AnswerType.NUMBER, options: [], required: true },
  { text: 'Shift', answerType: AnswerType.SINGLE_CHOICE, options: ['Day', 'Night'], required: false },
];

describe('gateway jobs, the staff side: jobs, candidates, stage moves and placements', () => {
  let stack: Stack;
  let ops: Caller;
  let seeker: Caller;
  let draft: JobDraftInput;

  beforeAll(async () => {
    stack = await startStack();
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-staff-jobs' });
    seeker = await loginAs(stack, JOB_SEEKER.email, { browser: 'seeker-staff-jobs' });
    const lookups = (await ops.data(StaffJobLookupsDocument, {})).staffJobLookups;
    const locations = (await seeker.data(JobFilterOptionsDocument, {})).jobFilterOptions.locations;
    const idOf = (list: { id: number; name: string }[], name: string) =>
      list.find((option) => option.name === name)?.id ?? -1;
    draft = {
      corporateId: 1,
      title: 'Zephyr treasury associate (gateway)',
      description: 'Run the daily treasury book and the liquidity reports for the branch network.',
      jobFunctionId: lookups.jobFunctions[0]!.id,
      keySkillIds: [idOf(lookups.keySkills, 'KYC and AML'), idOf(lookups.keySkills, 'Excel')],
      locationIds: [idOf(locations, 'Mumbai')],
      minExperience: 0,
      maxExperience: 3,
      salaryMin: 400_000,
      salaryMax: 600_000,
      employmentType: 'FULL_TIME',
      openings: 2,
      closesOn: '2099-12-31',
    };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('offers the form’s lookups: skills, functions, answer types, the default pipeline and reasons', async () => {
    const lookups = (await ops.data(StaffJobLookupsDocument, {})).staffJobLookups;
    expect(lookups.keySkills.map((skill) => skill.name)).toContain('KYC and AML');
    expect(lookups.jobFunctions.length).toBeGreaterThan(0);
    expect(lookups.answerTypes).toEqual(expect.arrayContaining(Object.values(AnswerType)));
    expect(lookups.interviewStages[0]?.kind).toBe(StageKind.APPLIED);
    expect(lookups.interviewStages.at(-1)?.kind).toBe(StageKind.PLACED);
    expect(lookups.experience[0]).toEqual({ id: 0, name: '0 years' });
    expect(lookups.rejectionReasons.length).toBeGreaterThan(0);
    // Every corporate from the corporates table, by name (not only those with jobs).
    expect(lookups.corporates.map((corporate) => corporate.id)).toContain(1);
    const corporateNames = lookups.corporates.map((corporate) => corporate.name);
    expect(corporateNames).toEqual([...corporateNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(draft.keySkillIds.every((id) => id > 0) && draft.locationIds.every((id) => id > 0)).toBe(true);
  });

  it('saves the status staff set: a job updated to CLOSED is closed, and OPEN again reopens it', async () => {
    const created = (await ops.data(CreateJobDocument, { input: { ...draft, status: 'CLOSED' } })).createJob;
    expect(created.job).toMatchObject({ status: 'CLOSED', open: false });
    const jobId = created.job!.jobId;
    const reopened = (await ops.data(UpdateJobDocument, { input: { ...draft, jobId, status: 'OPEN' } }))
      .updateJob;
    expect(reopened.job).toMatchObject({ status: 'OPEN', open: true });
  });

  it('takes a job from creation through an application, every stage to Placed and the placement', async () => {
    const created = (
      await ops.data(CreateJobDocument, { input: { ...draft, stages: PIPELINE, questions: QUESTIONS } })
    ).createJob;
    expect(created.userErrors).toEqual([]);
    const jobId = created.job!.jobId;
    expect(created.job).toMatchObject({ corporateId: 1, status: 'OPEN', open: true, applicantTotal: 0 });
    expect(created.job?.stages.map((stage) => stage.name)).toEqual(PIPELINE.map((stage) => stage.name));
    const listed = (await ops.data(StaffJobsDocument, { corporateId: 1, page: 1, pageSize: 50 })).staffJobs;
    expect(listed.items.map((job) => job.jobId)).toContain(jobId);

    const page = (await seeker.data(JobDetailsDocument, { jobId })).job;
    expect(page?.questions.map((question) => question.text)).toEqual(
      QUESTIONS.map((question) => question.text),
    );
    const [notice, shift] = page!.questions;
    const applied = (
      await seeker.data(ApplyForJobDocument, {
        input: {
          jobId,
          answers: [
            { questionId: notice!.questionId, answer: ['30'] },
            { questionId: shift!.questionId, answer: ['Night'] },
          ],
        },
      })
    ).applyForJob;
    expect(applied.userErrors).toEqual([]);

    const candidates = (await ops.data(JobCandidatesDocument, { jobId, page: 1, pageSize: 10 }))
      .jobCandidates;
    expect(candidates?.total).toBe(1);
    const candidate = candidates!.items[0]!;
    expect(candidate).toMatchObject({
      partyId: JOB_SEEKER.partyId,
      email: JOB_SEEKER.email,
      stageName: 'Applied',
      status: 'IN_PROGRESS',
    });
    expect(candidate.answers.map((entry) => [entry.question, entry.answer])).toEqual([
      ['Notice period in days?', ['30']],
      ['Shift', ['Night']],
    ]);
    const applicationId = candidate.applicationId;

    const stageOf = async () =>
      (await seeker.data(MyApplicationsDocument, { page: 1, pageSize: 20 })).myApplications.items.find(
        (application) => application.job.jobId === jobId,
      );
    expect((await stageOf())?.currentStage).toBe('Applied');
    for (const stage of PIPELINE.slice(1)) {
      const moved = (await ops.data(MoveCandidateToNextStageDocument, { applicationId }))
        .moveCandidateToNextStage;
      expect(moved).toEqual({ ok: true, userErrors: [] });
      expect((await stageOf())?.currentStage).toBe(stage.name);
    }
    const mine = await stageOf();
    expect(mine?.status).toBe('PLACED');
    expect(mine?.history.map((entry) => entry.stageName)).toEqual(PIPELINE.map((stage) => stage.name));

    const past = (await ops.data(MoveCandidateToNextStageDocument, { applicationId }))
      .moveCandidateToNextStage;
    expect(past).toEqual({
      ok: false,
      userErrors: [
        {
          code: ReasonCode.JOB_APPLICATION_CLOSED,
          field: 'applicationId',
          message: ReasonMessage.JOB_APPLICATION_CLOSED,
        },
      ],
    });

    const placement = (
      await ops.data(SavePlacementDocument, {
        input: { applicationId, joiningDate: '2027-01-04', ctc: 520_000 },
      })
    ).savePlacement;
    expect(placement).toEqual({ ok: true, userErrors: [] });
    expect((await ops.data(JobPlacementRecordsDocument, { jobId })).jobPlacements).toEqual([
      expect.objectContaining({
        applicationId,
        joiningDate: '2027-01-04',
        ctc: 520_000,
        partyId: JOB_SEEKER.partyId,
        recordedBy: DEMO_ACCOUNTS.ops.partyId,
      }),
    ]);

    // `001 §7` placementHistory: the learner's placements across jobs, the party in the encrypted query.
    const placements = (await ops.data(CandidatePlacementHistoryDocument, { partyId: JOB_SEEKER.partyId }))
      .candidatePlacementHistory;
    expect(placements).toContainEqual(
      expect.objectContaining({ applicationId, jobId, joiningDate: '2027-01-04', ctc: 520_000 }),
    );

    const history = (await ops.data(ApplicationHistoryDocument, { applicationId })).applicationHistory;
    expect(history?.map((entry) => [entry.stageName, entry.byPartyId])).toEqual([
      ['Applied', JOB_SEEKER.partyId],
      ['Phone screen', DEMO_ACCOUNTS.ops.partyId],
      ['Panel', DEMO_ACCOUNTS.ops.partyId],
      ['Placed', DEMO_ACCOUNTS.ops.partyId],
    ]);
    // Each move names who made it, and the placed candidate carries what was recorded (issue 28 item 9).
    const opsName = `${DEMO_ACCOUNTS.ops.firstName} ${DEMO_ACCOUNTS.ops.lastName}`;
    expect(history?.map((entry) => entry.byName)).toEqual([
      `${JOB_SEEKER.firstName} ${JOB_SEEKER.lastName}`,
      opsName,
      opsName,
      opsName,
    ]);
    const placed = (await ops.data(JobCandidatesDocument, { jobId, page: 1, pageSize: 10 })).jobCandidates;
    expect(placed?.items.find((item) => item.applicationId === applicationId)?.placement).toEqual({
      joiningDate: '2027-01-04',
      ctc: 520_000,
    });
    const counts = (await ops.data(JobStageCountsDocument, { jobId })).jobStageCounts;
    expect(counts?.map((stage) => [stage.name, stage.inProgress])).toEqual([
      ['Applied', 0],
      ['Phone screen', 0],
      ['Panel', 0],
      ['Placed', 1],
    ]);
    expect((await ops.data(StaffJobDocument, { jobId })).staffJob?.applicantTotal).toBe(1);

    // The pipeline's stages have held the application and its questionnaire has answers: both are fixed.
    const shorter = (
      await ops.data(UpdateJobDocument, {
        input: { ...draft, jobId, stages: [PIPELINE[0]!, PIPELINE[3]!] },
      })
    ).updateJob;
    expect(shorter.userErrors).toEqual([
      { code: ReasonCode.JOB_STAGE_IN_USE, field: 'input.stages', message: ReasonMessage.JOB_STAGE_IN_USE },
    ]);
    const requestions = (
      await ops.data(UpdateJobDocument, { input: { ...draft, jobId, questions: [QUESTIONS[1]!] } })
    ).updateJob;
    expect(requestions.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.VALIDATION_FAILED, null],
    ]);
    const renamed = (await ops.data(UpdateJobDocument, { input: { ...draft, jobId, openings: 3 } }))
      .updateJob;
    expect(renamed.userErrors).toEqual([]);
    expect(renamed.job?.stages.map((stage) => stage.name)).toEqual(PIPELINE.map((stage) => stage.name));
  });

  it('refuses an invalid pipeline, an unknown stage or reason and a past-the-end move as userErrors', async () => {
    const invalid = (
      await ops.data(CreateJobDocument, {
        input: { ...draft, stages: [PIPELINE[2]!, PIPELINE[3]!] },
      })
    ).createJob;
    expect(invalid.job).toBeNull();
    expect(invalid.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.JOB_PIPELINE_INVALID, 'input.stages'],
    ]);
    expect(invalid.userErrors[0]?.message).toContain('Applied');

    const job = (await ops.data(CreateJobDocument, { input: { ...draft, title: 'Zephyr ops analyst' } }))
      .createJob.job!;
    const applied = (await seeker.data(ApplyForJobDocument, { input: { jobId: job.jobId, answers: [] } }))
      .applyForJob;
    const applicationId = applied.application!.applicationId;
    const lastStage = job.stages.at(-1)!;
    const unknownStage = (await ops.data(MoveCandidateToStageDocument, { applicationId, stageId: 999_999 }))
      .moveCandidateToStage;
    expect(unknownStage.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, null],
    ]);
    const unknownReason = (await ops.data(RejectCandidateDocument, { applicationId, reasonId: 999_999 }))
      .rejectCandidate;
    expect(unknownReason.userErrors.map((error) => error.code)).toEqual([ReasonCode.NOT_FOUND]);
    expect(
      (await ops.data(MoveCandidateToStageDocument, { applicationId, stageId: lastStage.stageId }))
        .moveCandidateToStage,
    ).toEqual({ ok: true, userErrors: [] });
    const mine = (await seeker.data(MyApplicationsDocument, { page: 1, pageSize: 20 })).myApplications.items;
    expect(mine.find((application) => application.job.jobId === job.jobId)?.status).toBe('PLACED');

    const other = (await ops.data(CreateJobDocument, { input: { ...draft, title: 'Zephyr desk analyst' } }))
      .createJob.job!;
    const second = (await seeker.data(ApplyForJobDocument, { input: { jobId: other.jobId, answers: [] } }))
      .applyForJob.application!;
    const reasons = (await ops.data(StaffJobLookupsDocument, {})).staffJobLookups.rejectionReasons;
    expect(
      (
        await ops.data(RejectCandidateDocument, {
          applicationId: second.applicationId,
          reasonId: reasons[0]!.id,
        })
      ).rejectCandidate,
    ).toEqual({ ok: true, userErrors: [] });
    const rejected = (
      await ops.data(JobCandidatesDocument, { jobId: other.jobId, status: 'REJECTED', page: 1, pageSize: 10 })
    ).jobCandidates;
    expect(rejected?.items.map((candidate) => candidate.rejectionReason)).toEqual([reasons[0]!.name]);
    const again = (await ops.data(MoveCandidateToNextStageDocument, { applicationId: second.applicationId }))
      .moveCandidateToNextStage;
    expect(again.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.JOB_APPLICATION_CLOSED, 'applicationId'],
    ]);
    expect(
      (await ops.data(JobCandidatesDocument, { jobId: 424_242, page: 1, pageSize: 10 })).jobCandidates,
    ).toBeNull();
    // Without a job: every job's applicants (the cross-job /candidate-details list).
    const everyJob = (await ops.data(JobCandidatesDocument, { jobId: null, page: 1, pageSize: 50 }))
      .jobCandidates;
    expect(everyJob?.items.map((candidate) => candidate.jobId)).toEqual(
      expect.arrayContaining([other.jobId]),
    );
  });

  it('creates jobs in bulk, keeping the good rows and listing the bad ones', async () => {
    const bulk = (
      await ops.data(CreateJobsBulkDocument, {
        input: {
          jobs: [
            { ...draft, title: 'Zephyr bulk one' },
            { ...draft, title: 'Zephyr bulk two', minExperience: 5, maxExperience: 2 },
            { ...draft, title: 'Zephyr bulk three' },
          ],
        },
      })
    ).createJobsBulk;
    expect(bulk).toMatchObject({ successCount: 2, failCount: 1, userErrors: [] });
    expect(bulk.failList.map((failure) => [failure.row, failure.title])).toEqual([[2, 'Zephyr bulk two']]);
    expect(bulk.failList[0]?.errors.length).toBeGreaterThan(0);
    expect(bulk.jobIds).toHaveLength(2);
  });

  it('is for ADMIN and OPS only', async () => {
    expect(errorCodes(await seeker.graphql(StaffJobsDocument, { page: 1, pageSize: 5 }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(
      errorCodes(
        await seeker.graphql(JobCandidatesDocument, { jobId: DEMO_JOB_IDS.kycAnalyst, page: 1, pageSize: 5 }),
      ),
    ).toEqual(['FORBIDDEN']);
    expect(errorCodes(await seeker.graphql(MoveCandidateToNextStageDocument, { applicationId: 1 }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(errorCodes(await stack.graphql(StaffJobsDocument, { page: 1, pageSize: 5 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin-staff-jobs' });
    const kyc = (await admin.data(StaffJobDocument, { jobId: DEMO_JOB_IDS.kycAnalyst })).staffJob;
    expect(kyc?.jobId).toBe(DEMO_JOB_IDS.kycAnalyst);
    expect((await admin.data(StaffJobDocument, { jobId: 424_242 })).staffJob).toBeNull();
  });
});

import {
  type Candidate,
  CandidateSort,
  ReasonCode,
  ReasonMessage,
  RestPath,
  type StaffJob,
  StageKind,
} from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../upstream/fake-upstream';
import { ADMIN, fakeRequest } from '../../test/fake-request';
import type { JobDraftInput } from './staff-jobs-input.types';
import { StaffJobsSource } from './staff-jobs.source';

const staffAs = async () => {
  const request = await fakeRequest(ADMIN);
  return { ...request, staffJobs: new StaffJobsSource(request.scope) };
};

const input: JobDraftInput = {
  corporateId: 1,
  title: 'Treasury associate',
  description: 'Run the treasury book.',
  jobFunctionId: 2,
  keySkillIds: [102],
  locationIds: [401],
  minExperience: 0,
  maxExperience: 3,
  employmentType: 'FULL_TIME',
  openings: 2,
  closesOn: '2099-12-31',
};

const restJob = (over: Partial<StaffJob> = {}): StaffJob => ({
  jobID: 700,
  title: 'Treasury associate',
  corporateName: 'Zephyr Bank',
  corporateAbout: '',
  description: 'Run the treasury book.',
  jobFunction: 'Treasury',
  locations: ['Mumbai'],
  keySkills: ['Excel'],
  minExperience: 0,
  maxExperience: 3,
  salaryMin: null,
  salaryMax: null,
  employmentType: 'FULL_TIME',
  postedOn: '2026-11-23T10:00:00.000Z',
  closesOn: '2099-12-31',
  openings: 2,
  open: true,
  questions: [],
  recommendedCourse: null,
  corporateID: 1,
  jobFunctionID: 2,
  keySkillIDs: [102],
  locationIDs: [401],
  recommendedProductID: null,
  status: 'OPEN',
  stages: [
    { stageID: 1, name: 'Applied', kind: StageKind.APPLIED, position: 0, inProgress: 1, rejected: 0 },
    { stageID: 2, name: 'Placed', kind: StageKind.PLACED, position: 1, inProgress: 0, rejected: 0 },
  ],
  applicantTotal: 1,
  ...over,
});

describe('StaffJobsSource', () => {
  it('creates a job in REST’s names, leaving out the stages and questions not given', async () => {
    const { upstream, staffJobs } = await staffAs();
    upstream.on('POST', RestPath.STAFF_JOB_CREATE, ok({ responseObject: restJob() }));
    const payload = await staffJobs.create(input);
    expect(payload.userErrors).toEqual([]);
    expect(payload.job).toMatchObject({ id: 'StaffJob:700', jobId: 700, corporateId: 1, applicantTotal: 1 });
    expect(payload.job?.stages[1]).toEqual({
      stageId: 2,
      name: 'Placed',
      kind: StageKind.PLACED,
      position: 1,
      inProgress: 0,
      rejected: 0,
    });
    const body = upstream.callsTo(RestPath.STAFF_JOB_CREATE)[0]?.body;
    expect(body).toMatchObject({
      corporateID: 1,
      jobFunctionID: 2,
      salaryMin: null,
      recommendedProductID: null,
    });
    expect(body).not.toHaveProperty('stages');
    expect(body).not.toHaveProperty('questions');
  });

  it('answers an invalid pipeline on input.stages with REST’s message', async () => {
    const { upstream, staffJobs } = await staffAs();
    upstream.on(
      'POST',
      RestPath.STAFF_JOB_UPDATE,
      refused(ReasonCode.JOB_PIPELINE_INVALID, 'The first stage must be Applied'),
    );
    const payload = await staffJobs.update({
      ...input,
      jobId: 700,
      stages: [{ name: 'Panel', kind: StageKind.INTERVIEW }],
    });
    expect(payload).toEqual({
      job: null,
      userErrors: [
        {
          code: ReasonCode.JOB_PIPELINE_INVALID,
          field: 'input.stages',
          message: 'The first stage must be Applied',
        },
      ],
    });
    expect(upstream.callsTo(RestPath.STAFF_JOB_UPDATE)[0]?.body).toMatchObject({
      jobID: 700,
      stages: [{ name: 'Panel' }],
    });
  });

  it('lists candidates with every answer as a list, sorted as asked; an unknown job is null', async () => {
    const { upstream, staffJobs } = await staffAs();
    const candidate: Candidate = {
      applicationID: 9,
      jobID: 700,
      jobTitle: 'Zephyr treasury associate',
      partyID: 1070,
      fullName: 'Neha Joshi',
      email: 'jobseeker@finx.demo',
      mobile: '9710000070',
      appliedOn: '2026-11-23T10:00:00.000Z',
      stageName: 'Applied',
      stageKind: StageKind.APPLIED,
      status: 'IN_PROGRESS',
      rejectionReason: null,
      featScore: null,
      cfxProgress: null,
      employabilityScore: 40,
      placement: { joiningDate: '2026-12-01', ctc: 600_000 },
      certificates: [],
      answers: [
        { questionID: 1, question: 'Years?', answer: '2' },
        { questionID: 2, question: 'Tools?', answer: ['Excel', 'SQL'] },
      ],
    };
    upstream.on(
      'GET',
      RestPath.STAFF_JOB_CANDIDATES,
      ok({ responseListObject: [candidate], totalRecords: 1 }),
      refused(ReasonCode.NOT_FOUND),
    );
    const filter = {
      stageId: null,
      status: null,
      certifiedIn: null,
      sort: CandidateSort.FEAT_SCORE,
      descending: false,
    };
    const page = await staffJobs.candidates(700, filter, 1, 10);
    expect(page?.total).toBe(1);
    expect(page?.items[0]?.answers.map((entry) => entry.answer)).toEqual([['2'], ['Excel', 'SQL']]);
    expect(page?.items[0]?.placement).toEqual({ joiningDate: '2026-12-01', ctc: 600_000 });
    expect(upstream.callsTo(RestPath.STAFF_JOB_CANDIDATES)[0]?.query).toMatchObject({
      jobID: 700,
      sort: 'featScore',
      order: 'asc',
      page: 1,
      limit: 10,
    });
    expect(await staffJobs.candidates(424_242, filter, 1, 10)).toBeNull();
    await expect(staffJobs.candidates(700, filter, 1, 500)).rejects.toThrow('A page holds 1 to');
  });

  it('maps move refusals: past the end on applicationId, an unknown stage on no field', async () => {
    const { upstream, staffJobs } = await staffAs();
    upstream.on('POST', RestPath.STAFF_JOB_NEXT_STAGE, refused(ReasonCode.JOB_STAGE_LAST));
    upstream.on('POST', RestPath.STAFF_JOB_UPDATE_STATUS, refused(ReasonCode.NOT_FOUND));
    expect(await staffJobs.moveToNextStage(9)).toEqual({
      ok: false,
      userErrors: [
        { code: ReasonCode.JOB_STAGE_LAST, field: 'applicationId', message: ReasonMessage.JOB_STAGE_LAST },
      ],
    });
    const toStage = await staffJobs.moveToStage(9, 999);
    expect(toStage.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, null],
    ]);
    expect(upstream.callsTo(RestPath.STAFF_JOB_UPDATE_STATUS)[0]?.body).toEqual({
      applicationID: 9,
      stageID: 999,
    });
  });

  it("reads a learner's placement history with the party in the (encrypted) query", async () => {
    const { upstream, staffJobs } = await staffAs();
    upstream.on(
      'GET',
      RestPath.STAFF_JOB_PLACEMENT_HISTORY,
      ok({
        responseListObject: [
          {
            applicationID: 6900,
            joiningDate: '2029-07-01',
            ctc: 540_000,
            jobID: 590,
            jobTitle: 'Credit analyst',
            corporateName: 'Zephyr Bank',
            partyID: 1070,
            fullName: 'Neha Jobseeker',
            recordedBy: 1003,
            recordedAt: '2029-06-01T06:00:00.000Z',
          },
        ],
        totalRecords: 1,
      }),
    );
    const placements = await staffJobs.placementHistory(1070);
    expect(placements).toEqual([expect.objectContaining({ applicationId: 6900, jobId: 590, ctc: 540_000 })]);
    expect(upstream.callsTo(RestPath.STAFF_JOB_PLACEMENT_HISTORY)[0]?.query).toEqual({ partyID: 1070 });
  });
});

import {
  type JobDetails,
  type JobOption,
  type JobQuestion,
  type JobSummary,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_JOB_IDS, JOB_SEEKER, OPEN_DEMO_JOBS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let seeker: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  seeker = await api.signedIn(JOB_SEEKER.email);
}, 60_000);
afterAll(() => api?.close());

const search = async (
  query: Record<string, string | number>,
  client = seeker,
  partyId: number = JOB_SEEKER.partyId,
) => {
  const response = await client.get<never, JobSummary>(RestPath.JOBS, {
    query: { studentPartyID: partyId, ...query },
  });
  return {
    status: response.status,
    ids: response.body.responseListObject?.map((job) => job.jobID),
    rows: response.body.responseListObject ?? [],
    total: response.body.totalRecords,
  };
};

describe('jobs search (jobs, jobsfromskills)', () => {
  it('pages open jobs newest first, with the learner’s fit and application status', async () => {
    const first = await search({});
    expect(first.total).toBe(OPEN_DEMO_JOBS);
    expect(first.ids).toEqual([611, 606, 602, 612, 603, 609, 604, 614, 607, 615]);
    const third = await search({ page: 3, limit: 10 });
    expect(third.rows).toHaveLength(OPEN_DEMO_JOBS - 20);
    expect(third.ids).not.toContain(DEMO_JOB_IDS.closed);
    expect(third.ids).not.toContain(DEMO_JOB_IDS.placed);

    const kyc = first.rows.find((job) => job.jobID === DEMO_JOB_IDS.kycAnalyst);
    expect(kyc).toMatchObject({
      title: 'KYC Analyst',
      corporateName: 'Kotak Mahindra Bank',
      jobFunction: 'Risk and Compliance',
      locations: ['Mumbai'],
      keySkills: ['KYC and AML', 'Banking Operations', 'Excel'],
      salaryMin: 300_000,
      employmentType: 'FULL_TIME',
      closesOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fit: { percent: 67, matchedSkills: ['KYC and AML', 'Banking Operations'], missingSkills: ['Excel'] },
      applicationStatus: null,
    });
    const everything = await search({ limit: 50 });
    const statuses = Object.fromEntries(everything.rows.map((job) => [job.jobID, job.applicationStatus]));
    expect(statuses[DEMO_JOB_IDS.interview]).toBe('IN_PROGRESS');
    expect(statuses[DEMO_JOB_IDS.rejected]).toBe('REJECTED');

    expect((await search({ limit: 500 })).status).toBe(400);
    expect((await search({ page: 0 })).status).toBe(400);
  });

  it('filters by keyword (title, description, corporate), skills, function, locations and experience', async () => {
    expect((await search({ keyword: 'kyc analyst' })).ids).toEqual([602]);
    expect((await search({ keyword: 'MORNINGSTAR' })).ids).toEqual([606, 607, 608]);
    expect((await search({ keyword: 'SARFAESI' })).total).toBe(0);
    expect((await search({ keyword: 'UCP 600' })).ids).toEqual([617]);
    // LIKE's wildcards are matched as themselves, not as wildcards.
    expect((await search({ keyword: '%' })).total).toBe(0);
    expect((await search({ keyword: '_' })).total).toBe(0);

    expect((await search({ skillIds: '108' })).ids).toEqual([606, 608, 622, 618]);
    expect((await search({ locationIds: '413' })).ids).toEqual([604, 624, 625]);
    expect((await search({ skillIds: '110,999', locationIds: '413,412' })).ids).toEqual([604, 625]);
    expect((await search({ jobFunctionId: 5 })).ids).toEqual([612, 629]);
    expect((await search({ experience: 7 })).ids).toEqual([614, 618]);
    expect((await search({ experience: 7, keyword: 'wealth' })).ids).toEqual([618]);

    expect((await search({ skillIds: 'abc' })).status).toBe(400);
    expect((await search({ experience: 31 })).status).toBe(400);
    expect((await search({ keyword: 'x'.repeat(101) })).status).toBe(400);
  });

  it('matches the profile’s key skills, most shared first; none without skills; only the own party', async () => {
    const response = await seeker.get<never, JobSummary>(RestPath.JOBS_FROM_SKILLS, {
      query: { studentPartyID: JOB_SEEKER.partyId, limit: 50 },
    });
    const rows = response.body.responseListObject ?? [];
    expect(rows.slice(0, 5).map((job) => job.jobID)).toEqual([604, 615, 601, 629, 605]);
    const matched = rows.map((job) => job.fit.matchedSkills.length);
    expect(
      matched.every((count, index) => count > 0 && (index === 0 || count <= (matched[index - 1] ?? 0))),
    ).toBe(true);
    expect(response.body.totalRecords).toBe(rows.length);
    const paged = await seeker.get<never, JobSummary>(RestPath.JOBS_FROM_SKILLS, {
      query: { studentPartyID: JOB_SEEKER.partyId, page: 2, limit: 2 },
    });
    expect(paged.body.responseListObject?.map((job) => job.jobID)).toEqual([601, 629]);

    const learner = loadLearner(30);
    const client = await api.signedIn(learner.email);
    const none = await client.get<never, JobSummary>(RestPath.JOBS_FROM_SKILLS, {
      query: { studentPartyID: learner.partyId },
    });
    expect(none.body).toMatchObject({ status: 'success', responseListObject: [], totalRecords: 0 });
    // Without profile skills every fit is 0 percent, all skills missing.
    const plain = await search({ keyword: 'KYC Analyst' }, client, learner.partyId);
    expect(plain.rows[0]?.fit).toEqual({
      percent: 0,
      matchedSkills: [],
      missingSkills: ['KYC and AML', 'Banking Operations', 'Excel'],
    });

    expect((await search({}, client)).status).toBe(403);
    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    expect((await search({}, ops)).total).toBe(OPEN_DEMO_JOBS);
  });
});

describe('one job (jobs/details, similar, job/questions) and the lookups', () => {
  const details = (jobID: number) =>
    seeker.get<JobDetails>(RestPath.JOB_DETAILS, { query: { studentPartyID: JOB_SEEKER.partyId, jobID } });

  it('answers a job with its questionnaire and recommended course; closed ones too; NOT_FOUND else', async () => {
    const credit = (await details(DEMO_JOB_IDS.creditAnalyst)).body.responseObject;
    expect(credit).toMatchObject({
      jobID: 603,
      title: 'Credit Analyst - MSME',
      corporateAbout: expect.stringContaining('private sector bank'),
      openings: 3,
      open: true,
      recommendedCourse: {
        productID: 3002,
        productName: 'Credit Appraisal for MSME Loans',
        price: 7499,
        owned: false,
        inCart: false,
      },
    });
    expect(credit?.questions.map((question) => question.answerType)).toEqual([
      'YES_NO',
      'SINGLE_CHOICE',
      'TEXT',
      'NUMBER',
    ]);
    expect(credit?.questions[1]).toMatchObject({ options: expect.arrayContaining(['CA']), required: true });

    const closed = (await details(DEMO_JOB_IDS.placed)).body.responseObject;
    expect(closed).toMatchObject({ open: false, applicationStatus: 'PLACED', recommendedCourse: null });
    const missing = await details(99_999);
    expect(missing.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_FOUND });

    const questions = await seeker.get<never, JobQuestion>(RestPath.JOB_QUESTIONS, {
      query: { studentPartyID: JOB_SEEKER.partyId, jobID: DEMO_JOB_IDS.kycAnalyst },
    });
    expect(questions.body.responseListObject?.map((question) => question.questionID)).toEqual([
      6021, 6022, 6023,
    ]);
    const none = await seeker.get(RestPath.JOB_QUESTIONS, {
      query: { studentPartyID: JOB_SEEKER.partyId, jobID: 99_999 },
    });
    expect(none.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('lists up to four similar open jobs, never the job itself', async () => {
    const similar = await seeker.get<never, JobSummary>(RestPath.JOBS_SIMILAR, {
      query: { studentPartyID: JOB_SEEKER.partyId, jobID: DEMO_JOB_IDS.creditAnalyst },
    });
    const rows = similar.body.responseListObject ?? [];
    expect(rows).toHaveLength(4);
    expect(rows.map((job) => job.jobID)).not.toContain(DEMO_JOB_IDS.creditAnalyst);
    for (const job of rows) {
      const sharesSkill = job.keySkills.some((skill) =>
        ['Financial Analysis', 'Credit Appraisal', 'Excel', 'Accounting'].includes(skill),
      );
      expect(sharesSkill || job.jobFunction === 'Credit and Underwriting').toBe(true);
    }
  });

  it('lists rejection reasons, the open jobs’ locations and the learner’s applied locations', async () => {
    const reasons = await seeker.get<never, JobOption>(RestPath.JOB_REJECTION_REASONS);
    expect(reasons.body.responseListObject).toHaveLength(6);
    expect(reasons.body.responseListObject?.[3]).toEqual({ id: 4, name: 'Did not clear the assessment' });
    const locations = await seeker.get<never, JobOption>(RestPath.JOB_LOCATIONS);
    const names = locations.body.responseListObject?.map((option) => option.name) ?? [];
    expect(names).toContain('Anywhere in India');
    expect(names).toEqual([...names].sort());
    const applied = await seeker.get<never, JobOption>(RestPath.JOB_APPLIED_LOCATIONS, {
      query: { studentPartyID: JOB_SEEKER.partyId },
    });
    expect(applied.body.responseListObject?.map((option) => option.name)).toEqual([
      'Gurugram',
      'Mumbai',
      'New Delhi',
      'Noida',
      'Pune',
    ]);
  });
});

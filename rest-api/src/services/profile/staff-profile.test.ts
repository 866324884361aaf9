import {
  ANNUAL_SALARY_BANDS,
  type LearnerProfileDto,
  type NamedOption,
  ProfileMessage,
  QUALIFICATIONS,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PROFILE_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let learner: RestTestClient;
const them = PROFILE_ACCOUNTS.profileLearner;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  learner = await api.signedIn(PROFILE_ACCOUNTS.otherProfileLearner.email);
}, 60_000);
afterAll(() => api?.close());

const save = (path: string, body: Record<string, unknown>, client = ops, partyId: number = them.partyId) =>
  client.post<LearnerProfileDto>(path, { studentPartyID: partyId, ...body });

const listOf = async (path: string, query: Record<string, string> = {}, client = learner) =>
  (await client.get<never, NamedOption>(path, { query })).body.responseListObject ?? [];

const education = {
  qualification: 'Graduate',
  institute: 'Mumbai University',
  yearOfPassing: 2022,
  percentage: 71.5,
};

describe('staff save a learner’s profile sections (Admin update* and saveDateOfBirth)', () => {
  it('saves education, employment, preferences and a date of birth with the learner’s rules, audited', async () => {
    const saved = await save(RestPath.ADMIN_UPDATE_EDUCATION, education);
    expect(saved.body).toMatchObject({
      status: 'success',
      responseObject: { studentPartyID: them.partyId, education },
    });

    const employment = await save(RestPath.ADMIN_UPDATE_EMPLOYMENT, {
      status: 'EXPERIENCED',
      organisation: 'HDFC Bank',
      designation: 'Teller',
      experienceYears: 2,
    });
    expect(employment.body.responseObject?.employment).toMatchObject({ organisation: 'HDFC Bank' });

    const option = async (type: string) => (await listOf(RestPath.PROFILE_OPTIONS, { type }))[0]!.id;
    const preferences = await save(RestPath.ADMIN_UPDATE_PREFERENCE, {
      jobFunctionId: await option('JOB_FUNCTION'),
      keySkillIds: [await option('KEY_SKILL')],
      preferredDomainId: await option('PREFERRED_DOMAIN'),
      locationIds: [await option('LOCATION')],
    });
    expect(preferences.body.responseObject?.completeSections).toEqual(
      expect.arrayContaining(['education', 'employment', 'preferences']),
    );

    // A date of birth alone: the personal section waits for the learner's gender.
    const born = await save(RestPath.ADMIN_SAVE_DATE_OF_BIRTH, { dateOfBirth: '2000-04-12' }, admin);
    expect(born.body.responseObject?.personal).toEqual({ dateOfBirth: '2000-04-12', gender: '' });
    expect(born.body.responseObject?.completeSections).not.toContain('personal');

    const entries =
      (
        await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
          query: { entityId: String(them.partyId) },
        })
      ).body.responseListObject ?? [];
    const profileEntries = entries.filter((entry) => entry.action === StaffAction.PROFILE_UPDATE);
    expect(profileEntries).toHaveLength(4);
    expect(profileEntries.map((entry) => entry.after)).toContainEqual({ education });
    expect(profileEntries.find((entry) => 'personal' in (entry.after as object))?.before).toEqual({
      personal: null,
    });
  });

  it('refuses bad input with the section’s message, and a party that is no learner as not found', async () => {
    expect((await save(RestPath.ADMIN_SAVE_DATE_OF_BIRTH, { dateOfBirth: '2024-01-01' })).body).toMatchObject(
      {
        status: 'fail',
        reasonCode: ReasonCode.VALIDATION_FAILED,
        reasonText: ProfileMessage.DOB_INVALID,
      },
    );
    expect(
      (await save(RestPath.ADMIN_UPDATE_EDUCATION, { ...education, percentage: 101 })).body,
    ).toMatchObject({
      reasonText: ProfileMessage.PERCENTAGE_INVALID,
    });
    const staffParty = DEMO_ACCOUNTS.ops.partyId;
    expect((await save(RestPath.ADMIN_UPDATE_EDUCATION, education, admin, staffParty)).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.NOT_FOUND,
    });
    expect((await save(RestPath.ADMIN_UPDATE_EDUCATION, education, admin, 987_654_321)).body).toMatchObject({
      reasonCode: ReasonCode.NOT_FOUND,
    });
  });

  it('is staff’s alone: a learner may not save another’s, nor their own, through the admin calls', async () => {
    const own = PROFILE_ACCOUNTS.otherProfileLearner.partyId;
    expect((await save(RestPath.ADMIN_UPDATE_EDUCATION, education, learner)).status).toBe(403);
    expect((await save(RestPath.ADMIN_UPDATE_EDUCATION, education, learner, own)).status).toBe(403);
  });
});

describe('the education endpoints and profile/annualSalaryList', () => {
  it('answer the education section’s qualifications and years, and the salary bands', async () => {
    expect((await listOf(RestPath.EDUCATION_QUALIFICATIONS)).map((row) => row.name)).toEqual([
      ...QUALIFICATIONS,
    ]);
    const years = (await listOf(RestPath.EDUCATION_YEARS)).map((row) => row.id);
    expect(years[0]).toBe(new Date().getUTCFullYear() + 5);
    expect(years.at(-1)).toBe(1970);
    expect(await listOf(RestPath.ANNUAL_SALARY_LIST, {}, ops)).toEqual(ANNUAL_SALARY_BANDS);
  });

  it('need a signed-in caller', async () => {
    const anonymous = await api.anonymous();
    expect((await anonymous.get(RestPath.ANNUAL_SALARY_LIST)).status).toBe(401);
  });
});

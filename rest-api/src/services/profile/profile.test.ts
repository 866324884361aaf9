import {
  AadharMessage,
  type LearnerProfileDto,
  type NamedOption,
  ProfileMessage,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PROFILE_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let learner: RestTestClient;
let other: RestTestClient;
const me = PROFILE_ACCOUNTS.otherProfileLearner;
const them = PROFILE_ACCOUNTS.profileLearner;

beforeAll(async () => {
  api = await createTestRestApi();
  learner = await api.signedIn(me.email);
  other = await api.signedIn(them.email);
}, 60_000);
afterAll(() => api?.close());

const profile = async (client: RestTestClient = learner, partyId: number = me.partyId) =>
  client.get<LearnerProfileDto>(RestPath.PROFILE, { query: { partyId } });

const save = (path: string, body: Record<string, unknown>, client = learner) =>
  client.post<LearnerProfileDto>(path, { studentPartyID: me.partyId, ...body });

const list = async (path: string, query: Record<string, string | number> = {}) => {
  const response = await learner.get<never, NamedOption>(path, { query });
  return { rows: response.body.responseListObject ?? [], total: response.body.totalRecords ?? 0 };
};

const refusedWith = (message: string) => ({
  status: 'fail',
  reasonCode: ReasonCode.VALIDATION_FAILED,
  reasonText: message,
});

/** The region ids the address section uses, found through the lookups as the form finds them. */
const mumbai = async () => {
  const india = (await list(RestPath.REGION_COUNTRY, { search: 'India' })).rows[0]!;
  const state = (await list(RestPath.REGION_STATE, { parentId: india.id, search: 'Mahara' })).rows[0]!;
  const city = (await list(RestPath.REGION_CITY, { parentId: state.id, search: 'Mumbai' })).rows[0]!;
  const suburb = (await list(RestPath.REGION_SUBURB, { parentId: city.id, search: 'Powai' })).rows[0]!;
  return { india, state, city, suburb };
};

describe('profile (sections, completeness, Employability Score)', () => {
  it('starts empty at 0 % and fills in section by section, completeness and score rising', async () => {
    const empty = await profile();
    expect(empty.body.responseObject).toMatchObject({
      firstName: me.firstName,
      personal: null,
      completeness: 0,
      employabilityScore: 0,
    });

    const personal = await save(RestPath.PROFILE_PERSONAL, {
      firstName: 'Diya',
      lastName: 'Rao',
      dateOfBirth: '2001-04-12',
      gender: 'FEMALE',
    });
    expect(personal.body.responseObject).toMatchObject({
      personal: { dateOfBirth: '2001-04-12', gender: 'FEMALE' },
      completeSections: ['personal'],
      completeness: 14,
      employabilityScore: 10,
    });

    const parents = await save(RestPath.PARENT_DETAILS_UPDATE, {
      studentFatherName: 'Mohan Rao',
      studentFatherMobileNo: '9810000001',
      studentMotherName: 'Lata Rao',
      studentMotherMobileNo: '',
    });
    expect(parents.body.responseObject?.parents).toEqual({
      studentFatherName: 'Mohan Rao',
      studentFatherMobileNo: '9810000001',
      studentMotherName: 'Lata Rao',
      studentMotherMobileNo: '',
    });

    const { india, state, city, suburb } = await mumbai();
    const address = await save(RestPath.PROFILE_ADDRESS, {
      addressLine: '12 Lake Road',
      countryId: india.id,
      stateId: state.id,
      cityId: city.id,
      suburbId: suburb.id,
      pincode: '400076',
    });
    expect(address.body.responseObject?.address).toMatchObject({
      country: { name: 'India' },
      state: { name: 'Maharashtra' },
      city: { name: 'Mumbai' },
      suburb: { name: 'Powai' },
    });

    await save(RestPath.PROFILE_EDUCATION, {
      qualification: 'Graduate',
      institute: 'Mumbai University',
      yearOfPassing: 2022,
      percentage: 72.5,
    });
    const employment = await save(RestPath.PROFILE_EMPLOYMENT, {
      status: 'FRESHER',
      organisation: 'Left over',
      designation: '',
      experienceYears: null,
    });
    expect(employment.body.responseObject?.employment).toEqual({
      status: 'FRESHER',
      organisation: '',
      designation: '',
      experienceYears: null,
    });
    const preferences = await save(RestPath.PROFILE_PREFERENCES, {
      jobFunctionId: 1,
      keySkillIds: [101, 102, 102],
      interestAreaIds: [201],
      preferredDomainId: 301,
      locationIds: [401],
    });
    expect(preferences.body.responseObject?.preferences).toMatchObject({
      jobFunction: { id: 1, name: 'Sales and Relationship Management' },
      keySkills: [{ id: 101 }, { id: 102 }],
      locations: [{ name: 'Mumbai' }],
    });
    expect(preferences.body.responseObject).toMatchObject({ completeness: 86, employabilityScore: 85 });

    const aadhar = await save(RestPath.PROFILE_AADHAR, { aadharNumber: '2345 6789 0124' });
    expect(aadhar.body.responseObject).toMatchObject({
      maskedAadhar: 'XXXX XXXX 0124',
      completeness: 100,
      employabilityScore: 100,
    });
    expect(JSON.stringify(aadhar.body)).not.toContain('234567890124');
  });

  it('refuses the Aadhar with the spec’s three messages and keeps the masked form as unchanged', async () => {
    const cases: [string, string][] = [
      ['2345 6789 0125', AadharMessage.INVALID],
      ['12345', AadharMessage.INVALID],
      ['1234 5678 9012 3456', AadharMessage.DIGILOCKER],
      ['XXXX XXXX 9999', AadharMessage.MASKED_INVALID],
    ];
    for (const [aadharNumber, message] of cases) {
      expect((await save(RestPath.PROFILE_AADHAR, { aadharNumber })).body).toMatchObject(
        refusedWith(message),
      );
    }
    const kept = await save(RestPath.PROFILE_AADHAR, { aadharNumber: 'XXXX XXXX 0124' });
    expect(kept.body.responseObject?.maskedAadhar).toBe('XXXX XXXX 0124');
  });

  it('refuses each section’s bad input with the shared rules’ messages, changing nothing', async () => {
    const before = (await profile()).body.responseObject;
    const cases: [string, Record<string, unknown>, string][] = [
      [
        RestPath.PROFILE_PERSONAL,
        { firstName: '', lastName: 'R', dateOfBirth: '2001-01-01', gender: 'MALE' },
        ProfileMessage.FIRST_NAME_REQUIRED,
      ],
      [
        RestPath.PROFILE_PERSONAL,
        { firstName: 'A', lastName: 'R', dateOfBirth: '2020-01-01', gender: 'MALE' },
        ProfileMessage.DOB_INVALID,
      ],
      [
        RestPath.PARENT_DETAILS_UPDATE,
        { studentFatherName: 'A', studentMotherName: 'B', studentFatherMobileNo: '123' },
        ProfileMessage.PARENT_MOBILE_INVALID,
      ],
      [
        RestPath.PROFILE_ADDRESS,
        { addressLine: 'x', countryId: 1, stateId: 100, cityId: 1000, pincode: '0123' },
        ProfileMessage.PINCODE_INVALID,
      ],
      [
        RestPath.PROFILE_EDUCATION,
        { qualification: 'Graduate', institute: 'X', yearOfPassing: 1900, percentage: 50 },
        ProfileMessage.YEAR_INVALID,
      ],
      [
        RestPath.PROFILE_EMPLOYMENT,
        { status: 'EXPERIENCED', organisation: '', designation: 'Analyst', experienceYears: 2 },
        ProfileMessage.ORGANISATION_REQUIRED,
      ],
      [
        RestPath.PROFILE_PREFERENCES,
        { jobFunctionId: 1, keySkillIds: [], preferredDomainId: 301, locationIds: [401] },
        ProfileMessage.KEY_SKILLS_RANGE,
      ],
      // A key skill's id given as a job function is not an option of that list.
      [
        RestPath.PROFILE_PREFERENCES,
        { jobFunctionId: 101, keySkillIds: [101], preferredDomainId: 301, locationIds: [401] },
        ProfileMessage.OPTION_UNKNOWN,
      ],
    ];
    for (const [path, body, message] of cases) {
      expect((await save(path, body)).body, `${path} ${message}`).toMatchObject(refusedWith(message));
    }
    expect((await profile()).body.responseObject).toEqual(before);
  });

  it('refuses an address whose city is not in its state', async () => {
    const { india, state } = await mumbai();
    const karnataka = (await list(RestPath.REGION_STATE, { parentId: india.id, search: 'Karnataka' }))
      .rows[0]!;
    const bengaluru = (await list(RestPath.REGION_CITY, { parentId: karnataka.id })).rows[0]!;
    const response = await save(RestPath.PROFILE_ADDRESS, {
      addressLine: '1 MG Road',
      countryId: india.id,
      stateId: state.id,
      cityId: bengaluru.id,
      pincode: '560001',
    });
    expect(response.body).toMatchObject(refusedWith(ProfileMessage.REGION_MISMATCH));
  });

  it('refuses another party’s profile, read or written, and lets staff read it', async () => {
    const read = await profile(other, me.partyId);
    expect(read.status).toBe(403);
    for (const path of [
      RestPath.PROFILE_PERSONAL,
      RestPath.PARENT_DETAILS_UPDATE,
      RestPath.PROFILE_AADHAR,
      RestPath.PROFILE_ADDRESS,
    ]) {
      const write = await save(path, { aadharNumber: '234567890124' }, other);
      expect(write.status, path).toBe(403);
    }
    const staff = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    expect((await profile(staff, me.partyId)).body.responseObject?.studentPartyID).toBe(me.partyId);
    const staffWrite = await save(RestPath.PROFILE_PERSONAL, { firstName: 'X' }, staff);
    expect(staffWrite.status).toBe(403);
  });

  it('refuses the parents’ mobiles sent in clear: they are the spec’s sensitive fields', async () => {
    const clear = await learner.post(
      RestPath.PARENT_DETAILS_UPDATE,
      { studentPartyID: me.partyId, studentFatherName: 'Mohan Rao', studentFatherMobileNo: '9810000001' },
      { encryptBody: false },
    );
    expect(clear.status).toBe(400);
  });

  it('pages and searches the region lookups on the server, India first', async () => {
    const countries = await list(RestPath.REGION_COUNTRY);
    expect(countries.rows[0]?.name).toBe('India');
    const india = countries.rows[0]!;
    const states = await list(RestPath.REGION_STATE, { parentId: india.id, limit: 10 });
    expect(states.total).toBe(36);
    expect(states.rows).toHaveLength(10);
    const page4 = await list(RestPath.REGION_STATE, { parentId: india.id, limit: 10, page: 4 });
    expect(page4.rows).toHaveLength(6);
    expect((await list(RestPath.REGION_STATE, { parentId: india.id, search: 'pradesh' })).total).toBe(5);
    const bad = await learner.get(RestPath.REGION_STATE, { query: { parentId: india.id, limit: 5000 } });
    expect(bad.status).toBe(400);
    const anonymous = await api.anonymous();
    expect((await anonymous.get(RestPath.REGION_COUNTRY)).status).toBe(401);
  });

  it('lists each preference option kind', async () => {
    const response = await learner.get<never, NamedOption>(RestPath.PROFILE_OPTIONS, {
      query: { type: 'KEY_SKILL' },
    });
    expect(response.body.responseListObject?.[0]).toEqual({ id: 101, name: 'Communication' });
    const unknown = await learner.get(RestPath.PROFILE_OPTIONS, { query: { type: 'NOPE' } });
    expect(unknown.status).toBe(400);
  });
});

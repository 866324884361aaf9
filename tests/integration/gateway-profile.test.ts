import {
  AadharMessage,
  OTHER_PREFERENCE_MAX,
  OTHER_PREFERENCE_TOO_LONG,
  ProfileMessage,
  ReasonCode,
} from '@finx/domain';
import { DEMO_ACCOUNTS, PROFILE_ACCOUNTS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MyOtherPreferenceDocument,
  MyProfileDocument,
  ProfileOptionsDocument,
  type RegionKind,
  RegionsDocument,
  SaveAadharDocument,
  SaveOtherPreferenceDocument,
  SaveAddressDocument,
  SavePersonalDetailsDocument,
  SavePreferencesDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

describe('gateway profile: sections, lookups, Aadhar, completeness, and nobody else’s profile', () => {
  let stack: Stack;
  let learner: Caller;

  beforeAll(async () => {
    stack = await startStack();
    learner = await loginAs(stack, PROFILE_ACCOUNTS.otherProfileLearner.email, { browser: 'diya' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const firstOf = async (kind: RegionKind, parentId: number | null, search: string) => {
    const page = (await learner.data(RegionsDocument, { kind, parentId, search })).regions;
    expect(page.items.length, `${kind} ${search}`).toBeGreaterThan(0);
    return page.items[0]!;
  };

  it('starts at 0 % and puts each broken rule of a section on its field', async () => {
    const profile = (await learner.data(MyProfileDocument)).myProfile;
    expect(profile).toMatchObject({ personal: null, completeness: 0, employabilityScore: 0 });

    const refused = (
      await learner.data(SavePersonalDetailsDocument, {
        input: { firstName: '', lastName: 'Rao', dateOfBirth: '2024-01-01', gender: 'NOPE' },
      })
    ).savePersonalDetails;
    expect(refused.profile).toBeNull();
    expect(refused.userErrors.map(({ field, message }) => [field, message])).toEqual([
      ['input.firstName', ProfileMessage.FIRST_NAME_REQUIRED],
      ['input.dateOfBirth', ProfileMessage.DOB_INVALID],
      ['input.gender', ProfileMessage.GENDER_REQUIRED],
    ]);

    const saved = (
      await learner.data(SavePersonalDetailsDocument, {
        input: { firstName: 'Diya', lastName: 'Rao', dateOfBirth: '2000-02-29', gender: 'FEMALE' },
      })
    ).savePersonalDetails;
    expect(saved.userErrors).toEqual([]);
    expect(saved.profile).toMatchObject({
      id: `LearnerProfile:${learner.viewer.partyId}`,
      personal: { dateOfBirth: '2000-02-29', gender: 'FEMALE' },
      completeSections: ['personal'],
      completeness: 14,
    });
  });

  it('cascades the region lookups, paging and searching on the server, and saves the address', async () => {
    const countries = (await learner.data(RegionsDocument, { kind: 'COUNTRY' })).regions;
    expect(countries.items[0]?.name).toBe('India');
    const india = countries.items[0]!;
    const page2 = (
      await learner.data(RegionsDocument, { kind: 'STATE', parentId: india.id, page: 2, limit: 20 })
    ).regions;
    expect(page2).toMatchObject({ totalRecords: 36 });
    expect(page2.items).toHaveLength(16);
    const state = await firstOf('STATE', india.id, 'karna');
    const city = await firstOf('CITY', state.id, 'Benga');
    const suburb = await firstOf('SUBURB', city.id, 'white');
    expect([state.name, city.name, suburb.name]).toEqual(['Karnataka', 'Bengaluru', 'Whitefield']);

    // A level below needs the one above; a page larger than the limit is refused before REST.
    expect(errorCodes(await learner.graphql(RegionsDocument, { kind: 'CITY' }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await learner.graphql(RegionsDocument, { kind: 'COUNTRY', limit: 500 }))).toEqual([
      'BAD_USER_INPUT',
    ]);

    const input = {
      addressLine: '4 ITPL Main Road',
      countryId: india.id,
      stateId: state.id,
      cityId: city.id,
      suburbId: suburb.id,
      pincode: '560066',
    };
    const mismatch = (await learner.data(SaveAddressDocument, { input: { ...input, stateId: india.id } }))
      .saveAddress;
    expect(mismatch.userErrors).toEqual([
      { code: ReasonCode.VALIDATION_FAILED, field: null, message: ProfileMessage.REGION_MISMATCH },
    ]);
    const saved = (await learner.data(SaveAddressDocument, { input })).saveAddress;
    expect(saved.profile?.address).toMatchObject({
      state: { name: 'Karnataka' },
      city: { name: 'Bengaluru' },
      suburb: { name: 'Whitefield' },
      pincode: '560066',
    });
    expect(saved.profile?.completeness).toBe(29);
  });

  it('refuses the Aadhar with the spec’s messages on its field, keeps it encrypted, shows it masked', async () => {
    for (const [aadharNumber, message] of [
      ['2345 6789 0125', AadharMessage.INVALID],
      ['1234567890123456', AadharMessage.DIGILOCKER],
      ['XXXX XXXX 0124', AadharMessage.MASKED_INVALID],
    ] as const) {
      const refused = (await learner.data(SaveAadharDocument, { input: { aadharNumber } })).saveAadhar;
      expect(refused.userErrors).toEqual([
        { code: ReasonCode.VALIDATION_FAILED, field: 'input.aadharNumber', message },
      ]);
    }
    const saved = (await learner.data(SaveAadharDocument, { input: { aadharNumber: '234567890124' } }))
      .saveAadhar;
    expect(saved.profile).toMatchObject({ maskedAadhar: 'XXXX XXXX 0124', completeness: 43 });
    const [row] = await stack.rows<{ aadhar_cipher: string }>(
      sql`select aadhar_cipher from learner_profiles where party_id = ${learner.viewer.partyId}`,
    );
    expect(row?.aadhar_cipher).not.toContain('234567890124');
    expect(stack.restCipher.decrypt(row!.aadhar_cipher)).toBe('234567890124');
  });

  it('saves preferences from the seeded option lists', async () => {
    const skills = (await learner.data(ProfileOptionsDocument, { kind: 'KEY_SKILL' })).profileOptions;
    const [fn] = (await learner.data(ProfileOptionsDocument, { kind: 'JOB_FUNCTION' })).profileOptions;
    const [domain] = (await learner.data(ProfileOptionsDocument, { kind: 'PREFERRED_DOMAIN' }))
      .profileOptions;
    const [location] = (await learner.data(ProfileOptionsDocument, { kind: 'LOCATION' })).profileOptions;
    const saved = (
      await learner.data(SavePreferencesDocument, {
        input: {
          jobFunctionId: fn!.id,
          keySkillIds: skills.slice(0, 3).map((skill) => skill.id),
          interestAreaIds: [],
          preferredDomainId: domain!.id,
          locationIds: [location!.id],
        },
      })
    ).savePreferences;
    expect(saved.profile?.preferences?.keySkills.map((skill) => skill.name)).toEqual(
      skills.slice(0, 3).map((skill) => skill.name),
    );
    expect(saved.profile?.employabilityScore).toBe(55);
  });

  it('gives staff and visitors no learner profile, and another learner only their own', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
    expect(errorCodes(await ops.graphql(MyProfileDocument))).toEqual(['FORBIDDEN']);
    expect(
      errorCodes(await ops.graphql(SaveAadharDocument, { input: { aadharNumber: '234567890124' } })),
    ).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(MyProfileDocument))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await stack.graphql(RegionsDocument, { kind: 'COUNTRY' }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    const otherLearner = await loginAs(stack, PROFILE_ACCOUNTS.profileLearner.email, { browser: 'aarav' });
    expect((await otherLearner.data(MyProfileDocument)).myProfile).toMatchObject({
      id: `LearnerProfile:${PROFILE_ACCOUNTS.profileLearner.partyId}`,
      maskedAadhar: null,
      completeness: 0,
    });
  });

  it('keeps the learner’s other preferences (001 §7 otherpref), the length rule on its field', async () => {
    expect((await learner.data(MyOtherPreferenceDocument)).myOtherPreference.otherPreference).toBeNull();
    const saved = (
      await learner.data(SaveOtherPreferenceDocument, { otherPreference: ' Remote risk roles ' })
    ).saveOtherPreference;
    expect(saved).toMatchObject({
      otherPreference: { otherPreference: 'Remote risk roles' },
      userErrors: [],
    });
    expect((await learner.data(MyOtherPreferenceDocument)).myOtherPreference.otherPreference).toBe(
      'Remote risk roles',
    );
    const long = (
      await learner.data(SaveOtherPreferenceDocument, {
        otherPreference: 'x'.repeat(OTHER_PREFERENCE_MAX + 1),
      })
    ).saveOtherPreference;
    expect(long).toEqual({
      otherPreference: null,
      userErrors: [
        { code: ReasonCode.VALIDATION_FAILED, field: 'otherPreference', message: OTHER_PREFERENCE_TOO_LONG },
      ],
    });
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-otherpref' });
    expect(errorCodes(await ops.graphql(MyOtherPreferenceDocument))).toEqual(['FORBIDDEN']);
  });
});

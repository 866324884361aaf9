import {
  OTHER_PREFERENCE_MAX,
  OTHER_PREFERENCE_TOO_LONG,
  type OtherPreference,
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
let admin: RestTestClient;
const me = PROFILE_ACCOUNTS.otherProfileLearner;
const them = PROFILE_ACCOUNTS.profileLearner;

beforeAll(async () => {
  api = await createTestRestApi();
  learner = await api.signedIn(me.email);
  other = await api.signedIn(them.email);
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
}, 60_000);
afterAll(() => api?.close());

const read = (client: RestTestClient, partyId = me.partyId) =>
  client.get<OtherPreference>(RestPath.PROFILE_OTHER_PREFERENCE, { query: { partyId } });
const save = (otherPreference: string | null, client = learner, studentPartyID = me.partyId) =>
  client.post<OtherPreference>(RestPath.PROFILE_OTHER_PREFERENCE, { studentPartyID, otherPreference });

describe('otherpref', () => {
  it("keeps the learner's other preferences, trimmed, blank as none; staff read them", async () => {
    expect((await read(learner)).body.responseObject).toEqual({
      studentPartyID: me.partyId,
      otherPreference: null,
    });
    const saved = await save('  Remote roles in fintech risk  ');
    expect(saved.body.responseObject?.otherPreference).toBe('Remote roles in fintech risk');
    expect((await read(learner)).body.responseObject?.otherPreference).toBe('Remote roles in fintech risk');
    expect((await read(admin)).body.responseObject?.otherPreference).toBe('Remote roles in fintech risk');
    // The profile's other sections are untouched by it, and it by them.
    await save('   ');
    expect((await read(learner)).body.responseObject?.otherPreference).toBeNull();
  });

  it('refuses a text over the limit with its message, and other parties', async () => {
    const long = await save('x'.repeat(OTHER_PREFERENCE_MAX + 1));
    expect(long.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: OTHER_PREFERENCE_TOO_LONG,
    });
    expect((await save('x'.repeat(OTHER_PREFERENCE_MAX))).body.status).toBe('success');
    expect((await read(other)).status).toBe(403);
    expect((await save('Mine', other)).status).toBe(403);
    expect((await save('Theirs', admin)).status).toBe(403);
    const plain = await learner.get(RestPath.PROFILE_OTHER_PREFERENCE, {
      query: { partyId: me.partyId },
      encryptQuery: false,
    });
    expect(plain.status).toBe(400);
  });
});

import { OTHER_PREFERENCE_TOO_LONG, ReasonCode, RestPath } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { fakeRequest, LEARNER } from '../../test/fake-request';
import { ok, refused } from '../../upstream/fake-upstream';
import { OtherPreferenceSource } from './other-preference.source';

const learnerAs = async () => {
  const request = await fakeRequest(LEARNER);
  return { ...request, source: new OtherPreferenceSource(request.scope) };
};

describe('OtherPreferenceSource (001 §7 otherpref)', () => {
  it("reads and saves the learner's own other preferences, the party from the session", async () => {
    const { upstream, source } = await learnerAs();
    const partyId = LEARNER.partyId;
    upstream.on(
      'GET',
      RestPath.PROFILE_OTHER_PREFERENCE,
      ok({ responseObject: { studentPartyID: partyId, otherPreference: null } }),
    );
    upstream.on(
      'POST',
      RestPath.PROFILE_OTHER_PREFERENCE,
      ok({ responseObject: { studentPartyID: partyId, otherPreference: 'Remote roles' } }),
    );
    expect(await source.mine()).toEqual({ id: `OtherPreference:${partyId}`, otherPreference: null });
    expect(await source.save('Remote roles')).toEqual({
      otherPreference: { id: `OtherPreference:${partyId}`, otherPreference: 'Remote roles' },
      userErrors: [],
    });
    expect(upstream.callsTo(RestPath.PROFILE_OTHER_PREFERENCE)[0]?.query).toEqual({ partyId });
    expect(upstream.callsTo(RestPath.PROFILE_OTHER_PREFERENCE)[1]?.body).toEqual({
      studentPartyID: partyId,
      otherPreference: 'Remote roles',
    });
  });

  it("answers REST's length refusal as a userError on otherPreference", async () => {
    const { upstream, source } = await learnerAs();
    upstream.on(
      'POST',
      RestPath.PROFILE_OTHER_PREFERENCE,
      refused(ReasonCode.VALIDATION_FAILED, OTHER_PREFERENCE_TOO_LONG),
    );
    expect(await source.save('x'.repeat(501))).toEqual({
      otherPreference: null,
      userErrors: [
        { code: ReasonCode.VALIDATION_FAILED, field: 'otherPreference', message: OTHER_PREFERENCE_TOO_LONG },
      ],
    });
  });
});

import { type OtherPreference as RestOtherPreference, RestPath } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import { type FieldMap, refusalOf } from '../shared/user-errors';
import type { OtherPreference, OtherPreferencePayload } from './other-preference.types';

// REST's one refusal is the length rule, about the text.
const FIELDS = { VALIDATION_FAILED: 'otherPreference' } as const satisfies FieldMap<'VALIDATION_FAILED'>;

const toOtherPreference = (dto: RestOtherPreference): OtherPreference => ({
  id: `OtherPreference:${dto.studentPartyID}`,
  otherPreference: dto.otherPreference,
});

/** otherpref for the signed-in learner: read and save their other preferences. */
export class OtherPreferenceSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async mine(): Promise<OtherPreference> {
    const envelope = await this.upstream.request<RestOtherPreference>({
      method: 'GET',
      path: RestPath.PROFILE_OTHER_PREFERENCE,
      query: { partyId: partyIdOf(this.session) },
      auth: 'user',
    });
    if (!envelope.responseObject) throw new Error('otherpref answered without the preference');
    return toOtherPreference(envelope.responseObject);
  }

  async save(otherPreference: string | null): Promise<OtherPreferencePayload> {
    const result = await this.upstream.call<RestOtherPreference>({
      method: 'POST',
      path: RestPath.PROFILE_OTHER_PREFERENCE,
      body: { studentPartyID: partyIdOf(this.session), otherPreference },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { otherPreference: null, userErrors: [refusalOf(FIELDS, result)] };
    const dto = result.envelope.responseObject;
    return { otherPreference: dto ? toOtherPreference(dto) : null, userErrors: [] };
  }
}

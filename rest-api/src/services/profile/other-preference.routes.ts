import {
  OTHER_PREFERENCE_MAX,
  OTHER_PREFERENCE_TOO_LONG,
  type OtherPreference,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { Database } from '../../db/database';
import type { ProfileRepository } from './profile.repository';

// Loosely bounded here; the length rule answers with its own message below.
const saveBody = z.object({ studentPartyID: entityId, otherPreference: z.string().max(20_000).nullable() });

/**
 * `001 §7` otherpref: the learner's other preferences, a column of their profile. The learner reads and
 * saves their own; staff may read it for support, as the rest of the profile.
 */
export const otherPreferenceRoutes = (
  app: FastifyInstance,
  profiles: ProfileRepository,
  db: Database,
): void => {
  app.get(
    RestPath.PROFILE_OTHER_PREFERENCE,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyIdQuery }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const row = await profiles.find(partyId);
      return okEnvelope<OtherPreference, never>({
        responseObject: { studentPartyID: partyId, otherPreference: row?.otherPreference ?? null },
      });
    },
  );

  app.post(
    RestPath.PROFILE_OTHER_PREFERENCE,
    documented({ config: { access: LEARNER_ROLES } }, { body: saveBody }),
    async (request) => {
      const body = parseInput(saveBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      // Blank is none; inner runs of spaces and line breaks are the learner's own.
      const text = body.otherPreference?.trim() || null;
      if (text !== null && text.length > OTHER_PREFERENCE_MAX) {
        return failEnvelope(ReasonCode.VALIDATION_FAILED, OTHER_PREFERENCE_TOO_LONG);
      }
      await profiles.save(db, caller.partyId, { otherPreference: text }, new Date());
      return okEnvelope<OtherPreference, never>({
        responseObject: { studentPartyID: caller.partyId, otherPreference: text },
      });
    },
  );
};

import { type InterviewInvitation, RestPath, RsvpResponse } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { assertOwnParty, assertSameParty } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { InterviewsService } from './interviews.service';

const partyQuery = z.looseObject({ studentPartyID: entityId });
const rsvpBody = z.looseObject({
  studentPartyID: entityId,
  invitationID: entityId,
  response: z.enum(Object.values(RsvpResponse)),
});

/**
 * `001 §7` RSVP response, the learner's side: their interview invitations (their own, or staff for
 * support) and their answer to one (the learner alone).
 */
export const interviewsRoutes = (app: FastifyInstance, interviews: InterviewsService): void => {
  app.get(
    RestPath.JOB_INTERVIEWS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyQuery }),
    async (request) => {
      const { studentPartyID } = parseInput(partyQuery, request.query);
      assertOwnParty(request.caller, studentPartyID);
      const rows = await interviews.mine(studentPartyID);
      return okEnvelope<never, InterviewInvitation>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.post(
    RestPath.JOB_INTERVIEW_RSVP,
    documented({ config: { access: LEARNER_ROLES } }, { body: rsvpBody }),
    async (request) => {
      const body = parseInput(rsvpBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer<InterviewInvitation>(
        await interviews.respond(caller.partyId, body.invitationID, body.response),
      );
    },
  );
};

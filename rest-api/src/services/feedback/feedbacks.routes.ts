import { type FeedbackEntry, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { documented } from '../../http/route-docs';
import { requireUser } from '../../http/route-access';
import { LEARNER_DATA_ROLES } from '../../role-groups';
import type { FeedbackService } from './feedback.service';

/** `001 §7` Party feedbacks: a learner's own feedback (the party in the encrypted query), or any for staff. */
export const feedbacksRoutes = (app: FastifyInstance, feedback: FeedbackService): void => {
  app.get(
    RestPath.FEEDBACKS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyIdQuery }),
    async (request) => {
      const partyId = ownPartyFromQuery(requireUser(request.caller), request.query);
      const rows = await feedback.ofParty(partyId);
      return okEnvelope<never, FeedbackEntry>({ responseListObject: rows, totalRecords: rows.length });
    },
  );
};

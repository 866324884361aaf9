import { type Enrolment, type PrerequisiteTable, ReasonCode, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES } from '../../role-groups';
import type { LearningService } from './learning.service';

const productQuery = z.object({ productID: entityId });

/** My Learning and the prerequisite table; the learner's own, or any learner's for staff. */
export const learningRoutes = (app: FastifyInstance, learning: LearningService): void => {
  const options = { config: { access: LEARNER_DATA_ROLES } };

  app.get(RestPath.ENROLMENTS, documented(options, { query: partyIdQuery }), async (request) => {
    const rows = await learning.enrolments(ownPartyFromQuery(request.caller, request.query));
    return okEnvelope<never, Enrolment>({ responseListObject: rows, totalRecords: rows.length });
  });

  // The spec reads responseListObject for this call; the table (with the product's name) is the object.
  app.get(
    RestPath.PREREQUISITES,
    documented(options, { query: [partyIdQuery, productQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const { productID } = parseInput(productQuery, request.query);
      const table = await learning.prerequisites(partyId, productID);
      if (!table) return failEnvelope(ReasonCode.NOT_FOUND);
      return okEnvelope<PrerequisiteTable, PrerequisiteTable['rows'][number]>({
        responseObject: table,
        responseListObject: table.rows,
        totalRecords: table.rows.length,
      });
    },
  );
};

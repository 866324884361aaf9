import { type Enrolment, type PrerequisiteTable, ReasonCode, RestPath, RoleId } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { partyIdFromQuery } from '../../http/party-query';
import { assertOwnParty } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import type { LearningRepository } from './learning.repository';

const LEARNER_DATA_ROLES = [RoleId.LEARNER, RoleId.ADMIN, RoleId.OPS];

const productQuery = z.object({ productID: z.coerce.number().int().positive().max(999_999_999) });

/** My Learning and the prerequisite table; the learner's own, or any learner's for staff. */
export const learningRoutes: FastifyPluginAsync<{ learning: LearningRepository }> = async (
  app,
  { learning },
) => {
  const options = { config: { access: LEARNER_DATA_ROLES } };

  app.get(RestPath.ENROLMENTS, options, async (request) => {
    const partyId = partyIdFromQuery(request.query);
    assertOwnParty(request.caller, partyId);
    const rows = await learning.enrolments(partyId);
    return okEnvelope<never, Enrolment>({ responseListObject: rows, totalRecords: rows.length });
  });

  // The spec reads responseListObject for this call; the table (with the product's name) is the object.
  app.get(RestPath.PREREQUISITES, options, async (request) => {
    const partyId = partyIdFromQuery(request.query);
    assertOwnParty(request.caller, partyId);
    const { productID } = parseInput(productQuery, request.query);
    const table = await learning.prerequisites(partyId, productID);
    if (!table) return failEnvelope(ReasonCode.NOT_FOUND);
    return okEnvelope<PrerequisiteTable, PrerequisiteTable['rows'][number]>({
      responseObject: table,
      responseListObject: table.rows,
      totalRecords: table.rows.length,
    });
  });
};

import { type AdmissionLetter, type InterestedProductRow, type ReferralSent, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { publicOriginOf } from '../../http/public-origin';
import { assertSameParty } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { DashboardService } from './dashboard.service';

export const MAX_INTERESTED_PAGE_SIZE = 50;

const interestedQuery = z.looseObject({
  // A comma-separated list: which of these products the learner marked (the catalogue's cards ask).
  productIDs: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/)
    .transform((value) => value.split(',').map(Number))
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_INTERESTED_PAGE_SIZE).default(10),
});
const interestBody = z.looseObject({
  studentPartyID: entityId,
  productID: entityId,
  interested: z.boolean(),
});
const partyBody = z.looseObject({ studentPartyID: entityId });

type Row = Record<string, unknown>;

/**
 * `001 §3` Dashboard: interestedProduct, the admission letter and saveAdmissionLetterAccept, and
 * refferalMail (updateParentDetails is the profile's parents section, profile.routes.ts). Reads are the learner's own (or staff's, for
 * support); every change is the learner's own, never on someone's behalf.
 */
export const dashboardRoutes = (
  app: FastifyInstance,
  dashboard: DashboardService,
  publicUrl: string | undefined,
): void => {
  app.get(
    RestPath.INTERESTED_PRODUCT,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyIdQuery, interestedQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const { productIDs, page, limit } = parseInput(interestedQuery, request.query);
      const { rows, total } = await dashboard.interested(partyId, { productIds: productIDs, page, limit });
      return okEnvelope<never, InterestedProductRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.post(
    RestPath.INTERESTED_PRODUCT,
    documented({ config: { access: LEARNER_ROLES } }, { body: interestBody }),
    async (request) => {
      const body = parseInput(interestBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer(await dashboard.setInterest(caller.partyId, body.productID, body.interested));
    },
  );

  app.get(
    RestPath.ADMISSION_LETTER,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyIdQuery }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      return okEnvelope<AdmissionLetter, never>({ responseObject: await dashboard.admissionLetter(partyId) });
    },
  );

  app.post(
    RestPath.ADMISSION_LETTER_ACCEPT,
    documented({ config: { access: LEARNER_ROLES } }, { body: partyBody }),
    async (request) => {
      const body = parseInput(partyBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer<AdmissionLetter>(await dashboard.acceptAdmissionLetter(caller.partyId));
    },
  );

  app.post(
    RestPath.REFERRAL_MAIL,
    documented({ config: { access: LEARNER_ROLES } }, { body: partyBody }),
    async (request) => {
      const body = parseInput(partyBody, request.body) as Row & { studentPartyID: number };
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer<ReferralSent>(
        await dashboard.refer(
          caller.partyId,
          { friendName: body.friendName, friendEmail: body.friendEmail },
          publicOriginOf(request, publicUrl),
        ),
      );
    },
  );
};

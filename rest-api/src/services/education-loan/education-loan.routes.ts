import { type EduLoan, type EduLoanListRow, isLoanStatus, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty, requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES, STAFF_ROLES } from '../../role-groups';
import type { EducationLoanService } from './education-loan.service';

// The party arrives decrypted as text; the form's own fields are checked by the domain's rules.
const applyBody = z.looseObject({ studentPartyID: entityId });
const updateBody = z
  .array(z.looseObject({ studentPartyID: entityId }))
  .max(100)
  .or(z.looseObject({ list: z.array(z.looseObject({ studentPartyID: entityId })).max(100) }));

const listQuery = z.object({
  loanStatus: z.coerce.number().int().refine(isLoanStatus).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

type Row = Record<string, unknown>;

/**
 * `001 §7` Student: _applyEduLoan (the learner, for themself only), _getEduLoan (the learner's own, or
 * staff for support) and _updateEduLoan (staff, a list of status rows).
 */
export const educationLoanRoutes = (app: FastifyInstance, loans: EducationLoanService): void => {
  app.post(
    RestPath.EDU_LOAN_APPLY,
    documented({ config: { access: LEARNER_ROLES } }, { body: applyBody }),
    async (request) => {
      const body = parseInput(applyBody, request.body) as Row & { studentPartyID: number };
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer<EduLoan>(
        await loans.apply(caller.partyId, {
          productId: body.productID,
          loanAmount: body.loanAmount,
          tenureMonths: body.tenureMonths,
          panNumber: body.panNumber,
        }),
      );
    },
  );

  app.get(
    RestPath.EDU_LOAN_GET,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyIdQuery }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const query = (request.query ?? {}) as Row;
      return answer<EduLoan | null>(await loans.get(partyId, query.productID));
    },
  );

  // This system's list behind /educationalLoanList (`001 §2`): the spec shows no list call.
  app.get(
    RestPath.EDU_LOAN_LIST,
    documented({ config: { access: STAFF_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await loans.list({
        status: query.loanStatus,
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, EduLoanListRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.post(
    RestPath.EDU_LOAN_UPDATE,
    documented({ config: { access: STAFF_ROLES } }, { body: updateBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const parsed = parseInput(updateBody, request.body);
      const rows = (Array.isArray(parsed) ? parsed : parsed.list) as (Row & { studentPartyID: number })[];
      return answer(
        await loans.update(
          caller,
          rows.map((row) => ({
            partyId: row.studentPartyID,
            productId: row.productID,
            loanStatus: row.loanStatus,
            comment: row.comment,
            paymentId: row.paymentID,
          })),
        ),
      );
    },
  );
};

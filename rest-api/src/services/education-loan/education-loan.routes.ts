import { type EduLoan, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { ownPartyFromQuery } from '../../http/party-query';
import { assertSameParty } from '../../http/route-access';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES, STAFF_ROLES } from '../../role-groups';
import type { EducationLoanService } from './education-loan.service';

// The party arrives decrypted as text; the form's own fields are checked by the domain's rules.
const applyBody = z.looseObject({ studentPartyID: entityId });
const updateBody = z
  .array(z.looseObject({ studentPartyID: entityId }))
  .max(100)
  .or(z.looseObject({ list: z.array(z.looseObject({ studentPartyID: entityId })).max(100) }));

type Row = Record<string, unknown>;

/**
 * `001 §7` Student: _applyEduLoan (the learner, for themself only), _getEduLoan (the learner's own, or
 * staff for support) and _updateEduLoan (staff, a list of status rows).
 */
export const educationLoanRoutes = (app: FastifyInstance, loans: EducationLoanService): void => {
  app.post(RestPath.EDU_LOAN_APPLY, { config: { access: LEARNER_ROLES } }, async (request) => {
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
  });

  app.get(RestPath.EDU_LOAN_GET, { config: { access: LEARNER_DATA_ROLES } }, async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    const query = (request.query ?? {}) as Row;
    return answer<EduLoan | null>(await loans.get(partyId, query.productID));
  });

  app.post(RestPath.EDU_LOAN_UPDATE, { config: { access: STAFF_ROLES } }, async (request) => {
    const parsed = parseInput(updateBody, request.body);
    const rows = (Array.isArray(parsed) ? parsed : parsed.list) as (Row & { studentPartyID: number })[];
    return answer(
      await loans.update(
        rows.map((row) => ({
          partyId: row.studentPartyID,
          productId: row.productID,
          loanStatus: row.loanStatus,
          comment: row.comment,
          paymentId: row.paymentID,
        })),
      ),
    );
  });
};

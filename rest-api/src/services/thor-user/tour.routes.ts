import { ReasonCode, RestPath } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, failEnvelope, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import type { AccountRepository } from './account.repository';

const studentQuery = z.object({ studentID: z.coerce.number().int().positive() });
const personnelBody = z.object({
  studentID: z.coerce.number().int().positive(),
  isTourCompleted: z.union([z.literal(0), z.literal(1)]),
});

/** Personnel data (`000 §3`): the tour flag. Learners' studentID is their user id. */
export const tourRoutes: FastifyPluginAsync<{ accounts: AccountRepository }> = async (app, { accounts }) => {
  app.get(RestPath.PERSONNEL_DATA, { config: { access: 'user' } }, async (request) => {
    const caller = requireUser(request.caller);
    const { studentID } = parseInput(studentQuery, request.query);
    if (studentID !== caller.userId) throw new HttpError(403, ReasonCode.FORBIDDEN);
    const user = await accounts.findById(studentID);
    if (!user) return failEnvelope(ReasonCode.NOT_FOUND);
    return okEnvelope({ responseObject: { studentID, isTourCompleted: user.tourCompleted ? 1 : 0 } });
  });

  app.put(RestPath.PERSONNEL_DATA, { config: { access: 'user' } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(personnelBody, request.body);
    if (body.studentID !== caller.userId) throw new HttpError(403, ReasonCode.FORBIDDEN);
    await accounts.setTourCompleted(body.studentID, body.isTourCompleted === 1);
    return okEnvelope({
      responseObject: { studentID: body.studentID, isTourCompleted: body.isTourCompleted },
    });
  });
};

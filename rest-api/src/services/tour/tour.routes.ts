import { ReasonCode, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { HttpError, okEnvelope } from '../../http/envelope';
import { requireUser, type UserCaller } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import type { TourService } from './tour.service';

const studentID = z.coerce.number().int().positive();
const studentQuery = z.object({ studentID });
const personnelBody = z.object({ studentID, isTourCompleted: z.union([z.literal(0), z.literal(1)]) });

/** Only the user's own tour: the studentID must be the caller's user id. */
const ownStudent = (caller: UserCaller, id: number): number => {
  if (id !== caller.userId) throw new HttpError(403, ReasonCode.FORBIDDEN);
  return id;
};

/** Personnel data (`000 §3`, `/finx-fc-registration/api/v1/personnelData`): the tour flag. */
export const tourRoutes = (app: FastifyInstance, tour: TourService): void => {
  app.get(
    RestPath.PERSONNEL_DATA,
    documented({ config: { access: 'user' } }, { query: studentQuery }),
    async (request) => {
      const { studentID: id } = parseInput(studentQuery, request.query);
      return answer(await tour.personnelData(ownStudent(requireUser(request.caller), id)));
    },
  );

  app.put(
    RestPath.PERSONNEL_DATA,
    documented({ config: { access: 'user' } }, { body: personnelBody }),
    async (request) => {
      const body = parseInput(personnelBody, request.body);
      ownStudent(requireUser(request.caller), body.studentID);
      return okEnvelope({ responseObject: await tour.record(body) });
    },
  );
};

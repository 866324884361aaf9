import { type CollegeStudentRow, type CollegeSummary, RestPath, RoleId } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { formBody, parseInput } from '../../http/validation';
import type { CollegesService } from './colleges.service';

/** The college officer alone (`001 §2`: /collegeDashboard and /collegeProfile are theirs). */
const COLLEGE_ROLES: readonly number[] = [RoleId.COLLEGE];

/** `001 §7` college: the officer's college, its students, and its contact fields. */
export const collegesRoutes = (app: FastifyInstance, colleges: CollegesService): void => {
  app.get(
    RestPath.COLLEGE_MINE,
    documented({ config: { access: COLLEGE_ROLES } }, NO_INPUT),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer<CollegeSummary>(await colleges.mine(caller.partyId));
    },
  );

  app.get(
    RestPath.COLLEGE_STUDENTS,
    documented({ config: { access: COLLEGE_ROLES } }, NO_INPUT),
    async (request) => {
      const caller = requireUser(request.caller);
      const outcome = await colleges.students(caller.partyId);
      if (!outcome.ok) return answer(outcome);
      return okEnvelope<never, CollegeStudentRow>({
        responseListObject: outcome.value,
        totalRecords: outcome.value.length,
      });
    },
  );

  app.post(
    RestPath.COLLEGE_CONTACT,
    documented({ config: { access: COLLEGE_ROLES } }, { body: formBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer(await colleges.setContact(caller, parseInput(formBody, request.body)));
    },
  );
};

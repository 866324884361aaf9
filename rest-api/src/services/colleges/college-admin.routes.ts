import { type CollegeMemberRow, type CollegeRow, RestPath, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, formBody, parseInput } from '../../http/validation';
import { STAFF_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { CollegeAdminService } from './college-admin.service';

const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
const idQuery = z.object({ collegeId: entityId });
const memberQuery = z.object({ collegeId: entityId, partyId: entityId });

/** `001 §7` college, for staff (admin or ops): the colleges, and who belongs to each. */
export const collegeAdminRoutes = (app: FastifyInstance, colleges: CollegeAdminService): void => {
  const staff = { config: { access: STAFF_ROLES } };
  // SYSOPSADMIN reads the colleges to address mail to one (users-roles-audit.md); it changes none.
  const readers = { config: { access: SYSTEM_OPERATIONS_ROLES } };

  app.get(RestPath.COLLEGE_LIST, documented(readers, { query: listQuery }), async (request) => {
    const query = parseInput(listQuery, request.query);
    const { rows, total } = await colleges.list({
      search: query.search || undefined,
      descending: query.order === 'desc',
      page: query.page,
      limit: query.limit,
    });
    return okEnvelope<never, CollegeRow>({ responseListObject: rows, totalRecords: total });
  });

  app.get(RestPath.COLLEGE_DETAILS, documented(readers, { query: idQuery }), async (request) => {
    const { collegeId } = parseInput(idQuery, request.query);
    return answer(await colleges.get(collegeId));
  });

  app.post(RestPath.COLLEGE_SAVE, documented(staff, { body: formBody }), async (request) => {
    const caller = requireUser(request.caller);
    return answer(await colleges.save(caller, null, parseInput(formBody, request.body)));
  });

  app.put(RestPath.COLLEGE_SAVE, documented(staff, { query: idQuery, body: formBody }), async (request) => {
    const caller = requireUser(request.caller);
    const { collegeId } = parseInput(idQuery, request.query);
    return answer(await colleges.save(caller, collegeId, parseInput(formBody, request.body)));
  });

  app.get(RestPath.COLLEGE_MEMBERS, documented(staff, { query: idQuery }), async (request) => {
    const { collegeId } = parseInput(idQuery, request.query);
    const outcome = await colleges.members(collegeId);
    if (!outcome.ok) return answer(outcome);
    return okEnvelope<never, CollegeMemberRow>({
      responseListObject: outcome.value,
      totalRecords: outcome.value.length,
    });
  });

  app.post(
    RestPath.COLLEGE_MEMBERS,
    documented(staff, { query: idQuery, body: formBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { collegeId } = parseInput(idQuery, request.query);
      return answer(await colleges.addMember(caller, collegeId, parseInput(formBody, request.body)));
    },
  );

  app.delete(RestPath.COLLEGE_MEMBERS, documented(staff, { query: memberQuery }), async (request) => {
    const caller = requireUser(request.caller);
    const { collegeId, partyId } = parseInput(memberQuery, request.query);
    return answer(await colleges.removeMember(caller, collegeId, partyId));
  });
};

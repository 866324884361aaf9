import {
  type RoleRow,
  RestPath,
  SEARCH_MAX_LENGTH,
  type StaffUserRow,
  USER_LIST_MAX_PAGE_SIZE,
  UserSortField,
  UserStanding,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { ADMIN_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { UsersService } from './users.service';

const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  roleId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(Object.values(UserStanding)).optional(),
  sort: z.enum(Object.values(UserSortField)).default(UserSortField.CREATED),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(USER_LIST_MAX_PAGE_SIZE).default(10),
});

const activeBody = z.object({ userId: entityId, active: z.boolean() });
const approvalBody = z.object({ userId: entityId, approve: z.boolean() });
// Field rules are the domain's (`newUserSchema`, `userProfileSchema`), applied by the service.
const addBody = z.looseObject({ emailID: z.string(), mobileNo: z.string() });
const updateBody = z.looseObject({ userId: entityId.optional() });
const getQuery = z.object({ userId: entityId.optional(), partyId: entityId.optional() });

/** `001 §7` getFilteredUser, Admin inactiveuser and Roles: staff alone (admin and ops). */
export const usersRoutes = (app: FastifyInstance, users: UsersService): void => {
  app.get(
    RestPath.USERS_FILTERED,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await users.list({
        search: query.search || undefined,
        roleId: query.roleId,
        status: query.status,
        sort: query.sort,
        descending: query.order === 'desc',
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, StaffUserRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.post(
    RestPath.USER_INACTIVE,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { body: activeBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(activeBody, request.body);
      return answer(await users.setActive(caller, body.userId, body.active));
    },
  );

  app.post(
    RestPath.USER_APPROVE,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { body: approvalBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(approvalBody, request.body);
      return answer(await users.decide(caller, body.userId, body.approve));
    },
  );

  // /new-admin is admin's alone in the route table (`001 §2`).
  app.post(
    RestPath.ADMIN_ADD_USER,
    documented({ config: { access: ADMIN_ROLES } }, { body: addBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(addBody, request.body) as Record<string, unknown>;
      return answer(
        await users.create(caller, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.emailID,
          mobile: body.mobileNo,
          roleId: body.roleId,
          password: body.password,
        }),
      );
    },
  );

  app.get(
    RestPath.ADMIN_GET_USER,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: getQuery }),
    async (request) => {
      const caller = requireUser(request.caller);
      const query = parseInput(getQuery, request.query);
      // The caller's own account when neither is named (/admin-profile).
      const key =
        query.partyId !== undefined ? { partyId: query.partyId } : { userId: query.userId ?? caller.userId };
      return answer(await users.get(key));
    },
  );

  app.post(
    RestPath.ADMIN_UPDATE_USER,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { body: updateBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(updateBody, request.body) as Record<string, unknown> & { userId?: number };
      return answer(
        await users.updateProfile(caller, body.userId ?? caller.userId, {
          firstName: body.firstName,
          lastName: body.lastName,
          mobile: body.mobileNo,
        }),
      );
    },
  );

  app.get(RestPath.ROLES, documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, NO_INPUT), async () => {
    const rows = await users.roles();
    return okEnvelope<never, RoleRow>({ responseListObject: rows, totalRecords: rows.length });
  });
};

import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { ADMIN_ROLES, STAFF_ROLES } from '../../role-groups';
import type { CourseSettingsService } from './course-settings.service';

const moduleQuery = z.object({ moduleId: entityId });
const moduleBody = z.object({ title: z.string().max(1000) });
const moduleStatusBody = z.object({ moduleId: entityId, active: z.boolean() });
// A handful of lookups each: the lists are small and one id once.
const distinctIds = z
  .array(entityId)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length);
const categoryMapBody = z.object({ productID: entityId, categoryIds: distinctIds });
const lookingForMapBody = z.object({ productID: entityId, lookingForIds: distinctIds });

/** Module edit and status (admin, as /modules-list), and a course's category and 'looking for' maps (staff). */
export const courseSettingsRoutes = (app: FastifyInstance, settings: CourseSettingsService): void => {
  app.put(
    RestPath.MODULE_SAVE,
    documented({ config: { access: ADMIN_ROLES } }, { query: moduleQuery, body: moduleBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { moduleId } = parseInput(moduleQuery, request.query);
      const body = parseInput(moduleBody, request.body);
      return answer(await settings.renameModule(caller, moduleId, { title: body.title }));
    },
  );

  app.post(
    RestPath.MODULE_STATUS,
    documented({ config: { access: ADMIN_ROLES } }, { body: moduleStatusBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(moduleStatusBody, request.body);
      return answer(await settings.setModuleActive(caller, body.moduleId, body.active));
    },
  );

  app.post(
    RestPath.CATEGORY_MAP,
    documented({ config: { access: STAFF_ROLES } }, { body: categoryMapBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(categoryMapBody, request.body);
      return answer(await settings.setCategories(caller, body.productID, body.categoryIds));
    },
  );

  app.post(
    RestPath.LOOKING_FOR_MAP,
    documented({ config: { access: STAFF_ROLES } }, { body: lookingForMapBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(lookingForMapBody, request.body);
      return answer(await settings.setLookingFor(caller, body.productID, body.lookingForIds));
    },
  );
};

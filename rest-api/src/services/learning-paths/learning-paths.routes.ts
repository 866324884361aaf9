import { LEARNING_PATH_MAX_PAGE_SIZE, type LearningPathRow, RestPath, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { ADMIN_ROLES } from '../../role-groups';
import type { LearningPathsService } from './learning-paths.service';

// Query values are strings; an empty one means the filter is off.
const withoutEmpty = (value: unknown) =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''));

const listQuery = z.preprocess(
  withoutEmpty,
  z.object({
    search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    active: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(LEARNING_PATH_MAX_PAGE_SIZE).default(10),
  }),
);
const pathQuery = z.object({ pathId: entityId });
// Field rules are the domain's (`learningPathSchema`), applied by the service.
const saveBody = z.object({
  name: z.string().max(1000),
  description: z.string().max(5000).optional(),
  productIds: z.array(entityId).max(200),
});
const statusBody = z.object({ pathId: entityId, active: z.boolean() });

/** /learning-path is admin only in the route table (`001 §2`), so are its REST routes; learners read the active paths. */
export const learningPathsRoutes = (app: FastifyInstance, paths: LearningPathsService): void => {
  app.get(
    RestPath.LEARNING_PATHS,
    documented({ config: { access: ADMIN_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await paths.list({
        search: query.search || undefined,
        active: query.active,
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, LearningPathRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.LEARNING_PATH,
    documented({ config: { access: ADMIN_ROLES } }, { query: pathQuery }),
    async (request) => answer(await paths.one(parseInput(pathQuery, request.query).pathId)),
  );

  app.post(
    RestPath.LEARNING_PATH,
    documented({ config: { access: ADMIN_ROLES } }, { body: saveBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer(await paths.save(caller, undefined, parseInput(saveBody, request.body)));
    },
  );

  app.put(
    RestPath.LEARNING_PATH,
    documented({ config: { access: ADMIN_ROLES } }, { query: pathQuery, body: saveBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { pathId } = parseInput(pathQuery, request.query);
      return answer(await paths.save(caller, pathId, parseInput(saveBody, request.body)));
    },
  );

  app.post(
    RestPath.LEARNING_PATH_STATUS,
    documented({ config: { access: ADMIN_ROLES } }, { body: statusBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(statusBody, request.body);
      return answer(await paths.setActive(caller, body.pathId, body.active));
    },
  );

  // Public like the catalogue: the paths are part of what is on offer.
  app.get(
    RestPath.ACTIVE_LEARNING_PATHS,
    documented({ config: { access: 'public' } }, NO_INPUT),
    async () => {
      const rows = await paths.active();
      return okEnvelope<never, LearningPathRow>({ responseListObject: rows, totalRecords: rows.length });
    },
  );
};

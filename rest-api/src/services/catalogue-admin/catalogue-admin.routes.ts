import {
  PRODUCT_PREREQUISITES_MAX,
  RestPath,
  SEARCH_MAX_LENGTH,
  STAFF_PRODUCT_MAX_PAGE_SIZE,
  type StaffModuleRow,
  type StaffPrerequisiteRow,
  type StaffProductRow,
  StaffProductSortField,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { ADMIN_ROLES, STAFF_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { CatalogueAdminService } from './catalogue-admin.service';

// Query values are strings; an empty one means the filter is off.
const withoutEmpty = (value: unknown) =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''));

const listQuery = z.preprocess(
  withoutEmpty,
  z.object({
    search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    type: z.enum(['COURSE', 'VIDEO']).optional(),
    active: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(Object.values(StaffProductSortField)).default(StaffProductSortField.CREATED),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(STAFF_PRODUCT_MAX_PAGE_SIZE).default(10),
  }),
);

const productQuery = z.object({ productID: entityId });
const modulesQuery = z.preprocess(withoutEmpty, z.object({ productID: entityId.optional() }));
// Field rules are the domain's (`productSchema`), applied by the service.
const saveBody = z.looseObject({ productID: entityId.optional() });
const statusBody = z.object({ productID: entityId, active: z.boolean() });
const moduleBody = z.object({ productID: entityId, title: z.string().max(1000) });
// Days are the domain's rule (`productValiditySchema`), applied by the service.
const validityBody = z.object({ productID: entityId, validityDays: z.unknown() });
const prerequisitesBody = z.object({
  productID: entityId,
  prerequisiteIds: z
    .array(entityId)
    .max(PRODUCT_PREREQUISITES_MAX)
    // One course once: its place in the order is where it first appears.
    .refine((ids) => new Set(ids).size === ids.length),
});

/**
 * Catalogue management: admin or ops, except modules, which the route table gives admin alone. SYSOPSADMIN
 * reads the product list and a product, to address mail to a course's learners; it changes nothing here.
 */
export const catalogueAdminRoutes = (app: FastifyInstance, catalogue: CatalogueAdminService): void => {
  app.get(
    RestPath.STAFF_PRODUCTS,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await catalogue.list({
        search: query.search || undefined,
        type: query.type,
        active: query.active,
        sort: query.sort,
        descending: query.order === 'desc',
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, StaffProductRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.STAFF_PRODUCT,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: productQuery }),
    async (request) => answer(await catalogue.one(parseInput(productQuery, request.query).productID)),
  );

  app.post(
    RestPath.PRODUCT_SAVE,
    documented({ config: { access: STAFF_ROLES } }, { body: saveBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(saveBody, request.body) as Record<string, unknown> & { productID?: number };
      const { productID, ...fields } = body;
      return answer(await catalogue.save(caller, productID, fields));
    },
  );

  app.post(
    RestPath.PRODUCT_STATUS,
    documented({ config: { access: STAFF_ROLES } }, { body: statusBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(statusBody, request.body);
      return answer(await catalogue.setActive(caller, body.productID, body.active));
    },
  );

  app.get(
    RestPath.ALL_MODULES,
    documented({ config: { access: ADMIN_ROLES } }, { query: modulesQuery }),
    async (request) => {
      const rows = await catalogue.modules(parseInput(modulesQuery, request.query).productID);
      return okEnvelope<never, StaffModuleRow>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.post(
    RestPath.MODULE_SAVE,
    documented({ config: { access: ADMIN_ROLES } }, { body: moduleBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(moduleBody, request.body);
      return answer(await catalogue.addModule(caller, body.productID, { title: body.title }));
    },
  );

  app.post(
    RestPath.PRODUCT_VALIDITY,
    documented({ config: { access: STAFF_ROLES } }, { body: validityBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(validityBody, request.body);
      return answer(
        await catalogue.setValidity(caller, { productId: body.productID, validityDays: body.validityDays }),
      );
    },
  );

  app.get(
    RestPath.PRODUCT_PREREQUISITES,
    documented({ config: { access: STAFF_ROLES } }, { query: productQuery }),
    async (request) => {
      const rows = await catalogue.prerequisites(parseInput(productQuery, request.query).productID);
      return okEnvelope<never, StaffPrerequisiteRow>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.post(
    RestPath.PRODUCT_PREREQUISITES,
    documented({ config: { access: STAFF_ROLES } }, { body: prerequisitesBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(prerequisitesBody, request.body);
      const outcome = await catalogue.setPrerequisites(caller, body.productID, body.prerequisiteIds);
      if (!outcome.ok) return answer(outcome);
      return okEnvelope<never, StaffPrerequisiteRow>({
        responseListObject: outcome.value,
        totalRecords: outcome.value.length,
      });
    },
  );
};

import { PRODUCT_LIST_MAX_LIMIT, ProductType, ReasonCode, RestPath, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, okEnvelope } from '../../http/envelope';
import { documented, NO_INPUT } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import type { CatalogueService } from './catalogue.service';

const DEFAULT_PAGE_SIZE = 12;
const MAX_IDS_PER_CALL = 100;

// Query values are strings; an empty one means the filter is off, not "match the empty value".
const withoutEmpty = (value: unknown) =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''));

const listQuery = z.preprocess(
  withoutEmpty,
  z.object({
    // The spec's checkout speaks of COURSES; accept either spelling and any case.
    type: z
      .string()
      .transform((value) => value.toUpperCase().replace(/S$/, ''))
      .pipe(z.enum(['COURSE', 'VIDEO']))
      .optional(),
    search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    categoryId: z.coerce.number().int().positive().optional(),
    level: z.string().trim().max(40).optional(),
    freeOnly: z
      .enum(['true', 'false', '1', '0'])
      .transform((value) => value === 'true' || value === '1')
      .optional(),
    subjectArea: z.string().trim().max(100).optional(),
    courseType: z.string().trim().max(40).optional(),
    lookingFor: z.string().trim().max(60).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_PAGE_SIZE)
      .transform((value) => Math.min(value, PRODUCT_LIST_MAX_LIMIT)),
  }),
);

const detailsQuery = z.object({ productId: z.coerce.number().int().positive() });

// The spec's calls spell it productID; this service's older calls productId. Either is accepted.
const productIdQuery = z.preprocess(
  (value) => {
    const query = (value ?? {}) as Record<string, unknown>;
    return { productID: query.productID ?? query.productId };
  },
  z.object({ productID: z.coerce.number().int().positive().max(2_147_483_647) }),
);

const typeQuery = z.preprocess(withoutEmpty, z.object({ type: z.enum(['COURSE', 'VIDEO']).optional() }));

const idsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_IDS_PER_CALL),
});

const list = <T>(items: readonly T[]) =>
  okEnvelope({ responseListObject: [...items], totalRecords: items.length });

/** An unknown product is a 404 envelope. */
const found = <T>(value: T | null): T => {
  if (value === null) throw new HttpError(404, ReasonCode.NOT_FOUND);
  return value;
};

/** The public catalogue (`001 §7` `/finx-fc-product`): no token needed beyond the anonymous one. */
export const catalogueRoutes = (app: FastifyInstance, catalogue: CatalogueService): void => {
  const publicRoute = { config: { access: 'public' as const } };
  const productIdOf = (query: unknown) => parseInput(productIdQuery, query).productID;

  app.get(RestPath.PRODUCT_LIST, documented(publicRoute, { query: listQuery }), async (request) => {
    const { items, total } = await catalogue.list(parseInput(listQuery, request.query));
    return okEnvelope({ responseListObject: items, totalRecords: total });
  });

  app.get(RestPath.PRODUCT_DETAILS, documented(publicRoute, { query: detailsQuery }), async (request) => {
    const { productId } = parseInput(detailsQuery, request.query);
    return okEnvelope({ responseObject: found(await catalogue.details(productId)) });
  });

  app.get(RestPath.PRODUCTS_BY_IDS, documented(publicRoute, { query: idsQuery }), async (request) =>
    list(await catalogue.byIds(parseInput(idsQuery, request.query).ids)),
  );
  app.get(RestPath.CATEGORIES, documented(publicRoute, NO_INPUT), async () =>
    list(await catalogue.categories()),
  );
  app.get(RestPath.SUBJECT_AREAS, documented(publicRoute, { query: typeQuery }), async (request) =>
    list(await catalogue.subjectAreas(parseInput(typeQuery, request.query).type)),
  );
  app.get(RestPath.LOOKING_FOR, documented(publicRoute, NO_INPUT), async () =>
    list(await catalogue.lookingForTags()),
  );
  app.get(RestPath.COURSE_TYPES, documented(publicRoute, NO_INPUT), async () =>
    list(catalogue.courseTypes()),
  );
  app.get(RestPath.PRODUCT_LEVELS, documented(publicRoute, NO_INPUT), async () =>
    list(await catalogue.levels()),
  );

  app.get(RestPath.ALL_ADD_ON_COURSES, documented(publicRoute, NO_INPUT), async () =>
    list(await catalogue.addOns()),
  );
  app.get(
    RestPath.SELECTED_ADD_ON_COURSES,
    documented(publicRoute, { query: productIdQuery }),
    async (request) => list(await catalogue.addOns(productIdOf(request.query))),
  );
  app.get(RestPath.ADD_ON_RELATION, documented(publicRoute, { query: productIdQuery }), async (request) =>
    okEnvelope({ responseObject: found(await catalogue.addOnRelation(productIdOf(request.query))) }),
  );
  app.get(RestPath.MAX_PARENT_PRICE, documented(publicRoute, { query: productIdQuery }), async (request) =>
    okEnvelope({ responseObject: found(await catalogue.maxParentPrice(productIdOf(request.query))).price }),
  );
  app.get(RestPath.PRODUCT_SEQUENCE, documented(publicRoute, { query: productIdQuery }), async (request) =>
    list(await catalogue.sequence(productIdOf(request.query))),
  );
  app.get(RestPath.PREREQUISITE_COUNT, documented(publicRoute, { query: productIdQuery }), async (request) =>
    okEnvelope({ responseObject: (await catalogue.sequence(productIdOf(request.query))).length }),
  );
  app.get(RestPath.PRODUCT_PRICE, documented(publicRoute, { query: productIdQuery }), async (request) =>
    okEnvelope({ responseObject: found(await catalogue.price(productIdOf(request.query))) }),
  );
  app.get(RestPath.VIDEO_PRICE, documented(publicRoute, { query: productIdQuery }), async (request) =>
    okEnvelope({
      responseObject: found(await catalogue.price(productIdOf(request.query), ProductType.VIDEO)),
    }),
  );
};

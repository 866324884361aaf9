import { PRODUCT_LIST_MAX_LIMIT, ProductType, ReasonCode, RestPath, RoleId } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, okEnvelope } from '../../http/envelope';
import { assertOwnParty } from '../../http/route-access';
import { partyIdFromQuery } from '../../http/party-query';
import { parseInput } from '../../http/validation';
import type { PartyItemsRepository } from './party-items.repository';
import { partyItemsRoutes } from './party-items.routes';
import type { ProductRepository } from './product.repository';

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
    search: z.string().trim().max(100).optional(),
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

/** Who may read a learner's cart and wishlist counts: the learner (own party only) and staff. */
const LEARNER_DATA_ROLES = [RoleId.LEARNER, RoleId.ADMIN, RoleId.OPS];

export interface ProductRoutesDeps {
  products: ProductRepository;
  partyItems: PartyItemsRepository;
}

export const productRoutes: FastifyPluginAsync<ProductRoutesDeps> = async (app, deps) => {
  const publicRoute = { config: { access: 'public' as const } };

  app.get(RestPath.PRODUCT_LIST, publicRoute, async (request) => {
    const filter = parseInput(listQuery, request.query);
    const { items, total } = await deps.products.list(filter);
    return okEnvelope({ responseListObject: items, totalRecords: total });
  });

  app.get(RestPath.PRODUCT_DETAILS, publicRoute, async (request) => {
    const { productId } = parseInput(detailsQuery, request.query);
    const details = await deps.products.details(productId);
    if (!details) throw new HttpError(404, ReasonCode.NOT_FOUND);
    return okEnvelope({ responseObject: details });
  });

  // For the gateway's batching: answers in the order asked, leaving out ids that do not exist.
  app.get(RestPath.PRODUCTS_BY_IDS, publicRoute, async (request) => {
    const { ids } = parseInput(idsQuery, request.query);
    const found = new Map((await deps.products.byIds(ids)).map((product) => [product.productID, product]));
    const items = ids.flatMap((id) => found.get(id) ?? []);
    return okEnvelope({ responseListObject: items, totalRecords: items.length });
  });

  app.get(RestPath.CATEGORIES, publicRoute, async () => {
    const items = await deps.products.categories();
    return okEnvelope({ responseListObject: items, totalRecords: items.length });
  });

  const list = <T>(items: readonly T[]) =>
    okEnvelope({ responseListObject: [...items], totalRecords: items.length });
  const productIdOf = (query: unknown) => parseInput(productIdQuery, query).productID;
  const found = <T>(value: T | null): T => {
    if (value === null) throw new HttpError(404, ReasonCode.NOT_FOUND);
    return value;
  };

  app.get(RestPath.SUBJECT_AREAS, publicRoute, async (request) =>
    list(await deps.products.subjectAreas(parseInput(typeQuery, request.query).type)),
  );
  app.get(RestPath.LOOKING_FOR, publicRoute, async () => list(await deps.products.lookingForTags()));
  app.get(RestPath.COURSE_TYPES, publicRoute, async () => list(deps.products.courseTypes()));
  app.get(RestPath.PRODUCT_LEVELS, publicRoute, async () => list(await deps.products.levels()));

  app.get(RestPath.ALL_ADD_ON_COURSES, publicRoute, async () => list(await deps.products.addOnsOf()));
  app.get(RestPath.SELECTED_ADD_ON_COURSES, publicRoute, async (request) =>
    list(await deps.products.addOnsOf([productIdOf(request.query)])),
  );
  app.get(RestPath.ADD_ON_RELATION, publicRoute, async (request) => {
    const relation = found(await deps.products.addOnRelation(productIdOf(request.query)));
    return okEnvelope({ responseObject: relation });
  });
  // Answers null for a product that is no add-on; an unknown product is a 404.
  app.get(RestPath.MAX_PARENT_PRICE, publicRoute, async (request) => {
    const productId = productIdOf(request.query);
    found(await deps.products.price(productId));
    const paise = await deps.products.maxParentPricePaise(productId);
    return okEnvelope({ responseObject: paise === null ? null : paise / 100 });
  });

  app.get(RestPath.PRODUCT_SEQUENCE, publicRoute, async (request) =>
    list(await deps.products.sequence(productIdOf(request.query))),
  );
  app.get(RestPath.PREREQUISITE_COUNT, publicRoute, async (request) => {
    const items = await deps.products.sequence(productIdOf(request.query));
    return okEnvelope({ responseObject: items.length });
  });

  app.get(RestPath.PRODUCT_PRICE, publicRoute, async (request) =>
    okEnvelope({ responseObject: found(await deps.products.price(productIdOf(request.query))) }),
  );
  app.get(RestPath.VIDEO_PRICE, publicRoute, async (request) =>
    okEnvelope({
      responseObject: found(await deps.products.price(productIdOf(request.query), ProductType.VIDEO)),
    }),
  );

  const learnerData = { config: { access: LEARNER_DATA_ROLES } };

  app.get(RestPath.CART_COUNT, learnerData, async (request) => {
    const partyId = partyIdFromQuery(request.query);
    assertOwnParty(request.caller, partyId);
    return okEnvelope({ responseObject: await deps.partyItems.cartCount(partyId) });
  });

  app.get(RestPath.WISHLIST_COUNT, learnerData, async (request) => {
    const partyId = partyIdFromQuery(request.query);
    assertOwnParty(request.caller, partyId);
    return okEnvelope({ responseObject: await deps.partyItems.wishlistCount(partyId) });
  });

  await app.register(partyItemsRoutes, { partyItems: deps.partyItems });
};

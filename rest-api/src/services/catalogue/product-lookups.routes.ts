import {
  ADD_ON_PARENTS_MAX,
  type Product,
  type ProductName,
  ReasonCode,
  RestPath,
  SEARCH_MAX_LENGTH,
  type VocationalCourse,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import type { CatalogueService } from './catalogue.service';

const body = z.object({ search: z.string().trim().max(SEARCH_MAX_LENGTH).optional() });
const nameQuery = z.object({ productID: entityId });
const parentsQuery = z.object({ productIDs: z.string().max(1_000) });
const parentIds = z.array(entityId).min(1).max(ADD_ON_PARENTS_MAX);

/**
 * `001 §7` Lookups vocational courses (POST), productName and getAddonProductList: public, as the
 * catalogue is (what each does: docs/decisions/rest-contract.md).
 */
export const productLookupsRoutes = (app: FastifyInstance, catalogue: CatalogueService): void => {
  const publicRoute = { config: { access: 'public' as const } };

  app.post(RestPath.VOCATIONAL_COURSES, documented(publicRoute, { body }), async (request) => {
    const { search } = parseInput(body, request.body);
    const rows = await catalogue.vocationalCourses(search || undefined);
    return okEnvelope<never, VocationalCourse>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.get(RestPath.PRODUCT_NAME, documented(publicRoute, { query: nameQuery }), async (request) => {
    const { productID } = parseInput(nameQuery, request.query);
    const [product] = await catalogue.byIds([productID]);
    if (!product) return failEnvelope(ReasonCode.NOT_FOUND);
    const { productName, productType } = product;
    return okEnvelope<ProductName, never>({ responseObject: { productID, productName, productType } });
  });

  app.get(RestPath.ADD_ON_PRODUCT_LIST, documented(publicRoute, { query: parentsQuery }), async (request) => {
    const { productIDs } = parseInput(parentsQuery, request.query);
    const ids = parseInput(
      parentIds,
      productIDs.split(',').map((part) => part.trim()),
    );
    const rows = await catalogue.addOnsOfMany(ids);
    return okEnvelope<never, Product>({ responseListObject: rows, totalRecords: rows.length });
  });
};

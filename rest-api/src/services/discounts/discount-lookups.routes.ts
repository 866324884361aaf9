import {
  DISCOUNT_KIND_LABEL,
  type DiscountKind,
  type DiscountProductRow,
  type DiscountRow,
  type DiscountTypeRow,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { documented, NO_INPUT } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { DiscountsService } from './discounts.service';

const allQuery = z.object({ activeOnly: z.enum(['true', 'false']).default('false') });

const TYPES: DiscountTypeRow[] = Object.entries(DISCOUNT_KIND_LABEL).map(([kind, label]) => ({
  kind: kind as DiscountKind,
  label,
}));

const listOf = <T>(rows: T[]) =>
  okEnvelope<never, T>({ responseListObject: rows, totalRecords: rows.length });

/**
 * `001 §7` Discounts allDiscounts, discounttypelist, allActiveVideos and allActiveCourses: the lists the
 * discount screens pick from, staff alone like every discount screen (`001 §2`).
 */
export const discountLookupsRoutes = (app: FastifyInstance, discounts: DiscountsService): void => {
  const staff = { config: { access: STAFF_ROLES } };

  app.get(RestPath.ALL_DISCOUNTS, documented(staff, { query: allQuery }), async (request) => {
    const { activeOnly } = parseInput(allQuery, request.query);
    return listOf<DiscountRow>(await discounts.all(activeOnly === 'true'));
  });

  app.get(RestPath.DISCOUNT_TYPES, documented(staff, NO_INPUT), async () => listOf(TYPES));

  app.get(RestPath.ALL_ACTIVE_VIDEOS, documented(staff, NO_INPUT), async () =>
    listOf<DiscountProductRow>(await discounts.products('VIDEO')),
  );

  app.get(RestPath.ALL_ACTIVE_COURSES, documented(staff, NO_INPUT), async () =>
    listOf<DiscountProductRow>(await discounts.products('COURSE')),
  );
};

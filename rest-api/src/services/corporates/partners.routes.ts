import { type PartnerRow, RestPath, SEARCH_MAX_LENGTH } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import type { CorporatesService } from './corporates.service';

const partnersQuery = z.object({ search: z.string().trim().max(SEARCH_MAX_LENGTH).optional() });

/** `001 §7` Lookups partners: the hiring partners, open to visitors like the footer's Hiring Partners. */
export const partnersRoutes = (app: FastifyInstance, corporates: CorporatesService): void => {
  app.get(
    RestPath.PARTNERS,
    documented({ config: { access: 'public' } }, { query: partnersQuery }),
    async (request) => {
      const { search } = parseInput(partnersQuery, request.query);
      const rows = await corporates.partners(search || undefined);
      return okEnvelope<never, PartnerRow>({ responseListObject: rows, totalRecords: rows.length });
    },
  );
};

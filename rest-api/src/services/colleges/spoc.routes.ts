import { type ActiveSpocRow, RestPath, SpocOrganisationType, type SpocOrganisationRow } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { SpocService } from './spoc.service';

const assignBody = z.object({
  staffPartyId: entityId,
  organisationType: z.enum(Object.values(SpocOrganisationType)),
  organisationId: entityId,
});

/** `001 §3` SPOC: getActiveSpocs and assignSpoc, admin and ops alone (/upload-spoc). */
export const spocRoutes = (app: FastifyInstance, spocs: SpocService): void => {
  app.get(RestPath.SPOC_ACTIVE, documented({ config: { access: STAFF_ROLES } }, NO_INPUT), async () => {
    const rows = await spocs.active();
    return okEnvelope<never, ActiveSpocRow>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.get(
    RestPath.SPOC_ORGANISATIONS,
    documented({ config: { access: STAFF_ROLES } }, NO_INPUT),
    async () => {
      const rows = await spocs.organisations();
      return okEnvelope<never, SpocOrganisationRow>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.post(
    RestPath.SPOC_ASSIGN,
    documented({ config: { access: STAFF_ROLES } }, { body: assignBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer(await spocs.assignSpoc(caller, parseInput(assignBody, request.body)));
    },
  );
};

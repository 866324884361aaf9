import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { MaintenanceService } from './maintenance.service';

const flag = z.union([z.literal(0), z.literal(1)]);
const instant = z.iso
  .datetime({ offset: true })
  .nullable()
  .transform((value) => (value ? new Date(value) : null));
const updateBody = z
  .object({
    deploymentFlag: flag,
    notificationFlag: flag,
    startDate: instant,
    toDate: instant,
    loginDisabled: flag.default(0),
    upgradeNotice: z.string().trim().max(500).nullable().default(null),
  })
  // A window that ends before it starts is a typing mistake, not a state to show users.
  .refine((body) => !body.startDate || !body.toDate || body.startDate < body.toDate, { path: ['toDate'] });

/**
 * The deployment flag: public to read (the client asks at start, before anyone signs in), staff-only
 * to switch.
 */
export const maintenanceRoutes = (app: FastifyInstance, maintenance: MaintenanceService): void => {
  app.get(RestPath.DEPLOYMENT_FLAG, documented({ config: { access: 'public' } }, NO_INPUT), async () =>
    okEnvelope({ responseObject: await maintenance.state() }),
  );

  app.put(
    RestPath.DEPLOYMENT_FLAG,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { body: updateBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const change = parseInput(updateBody, request.body);
      return okEnvelope({ responseObject: await maintenance.change(caller, change) });
    },
  );
};

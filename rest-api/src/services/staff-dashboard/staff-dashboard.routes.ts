import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { StaffDashboardService } from './staff-dashboard.service';

// The dates' rules (ISO, order, length) are the domain's, applied by the service with their messages.
const periodQuery = z.object({
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
});

/** The figures of /admin-dashboard and /ops-dashboard: admin and ops alone. */
export const staffDashboardRoutes = (app: FastifyInstance, dashboard: StaffDashboardService): void => {
  app.get(
    RestPath.STAFF_DASHBOARD,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: periodQuery }),
    async (request) => {
      const { from, to } = parseInput(periodQuery, request.query);
      return answer(await dashboard.figures(from || undefined, to || undefined));
    },
  );
};

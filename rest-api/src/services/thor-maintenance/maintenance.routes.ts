import { type MaintenanceStateResponse, RestPath, RoleId } from '@finx/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { maintenanceState } from '../../db/schema';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { parseInput } from '../../http/validation';

const flag = z.union([z.literal(0), z.literal(1)]);
const updateBody = z
  .object({
    deploymentFlag: flag,
    notificationFlag: flag,
    startDate: z.iso.datetime({ offset: true }).nullable(),
    toDate: z.iso.datetime({ offset: true }).nullable(),
    loginDisabled: flag.default(0),
    upgradeNotice: z.string().trim().max(500).nullable().default(null),
  })
  // A window that ends before it starts is a typing mistake, not a state to show users.
  .refine((body) => !body.startDate || !body.toDate || new Date(body.startDate) < new Date(body.toDate), {
    path: ['toDate'],
  });

const OFF: MaintenanceStateResponse = {
  deploymentFlag: 0,
  notificationFlag: 0,
  startDate: null,
  toDate: null,
  loginDisabled: 0,
  upgradeNotice: null,
};

const toResponse = (row: typeof maintenanceState.$inferSelect | undefined): MaintenanceStateResponse =>
  row
    ? {
        deploymentFlag: row.deploymentFlag === 1 ? 1 : 0,
        notificationFlag: row.notificationFlag === 1 ? 1 : 0,
        startDate: row.startDate?.toISOString() ?? null,
        toDate: row.toDate?.toISOString() ?? null,
        loginDisabled: row.loginDisabled === 1 ? 1 : 0,
        upgradeNotice: row.upgradeNotice,
      }
    : OFF;

/** Staff who may switch maintenance on and off. */
export const MAINTENANCE_ROLES: readonly number[] = [RoleId.ADMIN, RoleId.OPS];

/**
 * The deployment flag (`000 §3`, §4): public to read (the client asks at start, before anyone signs in),
 * staff-only to switch. The state is one row; no row means everything off.
 */
export const maintenanceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const read = async () => {
    const [row] = await db.select().from(maintenanceState).where(eq(maintenanceState.id, 1)).limit(1);
    return toResponse(row);
  };

  app.get(RestPath.DEPLOYMENT_FLAG, { config: { access: 'public' } }, async () =>
    okEnvelope({ responseObject: await read() }),
  );

  app.put(RestPath.DEPLOYMENT_FLAG, { config: { access: MAINTENANCE_ROLES } }, async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(updateBody, request.body);
    const values = {
      deploymentFlag: body.deploymentFlag,
      notificationFlag: body.notificationFlag,
      startDate: body.startDate ? new Date(body.startDate) : null,
      toDate: body.toDate ? new Date(body.toDate) : null,
      loginDisabled: body.loginDisabled,
      upgradeNotice: body.upgradeNotice,
      updatedBy: caller.userId,
      updatedAt: new Date(),
    };
    await db
      .insert(maintenanceState)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: maintenanceState.id, set: values });
    return okEnvelope({ responseObject: await read() });
  });
};

import { RoleId } from '@finx/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { maintenanceState } from '../../db/schema';

/** Staff keep signing in during maintenance: they are the ones who switch it off again. */
const STAFF_ROLES: readonly number[] = [RoleId.ADMIN, RoleId.OPS];

/**
 * Whether sign-in is closed for a role right now: while the deployment flag is on (the maintenance modal
 * of `000 §4`) or while login is disabled for the fixed-date upgrade. Such a login answers SM_11, and the
 * client reloads home, where the maintenance modal or the upgrade notice explains why.
 */
export const loginClosedFor = async (db: Executor, roleId: number): Promise<boolean> => {
  if (STAFF_ROLES.includes(roleId)) return false;
  const [state] = await db
    .select({ deployment: maintenanceState.deploymentFlag, loginDisabled: maintenanceState.loginDisabled })
    .from(maintenanceState)
    .where(eq(maintenanceState.id, 1))
    .limit(1);
  return state !== undefined && (state.deployment === 1 || state.loginDisabled === 1);
};

import type { MaintenanceStateResponse } from '@finx/domain';
import { STAFF_ROLES } from '../../role-groups';
import type { MaintenanceRepository, MaintenanceRow } from './maintenance.repository';

const OFF: MaintenanceStateResponse = {
  deploymentFlag: 0,
  notificationFlag: 0,
  startDate: null,
  toDate: null,
  loginDisabled: 0,
  upgradeNotice: null,
};

const bit = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

const toResponse = (row: MaintenanceRow | null): MaintenanceStateResponse =>
  row
    ? {
        deploymentFlag: bit(row.deploymentFlag),
        notificationFlag: bit(row.notificationFlag),
        startDate: row.startDate?.toISOString() ?? null,
        toDate: row.toDate?.toISOString() ?? null,
        loginDisabled: bit(row.loginDisabled),
        upgradeNotice: row.upgradeNotice,
      }
    : OFF;

export interface MaintenanceChange {
  deploymentFlag: 0 | 1;
  notificationFlag: 0 | 1;
  startDate: Date | null;
  toDate: Date | null;
  loginDisabled: 0 | 1;
  upgradeNotice: string | null;
}

/** The deployment flag and the fixed-date upgrade (`000 §3`, §4). */
export class MaintenanceService {
  constructor(private readonly maintenance: MaintenanceRepository) {}

  async state(): Promise<MaintenanceStateResponse> {
    return toResponse(await this.maintenance.current());
  }

  async change(staffUserId: number, change: MaintenanceChange): Promise<MaintenanceStateResponse> {
    await this.maintenance.save({ ...change, updatedBy: staffUserId, updatedAt: new Date() });
    return this.state();
  }

  /**
   * Whether sign-in is closed for a role right now: while the deployment flag is on (the maintenance
   * modal of `000 §4`) or while login is disabled for the fixed-date upgrade. Staff keep signing in:
   * they are the ones who switch it off again.
   */
  async signInClosedFor(roleId: number): Promise<boolean> {
    if (STAFF_ROLES.includes(roleId)) return false;
    const row = await this.maintenance.current();
    return row !== null && (row.deploymentFlag === 1 || row.loginDisabled === 1);
  }
}

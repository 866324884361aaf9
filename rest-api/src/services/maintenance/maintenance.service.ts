import { type MaintenanceStateResponse, StaffAction } from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { AuditService, StaffActor } from '../audit/audit.module';
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
  constructor(
    private readonly maintenance: MaintenanceRepository,
    private readonly transaction: RunInTransaction,
    private readonly audit: AuditService,
  ) {}

  async state(): Promise<MaintenanceStateResponse> {
    return toResponse(await this.maintenance.current());
  }

  /** Switching maintenance locks learners out: the switch and its audit entry are one transaction. */
  async change(
    actor: StaffActor & { userId: number },
    change: MaintenanceChange,
  ): Promise<MaintenanceStateResponse> {
    await this.transaction(async (tx) => {
      const before = toResponse(await this.maintenance.current(tx));
      await this.maintenance.save(tx, { ...change, updatedBy: actor.userId, updatedAt: new Date() });
      await this.audit.record(tx, actor, {
        action: StaffAction.MAINTENANCE_CHANGE,
        entityType: 'maintenance',
        entityId: 1,
        before,
        after: toResponse(await this.maintenance.current(tx)),
      });
    });
    return this.state();
  }

  /**
   * Whether sign-in is closed for a role right now: while the deployment flag is on (the maintenance
   * modal of `000 §4`) or while login is disabled for the fixed-date upgrade. Staff keep signing in:
   * they are the ones who switch it off again.
   */
  async signInClosedFor(roleId: number): Promise<boolean> {
    if (SYSTEM_OPERATIONS_ROLES.includes(roleId)) return false;
    const row = await this.maintenance.current();
    return row !== null && (row.deploymentFlag === 1 || row.loginDisabled === 1);
  }
}

import type { StaffAction, StaffAuditRow } from '@finx/domain';
import type { Executor } from '../../db/database';
import type { AuditFilter, AuditRepository } from './audit.repository';

/** The member of staff making a change, as the route's caller names them. */
export interface StaffActor {
  partyId: number;
  roleId: number;
}

/** One staff change: what was done to which record, and the record before and after. */
export interface StaffChange {
  action: StaffAction;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * The staff audit log. `record` takes the caller's transaction handle: a feature writes its change and
 * its entry in one transaction, so the log never disagrees with the data.
 */
export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(tx: Executor, actor: StaffActor, change: StaffChange): Promise<void> {
    await this.audit.append(tx, {
      actorPartyId: actor.partyId,
      actorRoleId: actor.roleId,
      action: change.action,
      entityType: change.entityType,
      entityId: String(change.entityId),
      // JSON columns keep dates as text anyway; a round trip makes what is stored what is read.
      before: change.before === undefined ? null : (JSON.parse(JSON.stringify(change.before)) as unknown),
      after: change.after === undefined ? null : (JSON.parse(JSON.stringify(change.after)) as unknown),
      at: this.now(),
    });
  }

  async page(filter: AuditFilter): Promise<{ rows: StaffAuditRow[]; total: number }> {
    const { rows, total } = await this.audit.page(filter);
    return {
      total,
      rows: rows.map((row) => ({
        auditId: row.auditId,
        actorPartyId: row.actorPartyId,
        actorRoleId: row.actorRoleId,
        actorEmail: row.actorEmail,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        at: row.at.toISOString(),
      })),
    };
  }
}

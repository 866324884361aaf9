import {
  type ActiveSpocRow,
  type AssignSpocRequest,
  type CollegesReason,
  CollegesReasons,
  ReasonCode,
  RoleId,
  type SpocOrganisationRow,
  StaffAction,
} from '@finx/domain';
import type { Executor, RunInTransaction } from '../../db/database';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { SpocRepository } from './spoc.repository';

const { refuse } = refusalsOf(CollegesReasons);

const SPOC_ROLES: readonly number[] = [RoleId.ADMIN, RoleId.OPS];

export interface SpocServiceDeps {
  spocs: SpocRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
  now?: () => Date;
}

/**
 * SPOC assignment (`001 §3` getActiveSpocs, assignSpoc): a college's or corporate's single point of
 * contact is an active admin or operations user. `assignSpoc` is the one way in: the manual form and the
 * spreadsheet upload (bulk uploads) both call it, one row at a time, each audited.
 */
export class SpocService {
  constructor(private readonly deps: SpocServiceDeps) {}

  async active(): Promise<ActiveSpocRow[]> {
    const rows = await this.deps.spocs.active();
    return rows.map(({ assignedAt, ...row }) => ({ ...row, assignedOn: assignedAt.toISOString() }));
  }

  organisations(): Promise<SpocOrganisationRow[]> {
    return this.deps.spocs.organisations();
  }

  /** In the caller's transaction when given one (a bulk upload's), else in its own. */
  async assignSpoc(
    actor: StaffActor,
    request: AssignSpocRequest,
    tx?: Executor,
  ): Promise<Outcome<undefined, CollegesReason>> {
    const run = async (ex: Executor): Promise<Outcome<undefined, CollegesReason>> => {
      const staff = await this.deps.spocs.staff(request.staffPartyId, ex);
      if (!staff || !SPOC_ROLES.includes(staff.roleId) || staff.status !== 'ACTIVE') {
        return refuse(ReasonCode.SPOC_NOT_STAFF);
      }
      const name = await this.deps.spocs.organisationName(
        request.organisationType,
        request.organisationId,
        ex,
      );
      if (name === undefined) return refuse(ReasonCode.NOT_FOUND);
      const before = await this.deps.spocs.current(ex, request.organisationType, request.organisationId);
      await this.deps.spocs.assign(ex, { ...request, assignedBy: actor.partyId }, this.now());
      await this.deps.audit.record(ex, actor, {
        action: StaffAction.SPOC_ASSIGN,
        entityType: request.organisationType === 'COLLEGE' ? 'college' : 'corporate',
        entityId: request.organisationId,
        before: before ? { spocPartyId: before.staffPartyId } : null,
        after: { spocPartyId: request.staffPartyId },
      });
      return accept();
    };
    return tx ? run(tx) : this.deps.transaction(run);
  }

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }
}

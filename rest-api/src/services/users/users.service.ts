import { ReasonCode, type RoleRow, StaffAction, type StaffUserRow, type UserStanding } from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome, refuse } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { SessionService } from '../session/session.service';
import type { UserListFilter, UserRecord, UsersRepository } from './users.repository';

const toRow = (user: UserRecord, roleName: string): StaffUserRow => ({
  userId: user.userId,
  partyId: user.partyId,
  firstName: user.firstName,
  lastName: user.lastName,
  emailID: user.email,
  mobileNo: user.mobile,
  roleId: user.roleId,
  roleName,
  status: user.status as UserStanding,
  lockedUntil: user.lockedUntil?.toISOString() ?? null,
  createdDate: user.createdAt.toISOString(),
});

/** What inactivation and reactivation change, as the audit log keeps it before and after. */
const standingOf = (user: Pick<UserRecord, 'status' | 'failedLoginCount' | 'lockedUntil'>) => ({
  status: user.status,
  failedLoginCount: user.failedLoginCount,
  lockedUntil: user.lockedUntil?.toISOString() ?? null,
});

export interface UsersServiceDeps {
  users: UsersRepository;
  audit: Pick<AuditService, 'record'>;
  sessions: Pick<SessionService, 'endAllOf' | 'userChanged'>;
  transaction: RunInTransaction;
  now?: () => Date;
}

/**
 * Staff user management (issue 13 item 5): the filtered list, inactivation and reactivation, the roles'
 * head counts. Every change is written to the staff audit log in its own transaction.
 */
export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  async list(filter: UserListFilter): Promise<{ rows: StaffUserRow[]; total: number }> {
    const { entries, total } = await this.deps.users.list(filter);
    return { rows: entries.map((entry) => toRow(entry.user, entry.roleName)), total };
  }

  async roles(): Promise<RoleRow[]> {
    return this.deps.users.roleCounts();
  }

  /**
   * Inactivating ends every live session of the account at once, as a suspension does; the account then
   * meets SM-03 'InActive user' at sign-in. Reactivating also clears a lock and the failed-password count:
   * the account starts again. Staff cannot change their own standing (nobody could undo it but another).
   */
  async setActive(actor: StaffActor & { userId: number }, userId: number, active: boolean): Promise<Outcome> {
    if (actor.userId === userId) return refuse(ReasonCode.USER_SELF_CHANGE);
    const now = (this.deps.now ?? (() => new Date()))();
    const status = active ? 'ACTIVE' : 'INACTIVE';
    const outcome = await this.deps.transaction(async (tx): Promise<Outcome> => {
      const user = await this.deps.users.findForUpdate(tx, userId);
      if (!user) return refuse(ReasonCode.NOT_FOUND);
      // A suspension (SM-04, SM-13) is a compliance decision the user list neither sets nor lifts.
      if (user.status === 'SUSPENDED') return refuse(ReasonCode.USER_SUSPENDED);
      await this.deps.users.setStatus(tx, userId, status, now);
      if (!active) await this.deps.sessions.endAllOf(tx, userId);
      await this.deps.audit.record(tx, actor, {
        action: active ? StaffAction.USER_REACTIVATE : StaffAction.USER_INACTIVATE,
        entityType: 'user',
        entityId: userId,
        before: standingOf(user),
        after: standingOf({ status, failedLoginCount: 0, lockedUntil: null }),
      });
      return accept();
    });
    if (!outcome.ok) return outcome;
    // Hot session records hold the account's standing: they must see the change at once.
    await this.deps.sessions.userChanged(userId);
    return accept();
  }
}

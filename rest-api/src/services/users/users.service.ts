import {
  emailField,
  mayActOnRole,
  newUserSchema,
  type ProfileScore,
  ReasonCode,
  RoleId,
  type RoleRow,
  StaffAction,
  type StaffUserRow,
  userProfileSchema,
  type UserSocialLinks,
  type UsersReason,
  UsersReasons,
  type UserStanding,
} from '@finx/domain';
import { hash } from '@node-rs/argon2';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { SessionService } from '../session/session.service';
import type { UserListFilter, UserRecord, UsersRepository } from './users.repository';

const { refuse } = refusalsOf(UsersReasons);

const toRow = (
  user: UserRecord,
  roleName: string,
  scores: ReadonlyMap<number, ProfileScore> = new Map(),
): StaffUserRow => ({
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
  profileScore: scores.get(user.partyId) ?? null,
});

/** What inactivation and reactivation change, as the audit log keeps it before and after. */
const standingOf = (user: Pick<UserRecord, 'status' | 'failedLoginCount' | 'lockedUntil'>) => ({
  status: user.status,
  failedLoginCount: user.failedLoginCount,
  lockedUntil: user.lockedUntil?.toISOString() ?? null,
});

/** The profile fields staff change, as the audit log keeps them before and after. */
const profileOf = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'mobile'>) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  mobile: user.mobile,
});

const TAKEN = { email: ReasonCode.USER_EMAIL_TAKEN, mobile: ReasonCode.USER_MOBILE_TAKEN } as const;

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
    const scores = await this.deps.users.latestScores(entries.map((entry) => entry.user.partyId));
    return { rows: entries.map((entry) => toRow(entry.user, entry.roleName, scores)), total };
  }

  async roles(): Promise<RoleRow[]> {
    return this.deps.users.roleCounts();
  }

  /**
   * Inactivating ends every live session of the account at once, as a suspension does; the account then
   * meets SM-03 'InActive user' at sign-in. Reactivating also clears a lock and the failed-password count:
   * the account starts again. Staff cannot change their own standing (nobody could undo it but another),
   * nor that of an account whose role outranks theirs (`mayActOnRole`: admin > SYSOPSADMIN > ops > others).
   */
  async setActive(
    actor: StaffActor & { userId: number },
    userId: number,
    active: boolean,
  ): Promise<Outcome<undefined, UsersReason>> {
    if (actor.userId === userId) return refuse(ReasonCode.USER_SELF_CHANGE);
    const now = this.now();
    const status = active ? 'ACTIVE' : 'INACTIVE';
    const outcome = await this.deps.transaction(async (tx): Promise<Outcome<undefined, UsersReason>> => {
      const user = await this.deps.users.findForUpdate(tx, userId);
      if (!user) return refuse(ReasonCode.NOT_FOUND);
      // Admin > SYSOPSADMIN > ops > the rest: an account above the caller is not theirs to change.
      if (!mayActOnRole(actor.roleId, user.roleId)) return refuse(ReasonCode.USER_ROLE_ABOVE_YOURS);
      // A suspension (SM-04, SM-13) is a compliance decision the user list neither sets nor lifts.
      if (user.status === 'SUSPENDED') return refuse(ReasonCode.USER_SUSPENDED);
      // A held sign-up is approved or rejected, not reactivated.
      if (user.status === 'HELD') return refuse(ReasonCode.USER_HELD);
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

  /**
   * A held college or ops sign-up: approving makes it ACTIVE (it may sign in), rejecting INACTIVE (kept,
   * so the decision and the e-mail stay on record; an administrator may still reactivate it).
   */
  async decide(
    actor: StaffActor,
    userId: number,
    approve: boolean,
  ): Promise<Outcome<undefined, UsersReason>> {
    const now = this.now();
    const status = approve ? 'ACTIVE' : 'INACTIVE';
    return this.deps.transaction(async (tx): Promise<Outcome<undefined, UsersReason>> => {
      const user = await this.deps.users.findForUpdate(tx, userId);
      if (!user) return refuse(ReasonCode.NOT_FOUND);
      // Approving a held sign-up makes an account of its role: nobody makes one above their own.
      if (!mayActOnRole(actor.roleId, user.roleId)) return refuse(ReasonCode.USER_ROLE_ABOVE_YOURS);
      if (user.status !== 'HELD') return refuse(ReasonCode.USER_NOT_HELD);
      await this.deps.users.setStatus(tx, userId, status, now);
      await this.deps.audit.record(tx, actor, {
        action: approve ? StaffAction.USER_APPROVE : StaffAction.USER_REJECT,
        entityType: 'user',
        entityId: userId,
        before: { status: user.status },
        after: { status },
      });
      return accept();
    });
  }

  /** One account by user id or party id (the spec's screens name learners by party). */
  async get(key: { userId: number } | { partyId: number }): Promise<Outcome<StaffUserRow, UsersReason>> {
    const user =
      'userId' in key
        ? await this.deps.users.findById(key.userId)
        : await this.deps.users.findByParty(key.partyId);
    if (!user) return refuse(ReasonCode.NOT_FOUND);
    const [roleName, scores] = await Promise.all([
      this.deps.users.roleName(user.roleId),
      this.deps.users.latestScores([user.partyId]),
    ]);
    return accept(toRow(user, roleName, scores));
  }

  /** `001 §7` user/social: whether the account signs in with Google, Facebook and a password. */
  async socialLinks(userId: number): Promise<Outcome<UserSocialLinks, UsersReason>> {
    const user = await this.deps.users.findById(userId);
    if (!user) return refuse(ReasonCode.NOT_FOUND);
    return accept({
      userId: user.userId,
      google: user.googleId !== null,
      facebook: user.facebookId !== null,
      password: user.passwordHash !== null,
    });
  }

  /**
   * `001 §7` user/validate/email: the spec's e-mail rule, and no account holds the address (but `except`,
   * the account being edited). The staff forms ask before they submit.
   */
  async validateEmail(
    email: string,
    except?: number,
  ): Promise<Outcome<undefined, UsersReason> | InvalidField> {
    const checked = await checkSpecRules(emailField, email);
    if (!checked.ok) return checked;
    const taken = await this.deps.transaction((tx) => this.deps.users.taken(tx, checked.value, null, except));
    return taken ? refuse(ReasonCode.USER_EMAIL_TAKEN) : accept();
  }

  /**
   * /new-admin: an account of any of the four roles, active at once, whose first password its owner must
   * change at the first sign-in. E-mail and mobile must be free.
   */
  async create(
    actor: StaffActor,
    input: unknown,
  ): Promise<Outcome<StaffUserRow, UsersReason> | InvalidField> {
    const checked = await checkSpecRules(newUserSchema, input);
    if (!checked.ok) return checked;
    const { password, roleId, ...person } = checked.value;
    // Only admin may call adduser today, and admin outranks every role; the rule holds should that widen.
    if (!mayActOnRole(actor.roleId, roleId)) return refuse(ReasonCode.USER_ROLE_ABOVE_YOURS);
    const passwordHash = await hash(password);
    const now = this.now();
    const outcome = await this.deps.transaction(async (tx): Promise<Outcome<UserRecord, UsersReason>> => {
      const created = await this.deps.users.insert(tx, { ...person, roleId, passwordHash }, now);
      if (typeof created === 'string') return refuse(TAKEN[created]);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.USER_CREATE,
        entityType: 'user',
        entityId: created.userId,
        before: null,
        // Never the password, not even hashed: the log is read by people.
        after: { email: created.email, roleId: created.roleId, ...profileOf(created) },
      });
      return accept(created);
    });
    if (!outcome.ok) return outcome;
    return accept(toRow(outcome.value, await this.deps.users.roleName(roleId)));
  }

  /**
   * A profile's names and mobile: the caller's own (any member of staff), or a learner's (staff support,
   * /admin-edit-user-profile). Another member of staff's profile is theirs to edit.
   */
  async updateProfile(
    actor: StaffActor & { userId: number },
    userId: number,
    input: unknown,
  ): Promise<Outcome<StaffUserRow, UsersReason> | InvalidField> {
    const checked = await checkSpecRules(userProfileSchema, input);
    if (!checked.ok) return checked;
    const now = this.now();
    const outcome = await this.deps.transaction(async (tx): Promise<Outcome<UserRecord, UsersReason>> => {
      const user = await this.deps.users.findForUpdate(tx, userId);
      if (!user) return refuse(ReasonCode.NOT_FOUND);
      if (userId !== actor.userId && user.roleId !== RoleId.LEARNER)
        return refuse(ReasonCode.USER_NOT_LEARNER);
      if (await this.deps.users.taken(tx, null, checked.value.mobile, userId)) {
        return refuse(ReasonCode.USER_MOBILE_TAKEN);
      }
      await this.deps.users.updateProfile(tx, userId, checked.value, now);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.USER_UPDATE,
        entityType: 'user',
        entityId: userId,
        before: profileOf(user),
        after: profileOf(checked.value),
      });
      return accept({ ...user, ...checked.value, updatedAt: now });
    });
    if (!outcome.ok) return outcome;
    const [roleName, scores] = await Promise.all([
      this.deps.users.roleName(outcome.value.roleId),
      this.deps.users.latestScores([outcome.value.partyId]),
    ]);
    return accept(toRow(outcome.value, roleName, scores));
  }

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }
}

import { createHash, randomBytes } from 'node:crypto';
import {
  ClientRoute,
  meetsPasswordPolicy,
  type PasswordsReason,
  PasswordsReasons,
  ReasonCode as Code,
  RESET_PASSWORD_POLICY,
  StaffAction,
} from '@finx/domain';
import { hash, verify } from '@node-rs/argon2';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { AccountRepository } from '../identity/account.repository';
import type { AccountLocks } from '../identity/identity.module';
import type { SessionService } from '../session/session.service';
import type { PasswordsRepository } from './passwords.repository';

const { refuse: fail } = refusalsOf(PasswordsReasons);

/** How long a mailed reset link works. */
export const RESET_LINK_TTL_MS = 30 * 60_000;

/** Reset tokens are stored as SHA-256: 256 random bits need no slow hash, and the table alone opens nothing. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// @node-rs/argon2 defaults to argon2id (its Algorithm enum is a const enum, unusable under isolatedModules);
// the tests check the stored hash says $argon2id$.
const hashPassword = (password: string): Promise<string> => hash(password);

export interface PasswordsServiceDeps {
  accounts: AccountRepository;
  passwords: PasswordsRepository;
  /** A new password set by its owner's reset, or by an administrator, ends an SM-12 lock. */
  locks: AccountLocks;
  sessions: SessionService;
  messenger: Messenger;
  transaction: RunInTransaction;
  /** The staff audit log: an administrator's change of someone's password is a staff change. */
  audit: Pick<AuditService, 'record'>;
  resetTtlMs?: number;
}

/**
 * Change, admin change, forgot and reset (`000 §4`). The password policy of `000 §5` is enforced here
 * whatever the client checked; hashes are argon2id.
 */
export class PasswordsService {
  private readonly accounts: AccountRepository;
  private readonly passwords: PasswordsRepository;
  private readonly sessions: SessionService;
  private readonly resetTtlMs: number;

  constructor(private readonly deps: PasswordsServiceDeps) {
    this.accounts = deps.accounts;
    this.passwords = deps.passwords;
    this.sessions = deps.sessions;
    this.resetTtlMs = deps.resetTtlMs ?? RESET_LINK_TTL_MS;
  }

  /** `registrationType`: Y when the user has a password, N for Google/Facebook-only users. */
  async currentPasswordFlag(userId: number): Promise<'Y' | 'N' | null> {
    const user = await this.accounts.findById(userId);
    if (!user) return null;
    return user.passwordHash ? 'Y' : 'N';
  }

  /**
   * The user's own change. The current password must match unless the user has none yet (flag N).
   * Success clears the force-change flag and ends the user's other sessions; the client then signs
   * this one out as well (`000 §4`).
   */
  async changePassword(
    userId: number,
    keepSessionId: string,
    input: { newPassword: string; currentPassword?: string },
  ): Promise<Outcome<undefined, PasswordsReason>> {
    const user = await this.accounts.findById(userId);
    if (!user) return fail(Code.NOT_FOUND);
    if (user.passwordHash) {
      if (!input.currentPassword) return fail(Code.CURRENT_PASSWORD_REQUIRED);
      if (!(await verify(user.passwordHash, input.currentPassword)))
        return fail(Code.CURRENT_PASSWORD_INCORRECT);
    }
    if (!meetsPasswordPolicy(input.newPassword)) return fail(Code.PASSWORD_POLICY);
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.transaction(async (tx) => {
      await this.passwords.setPassword(tx, userId, passwordHash, false);
      await this.sessions.endAllOf(tx, userId, keepSessionId);
    });
    return accept();
  }

  /**
   * An administrator sets someone else's password. The administrator now knows it, so the user must
   * choose their own at the next login (force-change flag), and their open sessions end.
   */
  async changeAdminPassword(
    actor: StaffActor,
    targetUserId: number,
    newPassword: string,
  ): Promise<Outcome<undefined, PasswordsReason>> {
    const user = await this.accounts.findById(targetUserId);
    if (!user) return fail(Code.NOT_FOUND);
    if (!meetsPasswordPolicy(newPassword)) return fail(Code.PASSWORD_POLICY);
    const passwordHash = await hashPassword(newPassword);
    await this.deps.transaction(async (tx) => {
      await this.passwords.setPassword(tx, targetUserId, passwordHash, true);
      await this.deps.locks.liftLock(targetUserId, tx);
      await this.sessions.endAllOf(tx, targetUserId);
      // Never the password, not even hashed: what changed is that a new one was set and must be changed.
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.USER_PASSWORD,
        entityType: 'user',
        entityId: targetUserId,
        before: { forcePasswordChange: user.forcePasswordChange, status: user.status },
        after: { forcePasswordChange: true, status: user.status === 'LOCKED' ? 'ACTIVE' : user.status },
      });
    });
    return accept();
  }

  /**
   * Mails a single-use reset link when the address belongs to an account. The answer is the same either
   * way, so the form cannot be used to find out who is registered.
   */
  async forgotPassword(email: string, origin: string): Promise<void> {
    const user = await this.accounts.findByEmail(email.trim());
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.resetTtlMs);
    // Only the newest mail works: a new link retires every earlier one.
    await this.deps.transaction(async (tx) => {
      await this.passwords.retireResetTokens(tx, user.userId);
      await this.passwords.insertResetToken(tx, user.userId, hashResetToken(token), expiresAt);
    });
    const minutes = Math.round(this.resetTtlMs / 60_000);
    await this.deps.messenger.send({
      channel: 'EMAIL',
      recipient: user.email,
      subject: 'Reset your FinX password',
      body: [
        `Dear ${user.firstName},`,
        '',
        'We received a request to reset your FinX password. Open this link to choose a new one:',
        `${origin}${ClientRoute.resetPassword(token)}`,
        '',
        `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
      ].join('\n'),
    });
  }

  /**
   * `updateForgotPassword`: spends the link and sets the password. The reset screen's policy has no
   * no-space rule (`000 §5`). Every session of the user ends: whoever held them may be who the reset
   * is meant to lock out. The link is only spent once the new password passes the policy. A completed
   * reset lifts an SM-12 lock and clears the failed-password count (issue 10).
   */
  async resetPassword(token: string, newPassword: string): Promise<Outcome<undefined, PasswordsReason>> {
    if (!RESET_PASSWORD_POLICY.test(newPassword)) return fail(Code.PASSWORD_POLICY);
    const passwordHash = await hashPassword(newPassword);
    const userId = await this.deps.transaction(async (tx) => {
      const owner = await this.passwords.claimResetToken(tx, hashResetToken(token));
      if (owner === null) return null;
      await this.passwords.setPassword(tx, owner, passwordHash, false);
      // Whoever completes a reset owns the mailbox: the lock that guarded the password has done its job.
      await this.deps.locks.liftLock(owner, tx);
      await this.sessions.endAllOf(tx, owner);
      return owner;
    });
    return userId === null ? fail(Code.RESET_LINK_INVALID) : accept();
  }
}

import { createHash, randomBytes } from 'node:crypto';
import {
  type ReasonCode,
  ReasonCode as Code,
  RESET_PASSWORD_POLICY,
  meetsPasswordPolicy,
} from '@finx/domain';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../db/database';
import type { Messenger } from '../../providers/messaging/messenger';
import type { AuthSessionRepository } from '../thor-token-management/auth-session.repository';
import type { AccountRepository } from './account.repository';

/** How long a mailed reset link works. */
export const RESET_LINK_TTL_MS = 30 * 60_000;

export type PasswordOutcome = { ok: true } | { ok: false; reasonCode: ReasonCode };

const fail = (reasonCode: ReasonCode): PasswordOutcome => ({ ok: false, reasonCode });

/** Reset tokens are stored as SHA-256: 256 random bits need no slow hash, and the table alone opens nothing. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// @node-rs/argon2 defaults to argon2id (its Algorithm enum is a const enum, unusable under isolatedModules);
// the tests check the stored hash says $argon2id$.
const hashPassword = (password: string): Promise<string> => hash(password);

export interface PasswordServiceOptions {
  /** The product's address; the reset link is `${publicUrl}/forgotpasswordnext?id=<token>`. */
  publicUrl: string;
  resetTtlMs?: number;
}

/**
 * Change, admin change, forgot and reset (`000 §4`). The password policy of `000 §5` is enforced here
 * whatever the client checked; hashes are argon2id.
 */
export class PasswordService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly sessions: AuthSessionRepository,
    private readonly messenger: Messenger,
    private readonly options: PasswordServiceOptions,
  ) {}

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
  ): Promise<PasswordOutcome> {
    const user = await this.accounts.findById(userId);
    if (!user) return fail(Code.NOT_FOUND);
    if (user.passwordHash) {
      if (!input.currentPassword) return fail(Code.CURRENT_PASSWORD_REQUIRED);
      if (!(await verify(user.passwordHash, input.currentPassword)))
        return fail(Code.CURRENT_PASSWORD_INCORRECT);
    }
    if (!meetsPasswordPolicy(input.newPassword)) return fail(Code.PASSWORD_POLICY);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await this.accounts.setPassword(tx, userId, passwordHash, false);
      await this.sessions.endAllOf(tx, userId, keepSessionId);
    });
    return { ok: true };
  }

  /**
   * An administrator sets someone else's password. The administrator now knows it, so the user must
   * choose their own at the next login (force-change flag), and their open sessions end.
   */
  async changeAdminPassword(targetUserId: number, newPassword: string): Promise<PasswordOutcome> {
    const user = await this.accounts.findById(targetUserId);
    if (!user) return fail(Code.NOT_FOUND);
    if (!meetsPasswordPolicy(newPassword)) return fail(Code.PASSWORD_POLICY);
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await this.accounts.setPassword(tx, targetUserId, passwordHash, true);
      await this.sessions.endAllOf(tx, targetUserId);
    });
    return { ok: true };
  }

  /**
   * Mails a single-use reset link when the address belongs to an account. The answer is the same either
   * way, so the form cannot be used to find out who is registered.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.accounts.findByEmail(email.trim());
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + (this.options.resetTtlMs ?? RESET_LINK_TTL_MS));
    await this.db.transaction((tx) =>
      this.accounts.issueResetToken(tx, user.userId, hashResetToken(token), expiresAt),
    );
    const minutes = Math.round((this.options.resetTtlMs ?? RESET_LINK_TTL_MS) / 60_000);
    await this.messenger.send({
      channel: 'EMAIL',
      recipient: user.email,
      subject: 'Reset your FinX password',
      body: [
        `Dear ${user.firstName},`,
        '',
        'We received a request to reset your FinX password. Open this link to choose a new one:',
        `${this.options.publicUrl}/forgotpasswordnext?id=${token}`,
        '',
        `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
      ].join('\n'),
    });
  }

  /**
   * `updateForgotPassword`: spends the link and sets the password. The reset screen's policy has no
   * no-space rule (`000 §5`). Every session of the user ends: whoever held them may be who the reset
   * is meant to lock out. The link is only spent once the new password passes the policy.
   */
  async resetPassword(token: string, newPassword: string): Promise<PasswordOutcome> {
    if (!RESET_PASSWORD_POLICY.test(newPassword)) return fail(Code.PASSWORD_POLICY);
    const passwordHash = await hashPassword(newPassword);
    const userId = await this.db.transaction(async (tx) => {
      const owner = await this.accounts.claimResetToken(tx, hashResetToken(token));
      if (owner === null) return null;
      await this.accounts.setPassword(tx, owner, passwordHash, false);
      await this.sessions.endAllOf(tx, owner);
      return owner;
    });
    return userId === null ? fail(Code.RESET_LINK_INVALID) : { ok: true };
  }
}

import { type LoginResponse, Pattern, ReasonCode, roleNameOf } from '@finx/domain';
import { verify } from '@node-rs/argon2';
import type { Database } from '../../db/database';
import type { AuthSessionRepository } from '../thor-token-management/auth-session.repository';
import type { TokenService } from '../thor-token-management/token.service';
import type { UserRepository } from './user.repository';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The spec reports these as a 200 envelope with status fail and the reason code (`000 §8`). */
export type LoginOutcome =
  | { ok: true; response: LoginResponse; jti: string }
  | { ok: false; reasonCode: ReasonCode; reasonText?: string };

/** The text the spec's client matches to tell an inactive account from bad credentials. */
export const INACTIVE_USER_TEXT = 'InActive user';

export class LoginService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly sessions: AuthSessionRepository,
    private readonly tokens: TokenService,
  ) {}

  /**
   * Checks, in order: a known e-mail; not locked (a locked account answers SM-12 whatever the
   * password, so guessing cannot continue); the password (a wrong one counts, the third locks); then the
   * account status, revealed only to someone who knows the password.
   */
  async login({ email, password }: LoginCredentials): Promise<LoginOutcome> {
    const address = email.trim().toLowerCase();
    if (!Pattern.EMAIL.test(address)) return { ok: false, reasonCode: ReasonCode.INVALID_EMAIL };
    const user = await this.users.findByEmail(address);
    if (!user) return { ok: false, reasonCode: ReasonCode.UNKNOWN_EMAIL };
    if (user.status === 'LOCKED') return { ok: false, reasonCode: ReasonCode.ACCOUNT_LOCKED };

    // A federated account has no password: a password login can only fail, and counts like any failure.
    if (!user.passwordHash || !(await verify(user.passwordHash, password))) {
      const status = await this.users.recordFailedLogin(user.userId);
      return {
        ok: false,
        reasonCode: status === 'LOCKED' ? ReasonCode.ACCOUNT_LOCKED : ReasonCode.INVALID_CREDENTIALS,
      };
    }
    if (user.status === 'SUSPENDED') return { ok: false, reasonCode: ReasonCode.ACCOUNT_SUSPENDED };
    if (user.status === 'INACTIVE') {
      return { ok: false, reasonCode: ReasonCode.INACTIVE_USER, reasonText: INACTIVE_USER_TEXT };
    }

    const session = await this.db.transaction(async (tx) => {
      if (user.failedLoginCount > 0) await this.users.resetFailedLogins(tx, user.userId);
      return this.sessions.create(tx, user.userId);
    });
    const jwttoken = await this.tokens.signUser({
      email: user.email,
      roleId: user.roleId,
      partyId: user.partyId,
      userId: user.userId,
      sessionId: session.sessionId,
    });
    return {
      ok: true,
      jti: session.jti,
      response: {
        emailId: user.email,
        partyId: user.partyId,
        userId: user.userId,
        userName: user.email,
        name: `${user.firstName} ${user.lastName}`,
        role: [{ roleId: user.roleId, roleName: roleNameOf(user.roleId) }],
        jwttoken,
        forcePasswordChangeOnNextLoginFlag: user.forcePasswordChange ? '1' : '0',
      },
    };
  }
}

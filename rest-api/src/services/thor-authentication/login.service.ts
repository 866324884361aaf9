import {
  IDLE_TIMEOUT_MS,
  type LoginResponse,
  OtpPurpose,
  Pattern,
  ReasonCode,
  roleNameOf,
} from '@finx/domain';
import { verify } from '@node-rs/argon2';
import type { Database, Executor } from '../../db/database';
import type { AuthSessionRepository } from '../thor-token-management/auth-session.repository';
import type { TokenService } from '../thor-token-management/token.service';
import type { OtpService } from '../thor-otp/otp.service';
import { loginClosedFor } from './maintenance-gate';
import type { UserRecord, UserRepository } from './user.repository';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface MobileCredentials {
  mobile: string;
  otp: string;
}

/** What the caller answered to the prompts a login can raise. */
export interface LoginOptions {
  /** Yes to the reactivation dialog (SM-14). */
  reactiveConsent?: boolean;
  /** Yes to "already logged in on another machine" (SM-07). */
  logoutOtherSessions?: boolean;
}

export type LoginFailure = {
  ok: false;
  reasonCode: ReasonCode;
  reasonText?: string;
  /** DM_02 on mobile login: failed attempts on the current OTP (`000 §8`: the reason plus 'count N'). */
  count?: number;
};

/** The spec reports these as a 200 envelope with status fail and the reason code (`000 §8`). */
export type LoginOutcome = { ok: true; response: LoginResponse; jti: string } | LoginFailure;

/** The text the spec's client matches to tell an inactive account from bad credentials. */
export const INACTIVE_USER_TEXT = 'InActive user';
/** `000 §4`: SM-14 with exactly this text opens the reactivation dialog. */
export const CONSENT_WITHDRAWN_TEXT = 'User has withdrawn consent';

/** The part of the OTP service a mobile login spends codes with. */
export type LoginOtp = Pick<OtpService, 'verify' | 'findVerified' | 'consume'>;

/** Thrown inside the sign-in transaction when the OTP was spent by a concurrent login: rolls it back. */
class OtpAlreadySpent extends Error {}

const fail = (reasonCode: ReasonCode, extra: Omit<LoginFailure, 'ok' | 'reasonCode'> = {}): LoginFailure => ({
  ok: false,
  reasonCode,
  ...extra,
});

export class LoginService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly sessions: AuthSessionRepository,
    private readonly tokens: TokenService,
    private readonly otp: LoginOtp,
  ) {}

  /**
   * E-mail and password. Checks, in order: a known e-mail; not locked (a locked account answers SM-12
   * whatever the password, so guessing cannot continue); the password (a wrong one counts, the third
   * locks); then everything signIn checks, revealed only to someone who knows the password.
   */
  async login({ email, password }: LoginCredentials, options: LoginOptions = {}): Promise<LoginOutcome> {
    const address = email.trim().toLowerCase();
    if (!Pattern.EMAIL.test(address)) return fail(ReasonCode.INVALID_EMAIL);
    const user = await this.users.findByEmail(address);
    if (!user) return fail(ReasonCode.UNKNOWN_EMAIL);
    if (user.status === 'LOCKED') return fail(ReasonCode.ACCOUNT_LOCKED);

    // A federated account has no password: a password login can only fail, and counts like any failure.
    if (!user.passwordHash || !(await verify(user.passwordHash, password))) {
      const status = await this.users.recordFailedLogin(user.userId);
      return fail(status === 'LOCKED' ? ReasonCode.ACCOUNT_LOCKED : ReasonCode.INVALID_CREDENTIALS);
    }
    return this.signIn(user, options);
  }

  /**
   * Mobile number and OTP (`000 §4`). An unknown number is FC-01, a locked account SM-12; then the OTP:
   * a wrong one is DM_02 with the running count (the 4th failure keeps answering DM_02 until a new OTP).
   * The code is spent only when a session opens, so the retry after SM-14 or SM-07, which repeats the
   * same payload, finds the challenge already verified and goes on.
   */
  async loginWithMobile(
    { mobile, otp }: MobileCredentials,
    options: LoginOptions = {},
  ): Promise<LoginOutcome> {
    const user = await this.users.findByMobile(mobile);
    if (!user) return fail(ReasonCode.MOBILE_NOT_REGISTERED);
    if (user.status === 'LOCKED') return fail(ReasonCode.ACCOUNT_LOCKED);

    let challengeId = await this.otp.findVerified(mobile, OtpPurpose.LOGIN, otp);
    if (!challengeId) {
      const verified = await this.otp.verify({ mobile, purpose: OtpPurpose.LOGIN, code: otp });
      if (!verified.ok) return fail(verified.reasonCode, { count: verified.count });
      challengeId = verified.challengeId;
    }
    const spent = challengeId;
    return this.signIn(user, options, async (tx) => {
      if (!(await this.otp.consume(spent, tx))) throw new OtpAlreadySpent();
    });
  }

  /**
   * Opens a session for someone whose identity is proven (password, OTP or a verified social token).
   * In order: locked (SM-12); suspended (SM-13 for a compliance suspension, see below; else SM-04);
   * inactive (SM-03 'InActive user'); sign-in closed by maintenance (SM_11); consent withdrawn (SM-14,
   * unless the caller said Yes to reactivation); another live session (SM-07, unless the caller said
   * Yes to logging it out). `spend` runs inside the session's transaction (the mobile login's OTP).
   */
  async signIn(
    user: UserRecord,
    options: LoginOptions,
    spend?: (tx: Executor) => Promise<void>,
  ): Promise<LoginOutcome> {
    if (user.status === 'LOCKED') return fail(ReasonCode.ACCOUNT_LOCKED);
    if (user.status === 'SUSPENDED') {
      // A suspension of someone who has also withdrawn consent is a compliance hold on their data
      // (SM-13); reactivating consent cannot lift it. Any other suspension is a staff decision (SM-04).
      return fail(user.consentWithdrawnAt ? ReasonCode.ACCOUNT_SUSPENDED_ALT : ReasonCode.ACCOUNT_SUSPENDED);
    }
    if (user.status === 'INACTIVE') {
      return fail(ReasonCode.INACTIVE_USER, { reasonText: INACTIVE_USER_TEXT });
    }
    if (await loginClosedFor(this.db, user.roleId)) return fail(ReasonCode.RELOAD_HOME);
    const reactivate = user.consentWithdrawnAt !== null;
    if (reactivate && options.reactiveConsent !== true) {
      return fail(ReasonCode.CONSENT_WITHDRAWN, { reasonText: CONSENT_WITHDRAWN_TEXT });
    }
    if (!options.logoutOtherSessions && (await this.sessions.countLive(user.userId, IDLE_TIMEOUT_MS)) > 0) {
      return fail(ReasonCode.ALREADY_LOGGED_IN);
    }

    let session: { sessionId: string; jti: string };
    try {
      session = await this.db.transaction(async (tx) => {
        await spend?.(tx);
        if (user.failedLoginCount > 0) await this.users.resetFailedLogins(tx, user.userId);
        if (reactivate) await this.users.clearConsentWithdrawal(tx, user.userId);
        if (options.logoutOtherSessions) await this.sessions.endAllOf(tx, user.userId);
        return this.sessions.create(tx, user.userId);
      });
    } catch (error) {
      if (error instanceof OtpAlreadySpent) return fail(ReasonCode.OTP_EXPIRED);
      throw error;
    }
    return { ok: true, jti: session.jti, response: await this.loginResponse(user, session.sessionId) };
  }

  private async loginResponse(user: UserRecord, sessionId: string): Promise<LoginResponse> {
    const jwttoken = await this.tokens.signUser({
      email: user.email,
      roleId: user.roleId,
      partyId: user.partyId,
      userId: user.userId,
      sessionId,
    });
    return {
      emailId: user.email,
      partyId: user.partyId,
      userId: user.userId,
      userName: user.email,
      name: `${user.firstName} ${user.lastName}`,
      role: [{ roleId: user.roleId, roleName: roleNameOf(user.roleId) }],
      jwttoken,
      forcePasswordChangeOnNextLoginFlag: user.forcePasswordChange ? '1' : '0',
    };
  }
}

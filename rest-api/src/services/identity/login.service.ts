import {
  IDLE_TIMEOUT_MS,
  type LoginResponse,
  OtpPurpose,
  Pattern,
  ReasonCode,
  roleNameOf,
  StaffAction,
} from '@finx/domain';
import { verify } from '@node-rs/argon2';
import type { RunInTransaction, Transaction } from '../../db/database';
import { accept, type Outcome, type Refusal, refuse } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { MaintenanceService } from '../maintenance/maintenance.service';
import type { SignInAttempts } from '../otp/otp.module';
import type { OtpService } from '../otp/otp.service';
import type { SessionService } from '../session/session.service';
import type { TokenService } from '../session/token.service';
import type { AccountRecord, AccountRepository } from './account.repository';
import type { IdentityRepository } from './identity.repository';

/** Failed password attempts that lock an account (`000 §8`, SM-12). */
export const MAX_FAILED_LOGINS = 3;

/** What the caller answered to the prompts a login can raise. */
export interface LoginOptions {
  /** Yes to the reactivation dialog (SM-14). */
  reactiveConsent?: boolean;
  /** Yes to "already logged in on another machine" (SM-07). */
  logoutOtherSessions?: boolean;
  /** The browser's address as REST sees it: failed sign-ins are throttled per address (issue 10). */
  clientAddress?: string | null;
}

/** A refused login; DM_02 on mobile login carries the failed attempts on the current OTP (`000 §8`). */
export type LoginRefusal = Refusal & { count?: number };

/** The spec reports refusals as a 200 envelope with status fail and the reason code (`000 §8`). */
export type LoginOutcome = { ok: true; response: LoginResponse; jti: string } | LoginRefusal;

/** The part of the OTP service a mobile login spends codes with. */
export type LoginOtp = Pick<OtpService, 'verify' | 'findVerified' | 'consume'>;

export interface LoginServiceDeps {
  accounts: AccountRepository;
  identity: IdentityRepository;
  sessions: SessionService;
  tokens: TokenService;
  otp: LoginOtp;
  maintenance: Pick<MaintenanceService, 'signInClosedFor'>;
  attempts: Pick<SignInAttempts, 'addressThrottled' | 'recordPasswordFailure'>;
  transaction: RunInTransaction;
  /** The staff audit log: an unlock is a staff change. */
  audit: Pick<AuditService, 'record'>;
  /** How long the SM-12 lock lasts (LOGIN_LOCK_MINUTES). */
  lockMs: number;
  now?: () => Date;
}

/** What an unlock changes, as the audit log keeps it before and after. */
const lockStateOf = (user: AccountRecord) => ({
  status: user.status,
  failedLoginCount: user.failedLoginCount,
  lockedUntil: user.lockedUntil?.toISOString() ?? null,
});

/** Thrown inside the sign-in transaction when the OTP was spent by a concurrent login: rolls it back. */
class OtpAlreadySpent extends Error {}

/** Sign-in by password, mobile OTP or (through SocialLoginService) a verified social token, and sign-out. */
export class LoginService {
  private readonly now: () => Date;

  constructor(private readonly deps: LoginServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * E-mail and password. Checks, in order: the caller's address has failed sign-ins left (LOGIN_THROTTLED);
   * a known e-mail; not locked (a locked account answers SM-12 whatever the password until the lock ends,
   * so guessing cannot continue); the password (a wrong one counts, the third locks for `lockMs`); then
   * everything signIn checks, revealed only to someone who knows the password. Every failure after the
   * e-mail's shape counts against the caller's address.
   */
  async login(email: string, password: string, options: LoginOptions = {}): Promise<LoginOutcome> {
    const address = email.trim().toLowerCase();
    if (!Pattern.EMAIL.test(address)) return refuse(ReasonCode.INVALID_EMAIL);
    const { attempts } = this.deps;
    const clientAddress = options.clientAddress ?? null;
    if (await attempts.addressThrottled(clientAddress)) return refuse(ReasonCode.LOGIN_THROTTLED);
    const found = await this.deps.accounts.findByEmail(address);
    if (!found) {
      await attempts.recordPasswordFailure(clientAddress);
      return refuse(ReasonCode.UNKNOWN_EMAIL);
    }
    const user = await this.withExpiredLockLifted(found);
    if (user.status === 'LOCKED') {
      await attempts.recordPasswordFailure(clientAddress);
      return refuse(ReasonCode.ACCOUNT_LOCKED);
    }

    // A federated account has no password: a password login can only fail, and counts like any failure.
    if (!user.passwordHash || !(await verify(user.passwordHash, password))) {
      await attempts.recordPasswordFailure(clientAddress);
      const lockUntil = new Date(this.now().getTime() + this.deps.lockMs);
      const status = await this.deps.identity.recordFailedLogin(user.userId, MAX_FAILED_LOGINS, lockUntil);
      // A lock ends what the account's live sessions may do: their hot records go, the row says LOCKED.
      if (status === 'LOCKED') await this.deps.sessions.userChanged(user.userId);
      return refuse(status === 'LOCKED' ? ReasonCode.ACCOUNT_LOCKED : ReasonCode.INVALID_CREDENTIALS);
    }
    return this.signIn(user, options);
  }

  /**
   * Mobile number and OTP (`000 §4`). An unknown number is FC-01, a locked account SM-12; then the OTP:
   * a wrong one is DM_02 with the running count (the 4th failure keeps answering DM_02 until a new OTP).
   * The OTP check also refuses a throttled address (LOGIN_THROTTLED) and a held mobile (OTP_HELD).
   * The code is spent only when a session opens, so the retry after SM-14 or SM-07, which repeats the
   * same payload, finds the challenge already verified and goes on.
   */
  async loginWithMobile(mobile: string, otp: string, options: LoginOptions = {}): Promise<LoginOutcome> {
    const found = await this.deps.accounts.findByMobile(mobile);
    if (!found) return refuse(ReasonCode.MOBILE_NOT_REGISTERED);
    const user = await this.withExpiredLockLifted(found);
    if (user.status === 'LOCKED') return refuse(ReasonCode.ACCOUNT_LOCKED);

    let challengeId = await this.deps.otp.findVerified(mobile, OtpPurpose.LOGIN, otp);
    if (!challengeId) {
      const clientAddress = options.clientAddress ?? null;
      const verified = await this.deps.otp.verify({
        mobile,
        purpose: OtpPurpose.LOGIN,
        code: otp,
        clientAddress,
      });
      if (!verified.ok) return { ...refuse(verified.reasonCode), count: verified.count };
      challengeId = verified.challengeId;
    }
    const spent = challengeId;
    return this.signIn(user, options, async (tx) => {
      if (!(await this.deps.otp.consume(spent, tx))) throw new OtpAlreadySpent();
    });
  }

  /**
   * Opens a session for someone whose identity is proven (password, OTP or a verified social token).
   * In order: locked (SM-12); suspended (SM-13 for a compliance suspension, see below; else SM-04);
   * inactive (SM-03-INACTIVE); sign-in closed by maintenance (SM_11); consent withdrawn (SM-14, unless
   * the caller said Yes to reactivation); another live session (SM-07, unless the caller said Yes to
   * logging it out). `spend` runs inside the session's transaction (the mobile login's OTP).
   */
  async signIn(
    account: AccountRecord,
    options: LoginOptions,
    spend?: (tx: Transaction) => Promise<void>,
  ): Promise<LoginOutcome> {
    const { identity, sessions } = this.deps;
    const user = await this.withExpiredLockLifted(account);
    if (user.status === 'LOCKED') return refuse(ReasonCode.ACCOUNT_LOCKED);
    if (user.status === 'SUSPENDED') {
      // A suspension of someone who has also withdrawn consent is a compliance hold on their data
      // (SM-13); reactivating consent cannot lift it. Any other suspension is a staff decision (SM-04).
      return refuse(
        user.consentWithdrawnAt ? ReasonCode.ACCOUNT_SUSPENDED_ALT : ReasonCode.ACCOUNT_SUSPENDED,
      );
    }
    // A held sign-up has not been approved yet: to its owner it is an inactive account.
    if (user.status === 'INACTIVE' || user.status === 'HELD') return refuse(ReasonCode.INACTIVE_USER);
    if (await this.deps.maintenance.signInClosedFor(user.roleId)) return refuse(ReasonCode.RELOAD_HOME);
    const reactivate = user.consentWithdrawnAt !== null;
    if (reactivate && options.reactiveConsent !== true) return refuse(ReasonCode.CONSENT_WITHDRAWN);
    if (!options.logoutOtherSessions && (await sessions.countLive(user.userId, IDLE_TIMEOUT_MS)) > 0) {
      return refuse(ReasonCode.ALREADY_LOGGED_IN);
    }

    let session: { sessionId: string; jti: string };
    try {
      session = await this.deps.transaction(async (tx) => {
        await spend?.(tx);
        if (user.failedLoginCount > 0) await identity.resetFailedLogins(tx, user.userId);
        if (reactivate) await identity.clearConsentWithdrawal(tx, user.userId);
        if (options.logoutOtherSessions) await sessions.endAllOf(tx, user.userId);
        return sessions.open(tx, user.userId);
      });
    } catch (error) {
      if (error instanceof OtpAlreadySpent) return refuse(ReasonCode.OTP_EXPIRED);
      throw error;
    }
    const response = await loginResponseFor(this.deps.tokens, user, session.sessionId);
    return { ok: true, jti: session.jti, response };
  }

  /**
   * Staff lift an SM-12 lock (`updateblockeduser`): the account may sign in again at once and its failed
   * passwords start again from zero. An account that is not locked is left as it is (its count resets).
   */
  async unlock(actor: StaffActor, target: { userId?: number; email?: string }): Promise<Outcome> {
    const { accounts, identity, audit } = this.deps;
    const user =
      target.userId !== undefined
        ? await accounts.findById(target.userId)
        : target.email
          ? await accounts.findByEmail(target.email.trim())
          : undefined;
    if (!user) return refuse(ReasonCode.NOT_FOUND);
    await this.deps.transaction(async (tx) => {
      await identity.liftLock(user.userId, tx);
      await audit.record(tx, actor, {
        action: StaffAction.USER_UNLOCK,
        entityType: 'user',
        entityId: user.userId,
        before: lockStateOf(user),
        after: {
          status: user.status === 'LOCKED' ? 'ACTIVE' : user.status,
          failedLoginCount: 0,
          lockedUntil: null,
        },
      });
    });
    // Live sessions hold the account's standing in their hot records: they must see it changed.
    await this.deps.sessions.userChanged(user.userId);
    return accept();
  }

  /** The account as it stands once a lock whose time is up has been lifted. */
  private async withExpiredLockLifted(user: AccountRecord): Promise<AccountRecord> {
    if (user.status !== 'LOCKED') return user;
    const now = this.now();
    if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) return user;
    if (!(await this.deps.identity.liftExpiredLock(user.userId, now))) return user;
    await this.deps.sessions.userChanged(user.userId);
    return { ...user, status: 'ACTIVE', failedLoginCount: 0, lockedUntil: null };
  }

  /**
   * Ends the caller's session; its tokens stop working at once. The spec's payload names the user, and
   * it must be the caller: nobody ends someone else's session.
   */
  async logout(caller: { userId: number; sessionId: string }, namedUserId?: number): Promise<Outcome> {
    if (namedUserId !== undefined && namedUserId !== caller.userId) return refuse(ReasonCode.FORBIDDEN);
    await this.deps.sessions.end(caller.sessionId);
    return accept();
  }
}

/** The login response (`000 §3`) of a session just opened, with its user token; registration answers it too. */
export const loginResponseFor = async (
  tokens: TokenService,
  user: AccountRecord,
  sessionId: string,
): Promise<LoginResponse> => ({
  emailId: user.email,
  partyId: user.partyId,
  userId: user.userId,
  userName: user.email,
  name: `${user.firstName} ${user.lastName}`,
  role: [{ roleId: user.roleId, roleName: roleNameOf(user.roleId) }],
  jwttoken: await tokens.signUser({
    email: user.email,
    roleId: user.roleId,
    partyId: user.partyId,
    userId: user.userId,
    sessionId,
  }),
  forcePasswordChangeOnNextLoginFlag: user.forcePasswordChange ? '1' : '0',
});

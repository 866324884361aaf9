import {
  type IdentityReason,
  IdentityReasons,
  IDLE_TIMEOUT_MS,
  mayActOnRole,
  type LoginResponse,
  OtpPurpose,
  Pattern,
  ReasonCode,
  UnlockReasons,
  roleNameOf,
  StaffAction,
} from '@finx/domain';
import { verify } from '@node-rs/argon2';
import type { RunInTransaction, Transaction } from '../../db/database';
import { accept, forbid, type Outcome, type Refusal, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { MaintenanceService } from '../maintenance/maintenance.service';
import type { SignInAttempts } from '../otp/otp.module';
import type { OtpService } from '../otp/otp.service';
import type { SessionService } from '../session/session.service';
import type { TokenService } from '../session/token.service';
import type { AccountRecord, AccountRepository } from './account.repository';
import type { IdentityRepository } from './identity.repository';
import type { LoginLocksRepository } from './login-locks.repository';

const { refuse } = refusalsOf(IdentityReasons);

/**
 * Staff unlocking an account refuse as the gateway's UNLOCK_FIELDS maps them; IdentityReasons, the
 * sign-in's, has no NOT_FOUND.
 */
const unlockRefusals = refusalsOf(UnlockReasons);

/** Failed password attempts that lock an account (`000 §8`, SM-12), from the address they came from. */
export const MAX_FAILED_LOGINS = 3;

/**
 * What a successful sign-in lifts: a password only its own address's run of failures (guessers elsewhere
 * keep their lock); an OTP or a provider's token every lock of the account (issue 25).
 */
type LockLift = 'pair' | 'account';

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
  locks: Pick<LoginLocksRepository, 'activeLock' | 'recordFailure' | 'clearPair' | 'lockedAddresses'>;
  sessions: SessionService;
  tokens: TokenService;
  otp: LoginOtp;
  maintenance: Pick<MaintenanceService, 'signInClosedFor'>;
  attempts: Pick<SignInAttempts, 'addressThrottled' | 'recordPasswordFailure'>;
  transaction: RunInTransaction;
  /** The staff audit log: an unlock is a staff change. */
  audit: Pick<AuditService, 'record'>;
  /** How long the SM-12 lock lasts (LOGIN_LOCK_MINUTES), and how long a run of failures counts. */
  lockMs: number;
  now?: () => Date;
}

/** Thrown inside the sign-in transaction when the OTP was spent by a concurrent login: rolls it back. */
class OtpAlreadySpent extends Error {}

/** Sign-in by password, mobile OTP or (through SocialLoginService) a verified social token, and sign-out. */
export class LoginService {
  private readonly now: () => Date;

  constructor(private readonly deps: LoginServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * E-mail and password. The SM-12 lock is of the account from the address that failed (issue 25): three
   * wrong passwords lock that pair for `lockMs`, never the account for everyone, so a stranger cannot keep
   * its owner out from anywhere else. Checks, in order: the e-mail's shape; a known e-mail; the pair not
   * locked (SM-12 whatever the password, so guessing stops; LOGIN_THROTTLED for a hold set while the
   * address was throttled); the password; then everything signIn checks, revealed only to someone who
   * knows the password. An address with too many failures across accounts (LOGIN_THROTTLED) is still let
   * in with a right password, since everyone behind a shared network shares it; its wrong ones answer
   * LOGIN_THROTTLED and hold their pair at once, so it gets one guess per account per `lockMs`.
   */
  async login(email: string, password: string, options: LoginOptions = {}): Promise<LoginOutcome> {
    const address = email.trim().toLowerCase();
    if (!Pattern.EMAIL.test(address)) return refuse(ReasonCode.INVALID_EMAIL);
    const { attempts, locks } = this.deps;
    const clientAddress = options.clientAddress ?? null;
    const throttled = await attempts.addressThrottled(clientAddress);
    const user = await this.deps.accounts.findByEmail(address);
    if (!user) {
      await attempts.recordPasswordFailure(clientAddress);
      return refuse(throttled ? ReasonCode.LOGIN_THROTTLED : ReasonCode.UNKNOWN_EMAIL);
    }
    const pair = clientAddress ?? '';
    const now = this.now();
    const held = await locks.activeLock(user.userId, pair, now);
    if (held) {
      await attempts.recordPasswordFailure(clientAddress);
      return refuse(lockReason(held.failures));
    }

    // A federated account has no password: a password login can only fail, and counts like any failure.
    if (!user.passwordHash || !(await verify(user.passwordHash, password))) {
      await attempts.recordPasswordFailure(clientAddress);
      const run = await locks.recordFailure({
        userId: user.userId,
        clientAddress: pair,
        now,
        lockAt: throttled ? 1 : MAX_FAILED_LOGINS,
        lockUntil: new Date(now.getTime() + this.deps.lockMs),
        staleBefore: new Date(now.getTime() - this.deps.lockMs),
      });
      if (run.failures >= MAX_FAILED_LOGINS) return refuse(ReasonCode.ACCOUNT_LOCKED);
      return refuse(throttled ? ReasonCode.LOGIN_THROTTLED : ReasonCode.INVALID_CREDENTIALS);
    }
    return this.signIn(user, options, undefined, 'pair');
  }

  /**
   * Mobile number and OTP (`000 §4`). An unknown number is FC-01; then the OTP: a wrong one is DM_02
   * with the running count (the 4th failure keeps answering DM_02 until a new OTP). The OTP check also
   * refuses a mobile held for this address (OTP_HELD). A password lock does not apply: the code proves the
   * owner holds the phone, and the sign-in lifts every SM-12 lock of the account (issue 25).
   * The code is spent only when a session opens, so the retry after SM-14 or SM-07, which repeats the
   * same payload, finds the challenge already verified and goes on.
   */
  async loginWithMobile(mobile: string, otp: string, options: LoginOptions = {}): Promise<LoginOutcome> {
    const user = await this.deps.accounts.findByMobile(mobile);
    if (!user) return refuse(ReasonCode.MOBILE_NOT_REGISTERED);

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
    return this.signIn(
      user,
      options,
      async (tx) => {
        if (!(await this.deps.otp.consume(spent, tx))) throw new OtpAlreadySpent();
      },
      'account',
    );
  }

  /**
   * Opens a session for someone whose identity is proven (password, OTP or a verified social token),
   * lifting the SM-12 locks `lift` says. In order: suspended (SM-13 for a compliance suspension, see below; else SM-04);
   * inactive (SM-03-INACTIVE); sign-in closed by maintenance (SM_11); consent withdrawn (SM-14, unless
   * the caller said Yes to reactivation); another live session (SM-07, unless the caller said Yes to
   * logging it out). `spend` runs inside the session's transaction (the mobile login's OTP).
   */
  async signIn(
    user: AccountRecord,
    options: LoginOptions,
    spend?: (tx: Transaction) => Promise<void>,
    lift: LockLift = 'account',
  ): Promise<LoginOutcome> {
    const { identity, locks, sessions } = this.deps;
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
        if (lift === 'account') await identity.liftLock(user.userId, tx);
        else await locks.clearPair(tx, user.userId, options.clientAddress ?? '');
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
   * Staff lift the SM-12 locks of an account (`updateblockeduser`), from every address: it may sign in
   * again at once and its failed passwords start again from zero.
   */
  async unlock(actor: StaffActor, target: { userId?: number; email?: string }): Promise<Outcome> {
    const { accounts, identity, audit } = this.deps;
    const user =
      target.userId !== undefined
        ? await accounts.findById(target.userId)
        : target.email
          ? await accounts.findByEmail(target.email.trim())
          : undefined;
    if (!user) return unlockRefusals.refuse(ReasonCode.NOT_FOUND);
    // A lock guards the account against guessed passwords: only its role's equals or betters lift it.
    if (!mayActOnRole(actor.roleId, user.roleId))
      return unlockRefusals.refuse(ReasonCode.USER_ROLE_ABOVE_YOURS);
    const lockedAddresses = await this.deps.locks.lockedAddresses(user.userId, this.now());
    await this.deps.transaction(async (tx) => {
      await identity.liftLock(user.userId, tx);
      await audit.record(tx, actor, {
        action: StaffAction.USER_UNLOCK,
        entityType: 'user',
        entityId: user.userId,
        // As staff see it in the user list: LOCKED while some address's lock is in force.
        before: { status: lockedAddresses > 0 ? 'LOCKED' : user.status, lockedAddresses },
        after: { status: user.status === 'LOCKED' ? 'ACTIVE' : user.status, lockedAddresses: 0 },
      });
    });
    // Live sessions hold the account's standing in their hot records: they must see it changed.
    await this.deps.sessions.userChanged(user.userId);
    return accept();
  }

  /**
   * Ends the caller's session; its tokens stop working at once. The spec's payload names the user, and
   * it must be the caller: nobody ends someone else's session.
   */
  async logout(caller: { userId: number; sessionId: string }, namedUserId?: number): Promise<Outcome> {
    if (namedUserId !== undefined && namedUserId !== caller.userId) return forbid();
    await this.deps.sessions.end(caller.sessionId);
    return accept();
  }
}

/** A pair locked by three failures is SM-12, as the spec says; one held after a single failure from a
 * throttled address is that address's throttle, and says so. */
const lockReason = (failures: number): IdentityReason =>
  failures >= MAX_FAILED_LOGINS ? ReasonCode.ACCOUNT_LOCKED : ReasonCode.LOGIN_THROTTLED;

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

import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  messageFor,
  OTP_COUNTDOWN_MS,
  OTP_LENGTH,
  OTP_MAX_FAILURES,
  OtpPurpose,
  otpFailureText,
  PRODUCT_NAME,
  ReasonCode,
} from '@finx/domain';
import type { Config } from '../../config';
import type { Executor, RunInTransaction } from '../../db/database';
import type { Messenger } from '../../providers/messaging/messenger';
import type { OtpRepository } from './otp.repository';
import type { SignInAttempts } from './sign-in-attempts.service';

export interface IssueOtpInput {
  mobile: string;
  purpose: OtpPurpose;
  /** The browser's address as the gateway reports it; rate limits count per address too. */
  clientAddress: string;
}

/** Why no code was sent: the mobile is held, or too many codes were asked for. */
export type IssueOtpRefusal = typeof ReasonCode.OTP_HELD | typeof ReasonCode.RATE_LIMITED;

export type IssueOtpOutcome = { ok: true } | { ok: false; reasonCode: IssueOtpRefusal };

export interface VerifyOtpInput {
  mobile: string;
  purpose: OtpPurpose;
  code: string;
  /** The browser's address: wrong codes count against it as failed sign-ins. */
  clientAddress: string | null;
}

/** A refusal's count is the wrong guesses on the current code; refusals before any code is read have none. */
export type VerifyOtpOutcome =
  { ok: true; challengeId: string } | { ok: false; reasonCode: VerifyOtpRefusal; count?: number };

/** Why a code was not accepted; the sign-in and the registration each refuse with these as their own. */
export type VerifyOtpRefusal =
  | typeof ReasonCode.OTP_HELD
  | typeof ReasonCode.OTP_EXPIRED
  | typeof ReasonCode.INVALID_OTP_OR_PASSWORD
  | typeof ReasonCode.LOGIN_THROTTLED;

/** A registration's verified OTP stays usable for the register call this long after it was issued. */
export const VERIFIED_OTP_TTL_MS = 30 * 60_000;

const smsBody = (code: string, purpose: OtpPurpose): string =>
  `${code} is your ${PRODUCT_NAME} OTP to ${purpose === OtpPurpose.LOGIN ? 'log in' : 'register'}. ` +
  `It is valid for ${OTP_COUNTDOWN_MS / 60_000} minutes. Do not share it with anyone.`;

const randomCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * The reasonText of a failed OTP check (`000 §8`): DM_02 worded by the domain with its count (the cap
 * text past the cap); any other code has the domain's message.
 */
export const otpRefusalText = (
  refusal: { reasonCode: ReasonCode; count?: number },
  purpose: OtpPurpose,
): string =>
  refusal.reasonCode === ReasonCode.INVALID_OTP_OR_PASSWORD && refusal.count !== undefined
    ? otpFailureText(refusal.count, purpose)
    : messageFor(refusal.reasonCode);

export interface OtpServiceOptions {
  now?: () => Date;
  /** Where codes come from: random digits, or a fixed sequence in tests. */
  newCode?: () => string;
}

/**
 * One-time passwords for mobile numbers (`000 §4`, §9): 4 digits, valid 180 s, 3 wrong guesses kill the
 * challenge (the 4th attempt answers DM_02 with count 4). Across codes, SignInAttempts holds a mobile
 * for an address after too many wrong codes from it (OTP_HELD) and throttles an address after too many
 * failed sign-ins (LOGIN_THROTTLED). Only an HMAC of the code, bound to the
 * challenge id, is stored, so a database reader cannot replay codes and equal codes hash differently.
 */
export class OtpService {
  private readonly now: () => Date;
  private readonly newCode: () => string;

  constructor(
    private readonly repository: OtpRepository,
    private readonly transaction: RunInTransaction,
    private readonly messenger: Messenger,
    private readonly config: Config['otp'],
    private readonly attempts: SignInAttempts,
    options: OtpServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newCode = options.newCode ?? randomCode;
  }

  async issue({ mobile, purpose, clientAddress }: IssueOtpInput): Promise<IssueOtpOutcome> {
    // A held mobile gets no new codes: they could not be used, and each SMS costs money.
    if (await this.attempts.mobileHeld(mobile, clientAddress)) {
      return { ok: false, reasonCode: ReasonCode.OTP_HELD };
    }
    const since = new Date(this.now().getTime() - this.config.limitWindowMs);
    // Per mobile from this address, so one address cannot use up the owner's codes (issue 25); per mobile
    // from all, which bounds the texts a number receives; per address, across numbers.
    const [byMobileHere, byMobile, byAddress] = await Promise.all([
      this.repository.countSince({ mobile, clientAddress }, since),
      this.repository.countSince({ mobile }, since),
      this.repository.countSince({ clientAddress }, since),
    ]);
    if (
      byMobileHere >= this.config.limitPerMobile ||
      byMobile >= this.config.limitPerMobileAllAddresses ||
      byAddress >= this.config.limitPerAddress
    ) {
      return { ok: false, reasonCode: ReasonCode.RATE_LIMITED };
    }
    const id = randomUUID();
    const code = this.newCode();
    const created = this.now();
    // Exactly one code is valid per mobile and purpose: a new one retires the older ones, atomically.
    await this.transaction(async (tx) => {
      await this.repository.retireOpen(tx, mobile, purpose);
      await this.repository.insert(tx, {
        id,
        mobile,
        purpose,
        codeHash: this.hash(id, code),
        clientAddress,
        createdAt: created,
        expiresAt: new Date(created.getTime() + OTP_COUNTDOWN_MS),
      });
    });
    await this.messenger.send({ channel: 'SMS', recipient: mobile, body: smsBody(code, purpose) });
    return { ok: true };
  }

  /**
   * Checks a code against the newest open challenge. A correct code marks the challenge verified
   * (repeating it is harmless: blur can fire twice); the caller consumes it when the code is spent.
   * A throttled address's right code still works (everyone behind a shared network shares the address,
   * issue 25); its wrong code answers LOGIN_THROTTLED and kills the code, so it gets one guess per code.
   */
  async verify({ mobile, purpose, code, clientAddress }: VerifyOtpInput): Promise<VerifyOtpOutcome> {
    // Checked before the code is read, so a held number learns nothing new.
    if (await this.attempts.mobileHeld(mobile, clientAddress)) {
      return { ok: false, reasonCode: ReasonCode.OTP_HELD };
    }
    const throttled = await this.attempts.addressThrottled(clientAddress);
    const challenge = await this.repository.latestOpen(mobile, purpose);
    if (!challenge) return { ok: false, reasonCode: ReasonCode.OTP_EXPIRED, count: 0 };
    if (challenge.failedAttempts >= OTP_MAX_FAILURES) {
      const count = await this.repository.recordFailure(challenge.id);
      return { ok: false, reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD, count };
    }
    if (challenge.expiresAt.getTime() <= this.now().getTime()) {
      return { ok: false, reasonCode: ReasonCode.OTP_EXPIRED, count: challenge.failedAttempts };
    }
    if (!this.matches(challenge.id, code, challenge.codeHash)) {
      const count = await this.repository.recordFailure(challenge.id);
      await this.attempts.recordWrongCode(mobile, clientAddress);
      if (throttled) {
        await this.repository.exhaust(challenge.id, OTP_MAX_FAILURES);
        return { ok: false, reasonCode: ReasonCode.LOGIN_THROTTLED };
      }
      return { ok: false, reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD, count };
    }
    await this.repository.markVerified(challenge.id);
    return { ok: true, challengeId: challenge.id };
  }

  /**
   * The challenge a registration may spend: verified on blur, not used since, issued less than
   * VERIFIED_OTP_TTL_MS ago. When `code` is given it must still match (the register payload repeats it).
   */
  async findVerified(mobile: string, purpose: OtpPurpose, code?: string): Promise<string | null> {
    const challenge = await this.repository.latestOpen(mobile, purpose);
    if (!challenge?.verifiedAt) return null;
    if (challenge.createdAt.getTime() + VERIFIED_OTP_TTL_MS <= this.now().getTime()) return null;
    if (code !== undefined && !this.matches(challenge.id, code, challenge.codeHash)) return null;
    return challenge.id;
  }

  /** Spends a challenge inside the caller's transaction; false if it was already spent. */
  consume(challengeId: string, tx: Executor): Promise<boolean> {
    return this.repository.consume(tx, challengeId);
  }

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.config.secret).update(`${challengeId}:${code}`).digest('hex');
  }

  private matches(challengeId: string, code: string, stored: string): boolean {
    const actual = Buffer.from(this.hash(challengeId, code), 'hex');
    const expected = Buffer.from(stored, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

import type { Config } from '../../config';
import type { SignInAttemptsRepository } from './sign-in-attempts.repository';

export interface SignInAttemptsOptions {
  now?: () => Date;
}

/**
 * Guessing limits that outlive one account or one code (issue 10). A client address may fail to sign in
 * (wrong password, unknown e-mail, locked account, wrong OTP) `login.limitPerAddress` times per window
 * before it is throttled; a mobile number may receive `otp.wrongCodesPerMobile` wrong codes from one
 * address per window, across all its codes, before OTP sign-in for it is held for that address, and
 * `otp.wrongCodesPerMobileAllAddresses` from all before it is held everywhere. Without a per-mobile
 * limit, 3 guesses per code and 5 codes per 15 minutes let anyone who knows a number guess its 4-digit
 * codes around the clock; with only a global one, 17 requests from anywhere held the owner's own codes
 * for a day (issue 25), so one address alone can never hold a number for the others.
 */
export class SignInAttempts {
  private readonly now: () => Date;

  constructor(
    private readonly repository: SignInAttemptsRepository,
    private readonly config: { login: Config['login']; otp: Config['otp'] },
    options: SignInAttemptsOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Whether this address has used up its failed sign-ins for the window. */
  async addressThrottled(clientAddress: string | null): Promise<boolean> {
    if (!clientAddress) return false;
    const { limitPerAddress, limitWindowMs } = this.config.login;
    return (
      (await this.repository.countSince({ clientAddress }, this.since(limitWindowMs))) >= limitPerAddress
    );
  }

  /**
   * Whether this mobile has had too many wrong codes in the window, from this address or from all: its
   * OTP sign-in is held meanwhile, for this address or for everyone.
   */
  async mobileHeld(mobile: string, clientAddress: string | null): Promise<boolean> {
    const { wrongCodesPerMobile, wrongCodesPerMobileAllAddresses, wrongCodesWindowMs } = this.config.otp;
    const since = this.since(wrongCodesWindowMs);
    const [fromAddress, fromAll] = await Promise.all([
      clientAddress ? this.repository.countSince({ mobile, clientAddress }, since) : 0,
      this.repository.countSince({ mobile }, since),
    ]);
    return fromAddress >= wrongCodesPerMobile || fromAll >= wrongCodesPerMobileAllAddresses;
  }

  recordPasswordFailure(clientAddress: string | null): Promise<void> {
    return this.repository.record(
      { kind: 'PASSWORD', clientAddress, mobile: null, createdAt: this.now() },
      this.staleBefore(),
    );
  }

  recordWrongCode(mobile: string, clientAddress: string | null): Promise<void> {
    return this.repository.record(
      { kind: 'OTP', clientAddress, mobile, createdAt: this.now() },
      this.staleBefore(),
    );
  }

  /** Rows older than the longest window no limit counts any more. */
  private staleBefore(): Date {
    return this.since(Math.max(this.config.login.limitWindowMs, this.config.otp.wrongCodesWindowMs));
  }

  private since(windowMs: number): Date {
    return new Date(this.now().getTime() - windowMs);
  }
}

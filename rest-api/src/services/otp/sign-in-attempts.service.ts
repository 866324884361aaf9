import type { Config } from '../../config';
import type { SignInAttemptsRepository } from './sign-in-attempts.repository';

export interface SignInAttemptsOptions {
  now?: () => Date;
}

/**
 * Guessing limits that outlive one account or one code (issue 10). A client address may fail to sign in
 * (wrong password, unknown e-mail, locked account, wrong OTP) `login.limitPerAddress` times per window;
 * a mobile number may receive `otp.wrongCodesPerMobile` wrong codes per window, across all its codes,
 * before OTP sign-in for it is held. Without the second limit, 3 guesses per code and 5 codes per
 * 15 minutes let anyone who knows a number guess its 4-digit codes around the clock.
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

  /** Whether this mobile has had too many wrong codes in the window: its OTP sign-in is held meanwhile. */
  async mobileHeld(mobile: string): Promise<boolean> {
    const { wrongCodesPerMobile, wrongCodesWindowMs } = this.config.otp;
    return (
      (await this.repository.countSince({ mobile }, this.since(wrongCodesWindowMs))) >= wrongCodesPerMobile
    );
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

import { expect, type Page } from '@playwright/test';

export type LoginPromptKind = 'already-logged-in' | 'reactivate';

/** `/` with the Register/Login modal (000 §2). */
export class HomePage {
  constructor(private readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.page.getByTestId('login-username')).toBeVisible();
  }

  /** Closes the Register/Login modal that `/` opens on load, to reach the page behind it. */
  async closeModal() {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(this.page.getByTestId('login-username')).toBeHidden();
  }

  /**
   * Fills and submits the e-mail login. Browser tests share one server, so the same person is often
   * still signed in from an earlier test: unless `takeOver` is false, the SM-07 prompt ("already logged
   * in on another machine") is answered Yes, as a user moving to a new browser would.
   */
  async logIn(username: string, password: string, { takeOver = true } = {}) {
    await this.page.getByTestId('login-username').fill(username);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
    if (takeOver) await this.answerAlreadyLoggedIn();
  }

  /** Waits for the login to settle; says Yes when it asks about the other machine. */
  async answerAlreadyLoggedIn() {
    const prompt = this.prompt('already-logged-in');
    const settled = prompt
      .or(this.page.getByText(/Welcome back/))
      .or(
        this.page.locator('#login-username-helper-text, #login-password-helper-text, #login-otp-helper-text'),
      )
      .or(this.page.getByTestId('login-error'))
      .or(this.prompt('reactivate'));
    await expect(settled.first()).toBeVisible();
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Yes' }).click();
  }

  /** The SM-07 or SM-14 dialog. */
  prompt(kind: LoginPromptKind) {
    return this.page.getByTestId(`login-prompt-${kind}`);
  }

  /** The helper text under a field (MUI names it after the field's id). */
  fieldError(field: 'username' | 'password' | 'otp') {
    return this.page.locator(`#login-${field}-helper-text`);
  }

  /** A message of no field (suspended, inactive, locked, ...). */
  formError() {
    return this.page.getByTestId('login-error');
  }

  // Mobile OTP mode.

  async requestOtp(mobile: string) {
    await this.page.getByTestId('login-username').fill(mobile);
    await this.page.getByTestId('login-get-otp').click();
  }

  otpField() {
    return this.page.getByTestId('login-otp');
  }

  resendOtp() {
    return this.page.getByTestId('login-resend-otp');
  }

  async submitOtp(otp: string) {
    await this.otpField().fill(otp);
    await this.page.getByTestId('login-submit').click();
  }

  /** The OTP SMS sent to a mobile number, newest first (the development outbox, its latest 20). */
  private async otpMessages(mobile: string): Promise<{ body: string; createdAt: string }[]> {
    const response = await this.page.request.get(`/dev/outbox?to=${mobile}`, {
      headers: { accept: 'application/json' },
    });
    const messages = (await response.json()) as { channel: string; body: string; createdAt: string }[];
    return messages.filter((m) => m.channel === 'SMS');
  }

  /** When the newest OTP SMS to a number was sent ('' for none): `latestOtp(mobile, sentAt)` waits for a later one. */
  async lastOtpSentAt(mobile: string): Promise<string> {
    return (await this.otpMessages(mobile))[0]?.createdAt ?? '';
  }

  /**
   * The code of the newest OTP SMS; with `after`, of one sent later than that. Compared by time, not by
   * code, so a resent code that happens to repeat the last one is still found.
   */
  async latestOtp(mobile: string, after = ''): Promise<string> {
    let code = '';
    await expect(async () => {
      const [newest] = await this.otpMessages(mobile);
      expect(newest && newest.createdAt > after).toBe(true);
      code = /\b(\d{4})\b/.exec(newest?.body ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{4}$/);
    }).toPass({ timeout: 10_000 });
    return code;
  }
}

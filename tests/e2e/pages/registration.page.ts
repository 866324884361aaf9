import { expect, type Page } from '@playwright/test';

/** A number and address nobody has used: runs may share a database (DATABASE_URL). */
export const freshLearner = () => {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return { mobile: `7${digits}`, email: `learner.${digits}@mailbox.in` };
};

/** The Register tab of the modal and the flow of `000 §4`. */
export class RegistrationPage {
  constructor(private readonly page: Page) {}

  async open(path = '/register') {
    await this.page.goto(path);
    await expect(this.page.getByTestId('register-mobile')).toBeVisible();
  }

  /** The newest OTP SMS to a number, read from the gateway's development outbox. */
  async latestOtp(mobile: string): Promise<string> {
    let code: string | undefined;
    await expect(async () => {
      const response = await this.page.request.get(`/dev/outbox?to=${mobile}`);
      expect(response.status()).toBe(200);
      const [sms] = (await response.json()) as { body: string }[];
      code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
      expect(code).toBeTruthy();
    }).toPass({ timeout: 10_000 });
    return code ?? '';
  }

  async enterMobileAndVerify(mobile: string) {
    await this.page.getByTestId('register-mobile').fill(mobile);
    await expect(this.page.getByText('OTP will be generated in a few seconds...')).toBeVisible();
    await expect(this.page.getByTestId('register-otp')).toBeVisible();
    await this.page.getByTestId('register-otp').fill(await this.latestOtp(mobile));
    await this.page.getByTestId('register-otp').blur();
    await expect(this.page.getByTestId('register-submit')).toBeVisible();
  }

  async fillDetails(details: { firstName: string; lastName: string; email: string }) {
    await this.page.getByTestId('register-first-name').fill(details.firstName);
    await this.page.getByTestId('register-last-name').fill(details.lastName);
    await this.page.getByTestId('register-email').fill(details.email);
    await this.page.getByTestId('register-terms').click();
  }

  async submit() {
    await this.page.getByTestId('register-submit').click();
  }
}

import { expect, type Page } from '@playwright/test';

/** `/` with the Register/Login modal (000 §2). */
export class HomePage {
  constructor(private readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.page.getByTestId('login-username')).toBeVisible();
  }

  async logIn(username: string, password: string) {
    await this.page.getByTestId('login-username').fill(username);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  /** The helper text under a field (MUI names it after the field's id). */
  fieldError(field: 'username' | 'password') {
    return this.page.locator(`#login-${field}-helper-text`);
  }
}

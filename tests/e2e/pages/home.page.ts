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

  /** The helper text under a field, tied to its input through aria-describedby. */
  async fieldError(field: 'username' | 'password') {
    const describedBy = await this.page.getByTestId(`login-${field}`).getAttribute('aria-describedby');
    return this.page.locator(`[id="${describedBy?.split(' ')[0]}"]`);
  }
}

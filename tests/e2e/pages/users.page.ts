import { expect, type Locator, type Page } from '@playwright/test';

/** Staff user management at /user-list (`001 §2`) and admin's audit log at /audit-log (issue 13 item 5). */
export class UsersPage {
  constructor(private readonly page: Page) {}

  list(): Locator {
    return this.page.getByTestId('user-list');
  }

  grid(): Locator {
    return this.page.getByTestId('user-grid');
  }

  /** A grid row by the account's e-mail (the grid's body rows carry their index). */
  row(email: string): Locator {
    return this.grid().locator('[data-rowindex]').filter({ hasText: email });
  }

  /** The latest uploaded profile score in an account's row, as '<score> (DD/MM/YYYY)'. */
  profileScore(email: string): Locator {
    return this.row(email).getByTestId('user-profile-score');
  }

  async search(text: string) {
    await this.page.getByTestId('user-search').fill(text);
    await this.page.getByTestId('user-search-submit').click();
  }

  async filterStatus(label: 'Active' | 'Inactive' | 'Locked' | 'Suspended') {
    await this.page.getByTestId('user-status-filter').click();
    await this.page.getByRole('option', { name: label }).click();
    // As a user does: the next filter waits until the list shows this one applied.
    await expect(this.page.getByTestId('user-status-filter')).toHaveText(label);
  }

  async unlock(userId: number) {
    await this.page.getByTestId(`unlock-${userId}`).click();
  }

  auditLog(): Locator {
    return this.page.getByTestId('audit-log');
  }

  auditRows(): Locator {
    return this.page.getByTestId('audit-grid').locator('[data-rowindex]');
  }

  async filterAuditByRecord(entityId: string) {
    await this.page.getByTestId('audit-entity').fill(entityId);
    await this.page.getByTestId('audit-apply').click();
  }

  /** Who made the change, picked by name as staff know each other (not by an id). */
  async filterAuditByActor(name: string) {
    await this.page.getByTestId('audit-actor').fill(name);
    await this.page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
  }

  /** The grid's own sideways scroll: what does not fit scrolls inside the grid, not the page. */
  async expectGridInsideWindow() {
    const box = await this.grid().boundingBox();
    const width = this.page.viewportSize()?.width ?? 0;
    expect(box, 'the user grid').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), 'the grid’s right edge').toBeLessThanOrEqual(width);
  }

  /** /new-admin's form, filled and sent. */
  async addUser(user: {
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    role: string;
    password: string;
  }) {
    await this.page.getByTestId('add-user').click();
    await expect(this.page.getByTestId('new-admin')).toBeVisible();
    await this.page.getByTestId('new-first-name').fill(user.firstName);
    await this.page.getByTestId('new-last-name').fill(user.lastName);
    await this.page.getByTestId('new-email').fill(user.email);
    await this.page.getByTestId('new-mobile').fill(user.mobile);
    await this.page.getByTestId('new-role').click();
    await this.page.getByRole('option', { name: user.role, exact: true }).click();
    await this.page.getByTestId('new-password').fill(user.password);
    await this.page.getByTestId('new-user-submit').click();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The GD/PI status list at /gdpi (`001 §2`, admin only). */
export class GdpiPage {
  constructor(private readonly page: Page) {}

  screen(): Locator {
    return this.page.getByTestId('gdpi-list');
  }

  rows(): Locator {
    return this.page.getByTestId('gdpi-grid').locator('[data-rowindex]');
  }

  async search(text: string) {
    await this.page.getByTestId('gdpi-search').fill(text);
    await this.page.getByTestId('gdpi-search-submit').click();
    await expect(this.page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
  }

  async filterStatus(status: string) {
    await this.page.getByTestId('gdpi-status-filter').click();
    await this.page.getByTestId(`gdpi-status-${status}`).click();
    await expect(this.page).toHaveURL(new RegExp(`status=${status}`));
  }
}

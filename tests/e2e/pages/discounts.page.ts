import { expect, type Locator, type Page } from '@playwright/test';

/** Staff discounts at /discount-list and the add, edit and clone form (`001 §2`, issue 13 item 3). */
export class DiscountsPage {
  constructor(private readonly page: Page) {}

  list(): Locator {
    return this.page.getByTestId('discount-list');
  }

  /** A grid row by its coupon code (the grid's body rows carry their index). */
  row(code: string): Locator {
    return this.page.getByTestId('discount-grid').locator('[data-rowindex]').filter({ hasText: code });
  }

  /** A DD/MM/YYYY date field: its day section clicked, then the digits typed. */
  private async typeDate(testId: string, ddmmyyyy: string) {
    await this.page.getByTestId(testId).getByRole('spinbutton', { name: 'Day' }).click();
    await this.page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  }

  /** Adds a percentage discount on one product, valid until the date given. */
  async add(code: string, percent: number, productName: string, validUntil: string) {
    await this.page.getByTestId('add-discount').click();
    await expect(this.page.getByTestId('discount-form')).toBeVisible();
    await this.page.getByTestId('discount-code').fill(code);
    await this.page.getByTestId('discount-description').fill(`${percent}% off ${productName}`);
    await this.page.getByTestId('discount-amount').fill(String(percent));
    await this.page.getByTestId('discount-products').fill(productName);
    await this.page.getByRole('option', { name: new RegExp(productName) }).click();
    await this.typeDate('discount-valid-until', validUntil);
    await this.page.getByTestId('discount-usage-limit').fill('10');
    await this.page.getByTestId('discount-submit').click();
  }
}

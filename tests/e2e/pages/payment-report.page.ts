import { type Locator, type Page } from '@playwright/test';

/** The staff payment report at /my-orders (admin sidebar, `001 §2`). */
export class PaymentReportPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/my-orders${query}`);
  }

  report(): Locator {
    return this.page.getByTestId('payment-report');
  }

  row(orderId: string): Locator {
    return this.page.locator(`[data-testid="report-row"][data-order-id="${orderId}"]`);
  }

  rows(): Locator {
    return this.page.getByTestId('report-row');
  }

  async search(text: string) {
    await this.page.getByTestId('report-search').fill(text);
    await this.page.getByTestId('report-search').press('Enter');
  }
}

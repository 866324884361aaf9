import { type Locator, type Page } from '@playwright/test';

/** My Learning on the dashboard and My Payment (/my-orders) (001 §2). */
export class OrdersPages {
  constructor(private readonly page: Page) {}

  myLearningItem(productId: string): Locator {
    return this.page.locator(`[data-testid="my-learning-item"][data-product-id="${productId}"]`);
  }

  myLearning(): Locator {
    return this.page.getByTestId('my-learning');
  }

  /** Side menu: Reports, then My Payment. */
  async openMyPayment() {
    await this.page.getByRole('button', { name: 'Reports' }).click();
    await this.page.getByRole('link', { name: 'My Payment' }).click();
  }

  orderRow(orderId: string): Locator {
    return this.page.locator(`[data-testid="my-orders-row"][data-order-id="${orderId}"]`);
  }

  exportButton(): Locator {
    return this.page.getByTestId('my-orders-export');
  }
}

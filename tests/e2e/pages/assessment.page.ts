import { expect, type Locator, type Page } from '@playwright/test';
import { ProductId } from '@finx/domain';
import { CheckoutPages } from './checkout.page';

/** /assessment/:productId (the FEAT test) and the prerequisite table that leads to it and to CFX. */
export class AssessmentPages {
  constructor(private readonly page: Page) {}

  prerequisiteRow(productId: number): Locator {
    return this.page.locator(`[data-testid="prerequisite-row"][data-product-id="${productId}"]`);
  }

  /** From the CFX prerequisite table: Make Payment on FEAT, paid in the sandbox, back to the dashboard. */
  async buyFeatFromPrerequisites() {
    const checkout = new CheckoutPages(this.page);
    await this.page.goto(`/my-Subcription-list?productId=${ProductId.CFX}`);
    await this.prerequisiteRow(ProductId.FEAT).getByTestId('prerequisite-pay').click();
    await expect(this.page).toHaveURL(/\/checkout\?orderId=\d+$/);
    await checkout.makePayment();
    await checkout.sandbox('pay').click();
    await expect(this.page).toHaveURL(/\/thankyou\?orderId=\d+$/);
    await this.page.getByTestId('thankyou-ok').click();
    await expect(this.page).toHaveURL(/\/studentDashboard$/);
  }

  start(): Locator {
    return this.page.getByTestId('assessment-start');
  }

  countdown(): Locator {
    return this.page.getByTestId('assessment-countdown');
  }

  answered(): Locator {
    return this.page.getByTestId('assessment-answered');
  }

  navigator(): Locator {
    return this.page.getByTestId('assessment-navigator');
  }

  navItem(sequence: number): Locator {
    return this.page.getByTestId('assessment-nav-item').nth(sequence - 1);
  }

  questionText(): Locator {
    return this.page.getByTestId('assessment-question-text');
  }

  option(index: number): Locator {
    return this.page.getByTestId('assessment-option').nth(index).locator('input');
  }

  next(): Locator {
    return this.page.getByTestId('assessment-next');
  }

  submit(): Locator {
    return this.page.getByTestId('assessment-submit');
  }

  confirmDialog(): Locator {
    return this.page.getByTestId('assessment-confirm');
  }

  confirmSubmit(): Locator {
    return this.page.getByTestId('assessment-confirm-submit');
  }

  score(): Locator {
    return this.page.getByTestId('assessment-score');
  }

  continueToCfx(): Locator {
    return this.page.getByTestId('assessment-continue-cfx');
  }
}

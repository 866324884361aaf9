import type { Page } from '@playwright/test';

/** /education-loan: the apply form and the status card. */
export class EducationLoanPage {
  constructor(private readonly page: Page) {}

  get screen() {
    return this.page.getByTestId('education-loan');
  }

  get form() {
    return this.page.getByTestId('loan-form');
  }

  get status() {
    return this.page.getByTestId('loan-status');
  }

  get statusLabel() {
    return this.page.getByTestId('loan-status-label');
  }

  async apply(amount: string, tenureMonths: number, pan: string) {
    await this.page.getByTestId('loan-amount').fill(amount);
    await this.page.getByRole('combobox', { name: 'Tenure' }).click();
    await this.page.getByTestId(`loan-tenure-${tenureMonths}`).click();
    await this.page.getByTestId('loan-pan').fill(pan);
    await this.page.getByTestId('loan-apply').click();
  }
}

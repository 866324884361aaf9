import type { Locator, Page } from '@playwright/test';

/** /jobs, /jobs/:id with its questionnaire, and /jobs/applied. */
export class JobsPage {
  constructor(private readonly page: Page) {}

  get list() {
    return this.page.getByTestId('jobs-page');
  }

  get cards() {
    return this.list.getByTestId('job-card');
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByTestId('job-title').getByText(title, { exact: true }) });
  }

  get jobPage() {
    return this.page.getByTestId('job-page');
  }

  get applyButton() {
    return this.jobPage.getByTestId('job-apply');
  }

  get applicationStatus() {
    return this.jobPage.getByTestId('job-application-status');
  }

  get applyForm() {
    return this.page.getByTestId('job-apply-form');
  }

  /** A question's field (a text input) or group (radios, checkboxes), by the order the job asks them. */
  question(index: number): Locator {
    return this.applyForm.locator('[data-testid^="job-question-"]').nth(index);
  }

  get applications() {
    return this.page.getByTestId('applied-jobs-page').getByTestId('application');
  }

  application(jobId: number): Locator {
    return this.page.locator(`[data-testid="application"][data-job-id="${jobId}"]`);
  }

  /** Picks an option of one of the list's multi-selects (`skills`, `locations`) by its name. */
  async pick(which: 'skills' | 'locations' | 'function', name: string) {
    const input = this.page.getByTestId(`jobs-filter-${which}`);
    await input.click();
    await input.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await input.press('Escape');
  }
}

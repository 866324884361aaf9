import { expect, type Locator, type Page } from '@playwright/test';

/** Staff messaging (issue 13 item 6): the notification manager's list and the compose screens. */
export class MessagingPage {
  constructor(private readonly page: Page) {}

  list(): Locator {
    return this.page.getByTestId('message-list');
  }

  composer(): Locator {
    return this.page.getByTestId('compose-page');
  }

  /** A grid row by its subject. */
  row(subject: string): Locator {
    return this.page.getByTestId('message-grid').locator('[data-rowindex]').filter({ hasText: subject });
  }

  subject(): Locator {
    return this.page.getByTestId('compose-subject');
  }

  summary(): Locator {
    return this.page.getByTestId('compose-summary');
  }

  async compose(fields: { subject: string; body: string; partyIds?: string }) {
    await this.subject().fill(fields.subject);
    await this.page.getByTestId('compose-body').fill(fields.body);
    if (fields.partyIds !== undefined) await this.page.getByTestId('compose-party-ids').fill(fields.partyIds);
  }

  async saveDraft() {
    await this.page.getByTestId('compose-save-draft').click();
    await expect(this.page).toHaveURL(/[?&]id=\d+/);
  }

  async send() {
    await this.page.getByTestId('compose-send').click();
    await expect(this.summary()).toBeVisible();
  }

  async filterDrafts() {
    await this.page.getByTestId('message-status-filter').click();
    await this.page.getByRole('option', { name: 'Drafts' }).click();
    await expect(this.page).toHaveURL(/status=DRAFT/);
  }

  async resume(subject: string) {
    await this.row(subject).getByRole('link', { name: 'Resume' }).click();
    await expect(this.page.getByTestId('compose-resumed')).toBeVisible();
  }
}

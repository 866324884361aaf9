import type { Page } from '@playwright/test';

/** /myalerts and /notification: the list, its filter and pages, the selected item, Mark all as read. */
export class InboxPage {
  constructor(
    private readonly page: Page,
    private readonly kind: 'alerts' | 'messages',
  ) {}

  get screen() {
    return this.page.getByTestId(this.kind);
  }

  get items() {
    return this.page.getByTestId(`${this.kind}-item`);
  }

  get detail() {
    return this.page.getByTestId(`${this.kind}-detail`);
  }

  get detailStatus() {
    return this.page.getByTestId(`${this.kind}-detail-status`);
  }

  async markAllRead() {
    await this.page.getByTestId(`${this.kind}-mark-all`).click();
  }
}

import { type Page } from '@playwright/test';

/** The learner header (000 §2, 001 §2 screen 1). */
export class LearnerHeader {
  constructor(private readonly page: Page) {}

  /**
   * Resolves once the app's header holds its counts (the page's answers or the header query's). Until
   * then the badges show 0, so a test that reads a count first waits for this.
   */
  async loaded() {
    await this.page.locator('[data-testid="learner-header"][data-counts="loaded"]').waitFor();
  }

  count(badge: 'cart' | 'wishlist' | 'alert' | 'message') {
    return this.page.getByTestId(`header-${badge}-count`);
  }

  async openAlerts() {
    await this.page.getByTestId('alerts-button').click();
    return this.page.getByTestId('alerts-menu');
  }

  async openMessages() {
    await this.page.getByTestId('messages-button').click();
    return this.page.getByTestId('messages-menu');
  }

  async signOut() {
    await this.page.getByTestId('sign-out').click();
  }
}

import { expect, type Page } from '@playwright/test';

/** The public landing pages (001 §2), reached from the site footer. */
export class LandingPages {
  constructor(private readonly page: Page) {}

  footerLink(key: 'morningstar' | 'kotak' | 'bfsi' | 'courses') {
    return this.page.getByRole('navigation', { name: 'Footer' }).getByTestId(`footer-landing-${key}`);
  }

  /** Follows a footer link and waits for the landing page it names to be drawn. */
  async openFromFooter(key: 'morningstar' | 'kotak' | 'bfsi' | 'courses') {
    await this.footerLink(key).click();
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  get register() {
    return this.page.getByTestId('landing-hero-register');
  }

  get roles() {
    return this.page.getByTestId('landing-role');
  }

  get courses() {
    return this.page.getByTestId('landing-course');
  }

  /** The campaign this tab will register with, as the registration form keeps it. */
  async storedEntryLink(): Promise<Record<string, string>> {
    const text = await this.page.evaluate(() => sessionStorage.getItem('finx.entryLink'));
    return text ? (JSON.parse(text) as { params: Record<string, string> }).params : {};
  }
}

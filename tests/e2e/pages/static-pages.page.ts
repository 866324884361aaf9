import { expect, type Locator, type Page } from '@playwright/test';

export type FooterPolicyLink = 'privacy' | 'cookies' | 'disclaimer';

/** The site footer's policy links, the policy pages and the FAQ (001 §2 static pages, screen 10). */
export class StaticPages {
  constructor(private readonly page: Page) {}

  /** The home page with its login modal closed, as a visitor who only wants to read. */
  async openHomeAsVisitor() {
    await this.page.goto('/');
    await this.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  footerLink(which: FooterPolicyLink): Locator {
    return this.page.getByTestId(`footer-${which}`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  tab(key: string): Locator {
    return this.page.getByTestId(`faq-tab-${key}`);
  }

  questions(): Locator {
    return this.page.getByTestId('faq-question');
  }
}

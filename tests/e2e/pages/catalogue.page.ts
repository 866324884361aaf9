import { expect, type Page } from '@playwright/test';

/** `/courses` and `/videos` (001 §2). */
export class CataloguePage {
  constructor(private readonly page: Page) {}

  async open(kind: 'courses' | 'videos') {
    await this.page.goto(`/${kind}`);
    await expect(this.cards.first()).toBeVisible();
  }

  get cards() {
    return this.page.getByTestId('product-card');
  }

  get total() {
    return this.page.getByTestId('catalogue-results-total');
  }

  async search(text: string) {
    await this.page.getByTestId('catalogue-search').fill(text);
  }

  /** Picks a value in one of the catalogue's drop-down filters. */
  async choose(filter: 'category' | 'level' | 'subject-area' | 'course-type' | 'looking-for', value: string) {
    await this.page.getByTestId(`catalogue-${filter}`).selectOption(value);
  }

  filter(filter: 'category' | 'level' | 'subject-area' | 'course-type' | 'looking-for') {
    return this.page.getByTestId(`catalogue-${filter}`);
  }
}

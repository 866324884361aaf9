import { expect, type Locator, type Page } from '@playwright/test';

/** Video products (issue 13 item 2): /video-list, /add-video, /edit-video/:id. */
export class VideosPage {
  constructor(private readonly page: Page) {}

  list(): Locator {
    return this.page.getByTestId('video-list');
  }

  /** A video's row in the grid by its title (the grid's body rows carry their index). */
  row(name: string): Locator {
    return this.page.getByTestId('video-grid').locator('[data-rowindex]').filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByTestId('video-search').fill(text);
    await this.page.getByTestId('video-search-submit').click();
  }

  async choose(testId: string, option: string) {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills /add-video with a video of the given title and price, picks its file, and saves it. */
  async createVideo(name: string, rupees: number, file: string) {
    await expect(this.page.getByTestId('product-form')).toBeVisible();
    await this.page.getByTestId('product-name').fill(name);
    await this.page
      .getByTestId('product-description')
      .fill('How a cheque image travels through the clearing grid, in five minutes.');
    await this.choose('product-category', 'Banking Operations');
    await this.page.getByTestId('product-subject-area').fill('Clearing');
    await this.page.getByTestId('product-duration').fill('5');
    await this.page.getByTestId('product-price').fill(String(rupees));
    await this.page.getByTestId('product-validity').fill('90');
    await this.page.getByTestId('video-file-input').setInputFiles(file);
    await expect(this.page.getByTestId('video-file-name')).not.toHaveText('No file chosen');
    await this.page.getByTestId('product-submit').click();
  }

  statusChip(): Locator {
    return this.page.getByTestId('product-status-chip');
  }

  preview(): Locator {
    return this.page.getByTestId('video-preview');
  }

  async toggleStatus(productId: number) {
    await this.page.getByTestId(`product-status-${productId}`).click();
  }
}

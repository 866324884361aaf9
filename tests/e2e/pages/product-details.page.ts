import { expect, type Page } from '@playwright/test';

/** `/courses/:id` and `/videos/:id`: one product with its validity, prerequisites and add-ons. */
export class ProductDetailsPage {
  constructor(private readonly page: Page) {}

  async open(kind: 'courses' | 'videos', productId: number) {
    await this.page.goto(`/${kind}/${productId}`);
    await expect(this.validity).toBeVisible();
  }

  get validity() {
    return this.page.getByTestId('details-validity');
  }

  get courseType() {
    return this.page.getByTestId('details-course-type');
  }

  get prerequisites() {
    return this.page.getByTestId('details-prerequisite');
  }

  get addOns() {
    return this.page.getByTestId('details-add-ons').getByTestId('product-card');
  }

  get featNote() {
    return this.page.getByTestId('details-feat-note');
  }

  get roadmapLink() {
    return this.page.getByTestId('details-roadmap-link');
  }
}

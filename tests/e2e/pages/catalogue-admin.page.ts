import { expect, type Locator, type Page } from '@playwright/test';

/** Catalogue management (issue 13 item 2): /course-list, /add-course, /edit-course/:id. */
export class CatalogueAdminPage {
  constructor(private readonly page: Page) {}

  list(): Locator {
    return this.page.getByTestId('course-list');
  }

  /** A product's row in the grid by its name (the grid's body rows carry their index). */
  row(name: string): Locator {
    return this.page.getByTestId('course-grid').locator('[data-rowindex]').filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByTestId('course-search').fill(text);
    await this.page.getByTestId('course-search-submit').click();
  }

  async choose(testId: string, option: string) {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills /add-course with a course of the given name and price, and saves it. */
  async createCourse(name: string, rupees: number) {
    await expect(this.page.getByTestId('product-form')).toBeVisible();
    await this.page.getByTestId('product-name').fill(name);
    await this.page
      .getByTestId('product-description')
      .fill('Branch audit, revenue leakage checks and the audit report, step by step.');
    await this.choose('product-category', 'Banking Operations');
    await this.page.getByTestId('product-subject-area').fill('Audit');
    await this.page.getByTestId('product-duration').fill('120');
    await this.page.getByTestId('product-price').fill(String(rupees));
    await this.page.getByTestId('product-validity').fill('180');
    await this.page.getByTestId('product-submit').click();
  }

  async addModule(title: string) {
    await this.page.getByTestId('module-title').fill(title);
    await this.page.getByTestId('module-submit').click();
    await expect(this.page.getByTestId('product-module').filter({ hasText: title })).toBeVisible();
  }

  /**
   * From /edit-course: opens the module's lessons, adds a link lesson (a course is activated only with a
   * lesson in each active module, issue 28 item 2), runs `onLessonsPage` there, and comes back to the
   * course.
   */
  async addLinkLesson(module: string, title: string, onLessonsPage?: () => Promise<void>) {
    await this.page
      .getByTestId('product-module')
      .filter({ hasText: module })
      .getByRole('link', { name: /^Lessons/ })
      .click();
    await expect(this.page.getByTestId('course-lessons-empty')).toBeVisible();
    await this.page.getByTestId('lesson-add').click();
    await this.choose('lesson-kind', 'Link');
    await this.page.getByTestId('lesson-title').fill(title);
    await this.page.getByTestId('lesson-url').fill('https://www.rbi.org.in/');
    await this.page.getByTestId('lesson-minutes').fill('15');
    await this.page.getByTestId('lesson-submit').click();
    await expect(this.page.getByTestId('course-lesson').filter({ hasText: title })).toContainText(
      'Link · 15 min',
    );
    await onLessonsPage?.();
    await this.page.getByTestId('course-lessons-course').click();
    await expect(this.page).toHaveURL(/\/edit-course\/\d+$/);
  }

  statusChip(): Locator {
    return this.page.getByTestId('product-status-chip');
  }

  async toggleStatus(productId: number) {
    await this.page.getByTestId(`product-status-${productId}`).click();
  }

  /** Adds a prerequisite on /edit-course through the server-searched picker, and saves the list. */
  async addPrerequisite(search: string, option: string) {
    await this.page.getByTestId('prerequisite-product').fill(search);
    await this.page.getByRole('option', { name: option }).click();
    await this.page.getByTestId('product-prerequisites').getByRole('button', { name: 'Add' }).click();
    await this.page.getByTestId('prerequisites-save').click();
    await expect(this.page.getByTestId('prerequisites-save')).toBeDisabled();
  }

  prerequisiteRows(): Locator {
    return this.page.getByTestId('prerequisite-row');
  }

  validityList(): Locator {
    return this.page.getByTestId('product-validity-list');
  }

  validityRow(name: string): Locator {
    return this.page.getByTestId('validity-grid').locator('[data-rowindex]').filter({ hasText: name });
  }

  async searchValidity(text: string) {
    await this.page.getByTestId('validity-search').fill(text);
    await this.page.getByTestId('validity-search').press('Enter');
  }

  async setValidity(productId: number, days: number) {
    await this.page.getByTestId(`validity-edit-${productId}`).click();
    await expect(this.page.getByTestId('add-product-validity-page')).toBeVisible();
    await this.page.getByTestId('validity-days').fill(String(days));
    await this.page.getByTestId('validity-submit').click();
  }
}

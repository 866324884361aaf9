import { expect, type Locator, type Page } from '@playwright/test';

/** Learning paths (issue 13 item 2): /learning-path, its add and edit form, and the learner's section. */
export class LearningPathsPage {
  constructor(private readonly page: Page) {}

  list(): Locator {
    return this.page.getByTestId('learning-path-list');
  }

  /** A path's row in the grid by its name (the grid's body rows carry their index). */
  row(name: string): Locator {
    return this.page.getByTestId('learning-path-grid').locator('[data-rowindex]').filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByTestId('learning-path-search').fill(text);
    await this.page.getByTestId('learning-path-search-submit').click();
  }

  async fillName(name: string) {
    await expect(this.page.getByTestId('learning-path-form')).toBeVisible();
    await this.page.getByTestId('learning-path-name').fill(name);
  }

  /** Adds a course at the end of the path, found by a search text and picked by its option. */
  async addCourse(search: string, option: string) {
    await this.page.getByTestId('learning-path-add-course').fill(search);
    await this.page.getByRole('option', { name: option }).click();
    await expect(this.courseRows().filter({ hasText: option.replace(/ \(#\d+\)$/, '') })).toHaveCount(1);
  }

  courseRows(): Locator {
    return this.page.getByTestId('learning-path-courses').locator('[data-testid^="learning-path-course-"]');
  }

  async moveDown(index: number) {
    await this.page.getByTestId(`learning-path-down-${index}`).click();
  }

  rowError(): Locator {
    return this.page.getByTestId('learning-path-row-error');
  }

  async save() {
    await this.page.getByTestId('learning-path-submit').click();
  }

  async toggleStatus(name: string) {
    await this.row(name)
      .getByRole('button', { name: /Activate|Deactivate/ })
      .click();
  }

  /** The learner's Learning Paths section on /courses. */
  learnerSection(): Locator {
    return this.page.getByRole('region', { name: 'Learning Paths' });
  }

  /** The course links of a path's card on /courses, in the path's order. */
  learnerPathCourses(name: string): Locator {
    return this.learnerSection().getByRole('listitem').filter({ hasText: name }).getByRole('link');
  }
}

import { expect, type Page } from '@playwright/test';

/** `/roadmap` (001 §2): the CFX journey and Enroll Now. */
export class RoadmapPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/roadmap');
    await expect(this.steps).toBeVisible();
  }

  get steps() {
    return this.page.getByTestId('roadmap-steps');
  }

  step(key: 'feat' | 'selection' | 'classroom' | 'internship' | 'certification') {
    return this.page.getByTestId(`roadmap-step-${key}`);
  }

  get facts() {
    return this.page.getByTestId('roadmap-facts');
  }

  async enroll() {
    const button = this.page.getByTestId('roadmap-enroll');
    await expect(button).toBeEnabled();
    await button.click();
  }
}

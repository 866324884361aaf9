import { expect, type Locator, type Page } from '@playwright/test';

/** A question of the job form: its text, answer type (as the form labels it) and choice options. */
export interface QuestionSpec {
  text: string;
  type: 'Text' | 'Number' | 'Yes or no' | 'One choice' | 'Several choices';
  options?: string[];
}

/** Job administration: /job-list, /add-job and /edit-job/:id, /jobDetails/:id, /candidate-details/... */
export class JobsStaffPage {
  constructor(private readonly page: Page) {}

  get list() {
    return this.page.getByTestId('staff-job-list');
  }

  get grid() {
    return this.page.getByTestId('staff-job-grid');
  }

  gridRow(title: string): Locator {
    return this.grid.getByRole('row').filter({ hasText: title });
  }

  /** /job-list's way to the jobs file (/job-bulk-upload). */
  get bulkUpload() {
    return this.page.getByTestId('staff-job-bulk-upload');
  }

  get form() {
    return this.page.getByTestId('staff-job-form');
  }

  get details() {
    return this.page.getByTestId('staff-job-details');
  }

  get candidatePage() {
    return this.page.getByTestId('staff-candidate-page');
  }

  get dialog() {
    return this.page.getByTestId('candidate-action-dialog');
  }

  /** Opens a select of the page by its test id and picks an option: by name, or the first one. */
  async choose(testId: string, name?: string) {
    await this.page.getByTestId(testId).click();
    const option = name
      ? this.page.getByRole('option', { name, exact: true })
      : this.page
          .getByRole('option')
          .filter({ hasNotText: /^(None|All corporates)$/ })
          .first();
    await option.click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }

  /** Picks options of a multi-select (key skills, locations) by name, or the first one offered. */
  async pick(which: 'keySkillIds' | 'locationIds', name?: string) {
    const input = this.page.getByTestId(`staff-job-${which}`);
    await input.click();
    if (name) await input.fill(name);
    await (
      name ? this.page.getByRole('option', { name, exact: true }) : this.page.getByRole('option').first()
    ).click();
    await input.press('Escape');
  }

  async addQuestion(index: number, question: QuestionSpec) {
    await this.page.getByTestId('staff-question-add').click();
    await this.page.getByTestId(`staff-question-text-${index}`).fill(question.text);
    await this.choose(`staff-question-type-${index}`, question.type);
    for (const [at, option] of (question.options ?? []).entries()) {
      if (at >= 2) await this.page.getByTestId(`staff-question-add-option-${index}`).click();
      await this.page.getByTestId(`staff-question-${index}-option-${at}`).fill(option);
    }
  }

  stageCount(stage: string): Locator {
    return this.page.locator(`[data-testid="staff-stage-count"][data-stage="${stage}"]`);
  }

  candidate(applicationId: number | string): Locator {
    return this.page.locator(`[data-testid="staff-candidate"][data-application-id="${applicationId}"]`);
  }

  get candidates() {
    return this.page.getByTestId('staff-candidate');
  }

  get candidateStage() {
    return this.candidatePage.getByTestId('candidate-stage');
  }

  get candidateStatus() {
    return this.candidatePage.getByTestId('candidate-status');
  }

  /** Runs one of the candidate page's actions through its dialog and waits for the toast. */
  async act(
    action: 'next' | 'stage' | 'reject' | 'place',
    fill: () => Promise<void> = async () => {},
  ): Promise<void> {
    const button = {
      next: 'candidate-next-stage',
      stage: 'candidate-move',
      reject: 'candidate-reject',
      place: 'candidate-place',
    }[action];
    await this.candidatePage.getByTestId(button).click();
    await expect(this.dialog).toBeVisible();
    await fill();
    await this.dialog.getByTestId('candidate-action-confirm').click();
    await expect(this.dialog).toBeHidden();
  }
}

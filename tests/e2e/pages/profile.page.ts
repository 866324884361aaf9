import { expect, type Page } from '@playwright/test';

/** /userprofile: the sections, their forms and the summary. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  get screen() {
    return this.page.getByTestId('profile');
  }

  section(id: string) {
    return this.page.getByTestId(`profile-${id}`);
  }

  field(name: string) {
    return this.page.getByTestId(`profile-field-${name}`);
  }

  get completeness() {
    return this.page.getByTestId('profile-completeness');
  }

  get employability() {
    return this.page.getByTestId('profile-employability');
  }

  /** Opens a section's form unless it is open already (a section never saved opens as its form). */
  /** Opens a section for editing, unless it is open already (an empty section starts open). */
  async edit(id: string) {
    const button = this.page.getByTestId(`profile-${id}-edit`);
    const save = this.page.getByTestId(`profile-${id}-save`);
    // The section may still be loading (the dashboard draws it when scrolled to): wait for either mode.
    await expect(button.or(save).first()).toBeVisible();
    if (await button.isVisible()) await button.click();
    await expect(save).toBeVisible();
  }

  async save(id: string) {
    await this.page.getByTestId(`profile-${id}-save`).click();
  }

  /** Chooses a place in one of the cascading lookups by typing part of its name (the server searches). */
  async pickRegion(level: 'country' | 'state' | 'city' | 'suburb', typed: string, name: string) {
    const input = this.page.getByTestId(`profile-${level}`);
    await expect(input).toBeEnabled();
    await input.click();
    await input.fill(typed);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(input).toHaveValue(name);
  }

  async chooseSelect(name: string, optionTestId: string) {
    await this.field(name).click();
    await this.page.getByTestId(optionTestId).click();
  }
}

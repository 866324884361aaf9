import { expect, type Locator, type Page } from '@playwright/test';

/** /hire-from-us, /corporate-enquiries and /college-list with a college's members (issue 13 item 4). */
export class PartnersPage {
  constructor(private readonly page: Page) {}

  async sendEnquiry(companyName: string, email: string) {
    await expect(this.page.getByTestId('hire-from-us')).toBeVisible();
    await this.page.getByTestId('enquiry-company').fill(companyName);
    await this.page.getByTestId('enquiry-contact').fill('Kavita Rao');
    await this.page.getByTestId('enquiry-email').fill(email);
    await this.page.getByTestId('enquiry-phone').fill('9820033445');
    await this.page
      .getByTestId('enquiry-message')
      .fill('Five credit analysts for Pune, starting next quarter.');
    await this.page.getByTestId('enquiry-submit').click();
  }

  enquiryGrid(): Locator {
    return this.page.getByTestId('corporate-enquiry-grid');
  }

  enquiryRow(companyName: string): Locator {
    return this.enquiryGrid().getByRole('row').filter({ hasText: companyName });
  }

  /** Searches for one company's enquiry and waits for the grid to hold only it. */
  async searchEnquiries(companyName: string) {
    await this.page.getByTestId('enquiry-search').fill(companyName);
    await this.page.getByTestId('enquiry-search-submit').click();
    // The newest enquiry is already on screen before the search answers; a click then can be lost to the
    // grid redrawing with the answer, so the test waits for the answer (the one matching row) first.
    await expect(this.enquiryGrid().locator('[data-rowindex]')).toHaveCount(1);
    await expect(this.enquiryRow(companyName)).toBeVisible();
  }

  async followUp(companyName: string, status: string, notes: string) {
    const statusField = this.page.getByTestId('enquiry-status');
    await expect(async () => {
      if (!(await statusField.isVisible())) {
        await this.enquiryRow(companyName).getByRole('button', { name: 'Follow up' }).click();
      }
      await expect(statusField).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await statusField.click();
    await this.page.getByRole('option', { name: status }).click();
    await this.page.getByTestId('enquiry-notes').fill(notes);
    await this.page.getByTestId('enquiry-save').click();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  async addCollege(name: string) {
    await this.page.getByTestId('add-college').click();
    await expect(this.page.getByTestId('college-form')).toBeVisible();
    await this.page.getByTestId('college-name').fill(name);
    await this.page.getByTestId('college-city').fill('Indore');
    await this.page.getByTestId('college-contactName').fill('Training and Placement Cell');
    await this.page.getByTestId('college-contactEmail').fill('tpo@indorecommerce.example');
    await this.page.getByTestId('college-contactPhone').fill('9820077889');
    await this.page.getByTestId('college-submit').click();
  }

  async addMember(email: string) {
    await this.page.getByTestId('member-email').fill(email);
    await this.page.getByTestId('member-add').click();
  }

  members(): Locator {
    return this.page.getByTestId('college-members');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/**
 * A bulk upload screen (`001 §2` screen 8): /uploadPayment by default, or another kind's screen by its
 * data-testid and the gateway route its file goes to.
 */
export class UploadsPage {
  constructor(
    private readonly page: Page,
    private readonly testId = 'upload-payment',
    private readonly route = '/uploads/payment',
  ) {}

  screen(): Locator {
    return this.page.getByTestId(this.testId);
  }

  failures(): Locator {
    return this.page.getByTestId('upload-failures');
  }

  failureRows(): Locator {
    return this.failures().locator('[data-rowindex]');
  }

  /** Picks the file (its bytes given here) and uploads it; waits for the gateway's answer. */
  async upload(name: string, bytes: Buffer) {
    await this.page
      .getByTestId('upload-file-input')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
    await expect(this.page.getByTestId('upload-file-name')).toHaveText(name);
    const answered = this.page.waitForResponse((response) => response.url().endsWith(this.route));
    await this.page.getByTestId('upload-submit').click();
    await answered;
  }

  async expectSummary(total: number, uploaded: number, failed: number, duplicates: number) {
    await expect(this.page.getByTestId('upload-total')).toHaveText(`Total Records: ${total}`);
    await expect(this.page.getByTestId('upload-success')).toHaveText(`Successfully Uploaded: ${uploaded}`);
    await expect(this.page.getByTestId('upload-failed')).toHaveText(`Failed: ${failed}`);
    await expect(this.page.getByTestId('upload-duplicates')).toHaveText(`Already Uploaded: ${duplicates}`);
  }

  /** The file is cleared after a result (`001 §4`). */
  async expectFileCleared() {
    await expect(this.page.getByTestId('upload-file-name')).toHaveCount(0);
  }

  /** Clicks Export and reads the downloaded workbook: its sheets' names and row counts. */
  async exportSheets(): Promise<Array<{ name: string; rows: number }>> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('upload-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-\d{2}-\d{2}-\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    return workbook.worksheets.map((sheet) => ({ name: sheet.name, rows: sheet.rowCount }));
  }
}

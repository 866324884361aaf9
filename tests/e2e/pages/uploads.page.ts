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

  progress(): Locator {
    return this.page.getByTestId('upload-progress');
  }

  /**
   * Picks the file (its bytes given here) and uploads it. The gateway answers at once with the upload's
   * job (issue 25); the screen shows its progress and polls /uploads/progress/<id> until the job ends.
   * Waits for that: the job's answer, its progress shown, then the progress gone (the result drawn).
   */
  async upload(name: string, bytes: Buffer, mimeType = 'text/csv') {
    await this.page.getByTestId('upload-file-input').setInputFiles({ name, mimeType, buffer: bytes });
    await expect(this.page.getByTestId('upload-file-name')).toHaveText(name);
    const queued = this.page.waitForResponse(
      (response) => response.url().endsWith(this.route) && response.request().method() === 'POST',
    );
    await this.page.getByTestId('upload-submit').click();
    const job = (await (await queued).json()) as { job: { uploadId: number } | null };
    expect(job.job, 'the upload answers with its job').not.toBeNull();
    // A large file takes a while: the bar and its rows done of total stay until the job ends.
    await expect(this.progress()).toHaveCount(0, { timeout: 120_000 });
  }

  /** The job's progress as the screen words it: 'Recording the rows: <done> of <total>'. */
  progressText(): Locator {
    return this.page.getByTestId('upload-progress-text');
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

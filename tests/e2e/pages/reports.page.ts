import { expect, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** A staff report (issue 14 item 4): the grid, its filters in the URL, and the spreadsheet export. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  report(): Locator {
    return this.page.getByTestId('report-page');
  }

  /** The report's heading: a menu click changes the address before the new report has rendered. */
  heading(title: string): Locator {
    return this.report().getByRole('heading', { level: 1, name: title });
  }

  rows(): Locator {
    return this.page.getByTestId('report-grid').locator('[data-rowindex]');
  }

  async search(text: string) {
    await this.page.getByTestId('report-search').fill(text);
    await this.page.getByTestId('report-search-submit').click();
  }

  /** Exports and waits for the browser's download. */
  async export(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('report-export').click();
    return download;
  }

  /** The first sheet's header row of a downloaded .xlsx. */
  async headerOf(download: Download): Promise<unknown[]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
  }

  async expectGridInsideWindow() {
    const box = await this.page.getByTestId('report-grid').boundingBox();
    const width = this.page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width + 1).toBe(true);
  }
}

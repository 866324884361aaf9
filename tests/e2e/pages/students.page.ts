import type { Download, Locator, Page } from '@playwright/test';

/** The staff Student Section (/studentSection) and document downloads (/download-documents). */
export class StudentsPage {
  constructor(private readonly page: Page) {}

  section(): Locator {
    return this.page.getByTestId('student-section');
  }

  grid(): Locator {
    return this.page.getByTestId('student-grid');
  }

  /** A grid row by the learner's e-mail (the grid's body rows carry their index). */
  row(email: string): Locator {
    return this.grid().locator('[data-rowindex]').filter({ hasText: email });
  }

  async search(text: string) {
    await this.page.getByTestId('student-search').fill(text);
    await this.page.getByTestId('student-search-submit').click();
  }

  async select(email: string) {
    await this.row(email).getByRole('checkbox').check();
  }

  zipButton(): Locator {
    return this.page.getByTestId('download-resumes');
  }

  skippedNote(): Locator {
    return this.page.getByTestId('resume-zip-skipped');
  }

  /** Clicks a control that starts a download, and answers the download with its bytes. */
  async downloadBy(click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, bytes: Buffer.concat(chunks) };
  }

  downloadZip() {
    return this.downloadBy(() => this.zipButton().click());
  }

  downloads(): Locator {
    return this.page.getByTestId('download-documents');
  }

  async downloadById(documentId: string) {
    await this.page.getByTestId('document-id').fill(documentId);
    await this.page.getByTestId('document-id-download').click();
  }

  async showDocumentsOf(studentId: number) {
    await this.page.getByTestId(`show-documents-${studentId}`).click();
  }

  learnerDocuments(): Locator {
    return this.page.getByTestId('learner-documents');
  }
}

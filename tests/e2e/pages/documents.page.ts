import type { Download, Page } from '@playwright/test';

/** /my-documents (and the /userprofile section): upload, the list, downloads and the resume. */
export class DocumentsPage {
  constructor(private readonly page: Page) {}

  get screen() {
    return this.page.getByTestId('my-documents');
  }

  get section() {
    return this.page.getByTestId('profile-documents');
  }

  get uploadError() {
    return this.page.getByTestId('document-upload-error');
  }

  row(fileName: string) {
    return this.page.getByTestId('document-row').filter({ hasText: fileName });
  }

  /** Picks the type and the file (bytes given here, any name), then Upload. */
  async upload(typeLabel: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByRole('combobox', { name: 'Document type' }).click();
    await this.page.getByRole('option', { name: typeLabel }).click();
    await this.page.getByTestId('document-file').setInputFiles(file);
    await this.page.getByTestId('document-upload-submit').click();
  }

  /** Clicks a control that starts a download, and answers the download with its bytes. */
  async downloadBy(click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, bytes: Buffer.concat(chunks) };
  }

  downloadRow(fileName: string) {
    return this.downloadBy(() => this.row(fileName).getByTestId('document-download').click());
  }

  downloadResume() {
    return this.downloadBy(() => this.page.getByTestId('resume-download').click());
  }

  async delete(fileName: string) {
    await this.row(fileName).getByTestId('document-delete').click();
    await this.page.getByTestId('document-delete-dialog-confirm').click();
  }
}

import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { samplePdf } from '@finx/rest-api/testing';
import { DocumentsPage } from './pages/documents.page';
import { AppLayout } from './pages/layout.page';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

test('at 1366 px the learner uploads a resume PDF, downloads it, is refused a fake file, gets the resume PDF and deletes', async ({
  page,
  signedInLearner: _,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const layout = new AppLayout(page);
  const documents = new DocumentsPage(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'My Documents' }).click();
  await expect(layout.drawn('learner', '/my-documents')).toBeVisible();
  await expect(documents.section).toBeVisible();

  const name = `cv-${Date.now()}.pdf`;
  await documents.upload('Resume', { name, mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(documents.row(name)).toBeVisible();
  await expect(documents.row(name)).toContainText('Resume');
  await expect(documents.uploadError).toBeHidden();

  const mine = await documents.downloadRow(name);
  expect(mine.download.suggestedFilename()).toBe(name);
  expect(mine.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A text file dressed as a PDF: the server reads the bytes and refuses it with the spec's message.
  const fake = `fake-${Date.now()}.pdf`;
  await documents.upload('Certificate', {
    name: fake,
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is not a PDF, whatever its name says.'),
  });
  await expect(documents.uploadError).toHaveText('Invalid File Format');
  await expect(documents.row(fake)).toHaveCount(0);

  const resume = await documents.downloadResume();
  const { firstName, lastName } = DEMO_ACCOUNTS.learner;
  expect(resume.download.suggestedFilename()).toBe(`Resume-${firstName}-${lastName}.pdf`);
  expect(resume.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await documents.delete(name);
  await expect(documents.row(name)).toHaveCount(0);
  await layout.expectNoHorizontalScroll('/my-documents at 1366 px');
});

test('at 390 px My Documents is reachable from the menu and fits the screen', async ({
  page,
  signedInLearner: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new AppLayout(page);
  const documents = new DocumentsPage(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'My Documents' }).click();
  await expect(documents.section).toBeVisible();
  await expect(page.getByTestId('resume-download')).toBeVisible();
  await expect(page.getByTestId('document-upload-submit')).toBeVisible();
  await layout.expectNoHorizontalScroll('/my-documents at 390 px');
});

import { DocumentType, Text } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { samplePdf } from '@finx/rest-api/testing';
import { AppLayout } from './pages/layout.page';
import { StudentsPage } from './pages/students.page';
import { expect, test } from './support/fixtures';
import { apiSession, signInAs } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

// Learners of their own: two upload a resume, one has no documents at all.
const [first, second] = [LOAD_LEARNERS[34]!, LOAD_LEARNERS[35]!];
const withoutDocuments = LOAD_LEARNERS[30]!;

/** A learner uploads a resume from a machine of their own, through the gateway's upload route. */
async function uploadResume(baseURL: string, email: string) {
  const learner = await apiSession(baseURL, email);
  const sent = await learner.post('/documents/upload', {
    headers: {
      'content-type': 'application/octet-stream',
      'x-document-type': DocumentType.RESUME,
      'x-file-name': 'resume.pdf',
    },
    data: samplePdf(),
  });
  expect(sent.status(), `${email} uploads a resume`).toBe(200);
  await learner.dispose();
}

test('admin filters the Student Section, is told to select, zips two resumes and downloads the zip (1366 px)', async ({
  page,
  baseURL,
}) => {
  await uploadResume(baseURL!, first.email);
  await uploadResume(baseURL!, second.email);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'admin');
  const layout = new AppLayout(page);
  const students = new StudentsPage(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Student Section' }).click();
  await expect(students.section()).toBeVisible();

  // Nothing selected: the spec's message, and no zip.
  await students.zipButton().click();
  await expect(page.getByText(Text.PLEASE_SELECT_CANDIDATE)).toBeVisible();

  await students.search('Learner3');
  await expect(page).toHaveURL(/q=Learner3/);
  await expect(students.row(first.email)).toBeVisible();
  await expect(students.row(second.email)).toBeVisible();
  await expect(students.row(first.email).getByTestId(`resume-download-${first.userId}`)).toBeVisible();
  await students.select(first.email);
  await students.select(second.email);
  await expect(students.zipButton()).toContainText('(2)');

  const zip = await students.downloadZip();
  expect(zip.download.suggestedFilename()).toBe('Resumes.zip');
  expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.bytes.includes(Buffer.from(`- ${first.userId}.pdf`))).toBe(true);
  expect(zip.bytes.includes(Buffer.from(`- ${second.userId}.pdf`))).toBe(true);
  await expect(students.skippedNote()).toBeHidden();
  await page.screenshot({ path: '/tmp/student-section-1366.png', fullPage: true });
  await layout.expectNoHorizontalScroll('/studentSection at 1366 px');
});

test('ops open /download-documents: a learner without documents and an unknown id say No document available (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'ops');
  const layout = new AppLayout(page);
  const students = new StudentsPage(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Download Documents' }).click();
  await expect(students.downloads()).toBeVisible();

  await students.downloadById('00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('download-documents').getByText(Text.NO_DOCUMENT).first()).toBeVisible();

  await page.getByTestId('document-learner-search').fill(withoutDocuments.email);
  await page.getByTestId('document-learner-search-submit').click();
  await students.showDocumentsOf(withoutDocuments.userId);
  await expect(students.learnerDocuments()).toContainText(Text.NO_DOCUMENT);
  await page.screenshot({ path: '/tmp/download-documents-390.png', fullPage: true });
  await layout.expectNoHorizontalScroll('/download-documents at 390 px');
});

test('the Student Section fits a phone (390 px) and is reachable from the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  const layout = new AppLayout(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Student Section' }).click();
  await expect(new StudentsPage(page).section()).toBeVisible();
  await page.screenshot({ path: '/tmp/student-section-390.png', fullPage: true });
  await layout.expectNoHorizontalScroll('/studentSection at 390 px');
});

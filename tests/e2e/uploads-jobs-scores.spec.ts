import { JOB_UPLOAD_COLUMNS, PROFILE_SCORE_UPLOAD_COLUMNS, Text, UploadRoute } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { JobsStaffPage } from './pages/jobs-staff.page';
import { AppLayout } from './pages/layout.page';
import { UploadsPage } from './pages/uploads.page';
import { UsersPage } from './pages/users.page';
import { signInAs } from './support/sign-in';
import { expect, test } from './support/fixtures';

const csv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer =>
  Buffer.from(`${rows.map((row) => row.join(',')).join('\n')}\n`);

/** A jobs file: one good job (its title unique per width) and one in a city nobody lists. */
const jobsCsv = (title: string): Buffer => {
  const job = (jobTitle: string, locations: string) => [
    jobTitle,
    'Kotak Mahindra Bank',
    'Credit and Underwriting',
    'Appraise retail loan files and write the credit notes for the committee.',
    'Excel; Credit Appraisal',
    locations,
    1,
    3,
    '',
    '',
    'Full time',
    2,
    '31/12/2030',
  ];
  return csv([[...JOB_UPLOAD_COLUMNS], job(title, 'Mumbai; Pune'), job(`${title} II`, 'Atlantis')]);
};

// Each width scores a learner of its own (a profile score changes nothing else they show).
const WIDTHS = [
  { width: 1366, height: 900, learner: LOAD_LEARNERS[20]! },
  { width: 390, height: 844, learner: LOAD_LEARNERS[21]! },
] as const;

for (const { width, height, learner } of WIDTHS) {
  test(`ops uploads a jobs file from /job-list: the good job is listed, the unknown city explained; twice adds nothing (${width} px)`, async ({
    page,
  }) => {
    // Two uploads, each row through the job form's path, then the list: more than a default test.
    test.slow();
    const title = `Bulk Credit Officer ${width}`;
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const jobs = new JobsStaffPage(page);
    const uploads = new UploadsPage(page, 'upload-jobs', UploadRoute.JOBS);
    await signInAs(page, 'ops');
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Job List' }).click();
    await expect(jobs.list).toBeVisible();
    await layout.closeMenu();
    await jobs.bulkUpload.click();
    await expect(uploads.screen()).toBeVisible();

    const file = jobsCsv(title);
    await uploads.upload('jobs.csv', file);
    await expect(page.getByText(Text.UPLOAD_PARTIAL)).toBeVisible();
    await uploads.expectSummary(2, 1, 1, 0);
    await expect(uploads.failures().getByRole('columnheader', { name: 'Job Title' })).toBeVisible();
    await expect(uploads.failureRows().first()).toContainText('"Atlantis" is not a known name');
    await page.screenshot({ path: `/tmp/uploads-jobs-${width}.png`, fullPage: true });
    await layout.expectNoHorizontalScroll(`/job-bulk-upload at ${width} px`);

    await uploads.upload('jobs.csv', file);
    await uploads.expectSummary(2, 0, 1, 1);

    await page.getByTestId('job-list-link').click();
    await expect(jobs.gridRow(title)).toHaveCount(1);
  });

  test(`admin uploads profile scores from the sidebar; the latest shows on /user-list; twice adds nothing (${width} px)`, async ({
    page,
  }) => {
    // Two uploads and the user list after them.
    test.slow();
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const uploads = new UploadsPage(page, 'upload-profile-score', UploadRoute.PROFILE_SCORE);
    const users = new UsersPage(page);
    await signInAs(page, 'admin');
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Profile Score Upload' }).click();
    await expect(uploads.screen()).toBeVisible();
    await layout.closeMenu();

    const file = csv([
      [...PROFILE_SCORE_UPLOAD_COLUMNS],
      ['Learner', learner.email, '', 62, '10/01/2026', 'Mock interview'],
      ['Learner', '', learner.mobile!, 74.5, '20/02/2026', 'Mock interview'],
      ['Nobody', `nobody.${width}@finx.test`, '', 50, '20/02/2026', ''],
    ]);
    await uploads.upload('scores.csv', file);
    await expect(page.getByText(Text.UPLOAD_PARTIAL)).toBeVisible();
    await uploads.expectSummary(3, 2, 1, 0);
    await expect(uploads.failureRows()).toHaveCount(1);
    await page.screenshot({ path: `/tmp/uploads-scores-${width}.png`, fullPage: true });
    await layout.expectNoHorizontalScroll(`/profile-score-upload at ${width} px`);

    await uploads.upload('scores.csv', file);
    await uploads.expectSummary(3, 0, 1, 2);

    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Users', exact: true }).click();
    await expect(users.list()).toBeVisible();
    await layout.closeMenu();
    await users.search(learner.email);
    await expect(users.profileScore(learner.email)).toHaveText('74.5 (20/02/2026)');
  });
}

import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, JOB_SEEKER } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { HomePage } from './pages/home.page';
import { JobsPage } from './pages/jobs.page';
import { JobsStaffPage } from './pages/jobs-staff.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchForServerErrors } from './support/no-server-errors';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

/** The learner works in a browser of their own while ops keep theirs open. */
async function learnerBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const errors = watchForServerErrors(page);
  const home = new HomePage(page);
  await home.open();
  await home.logIn(JOB_SEEKER.email, DEMO_PASSWORD);
  await expect(new AppLayout(page).drawn('learner', '/studentDashboard')).toBeVisible();
  return { page, close: async () => (errors.assertNone(), await context.close()) };
}

/** The learner's applied list shows the application at this stage. */
async function expectLearnerStage(page: Page, jobId: number, stage: string, status: string) {
  const jobs = new JobsPage(page);
  await page.goto('/jobs/applied');
  const application = jobs.application(jobId);
  await expect(application.getByTestId('application-current-stage')).toHaveText(stage);
  await expect(application.getByTestId('application-status')).toHaveText(status);
}

// A new job each run (its title carries the time), so a retry on the same database starts clean.
test('ops post a job with a questionnaire, the jobseeker applies, and ops take them through every stage to placement', async ({
  page,
  home,
  browser,
  baseURL,
}) => {
  const title = `E2E Credit Officer ${Date.now()}`;
  const layout = new AppLayout(page);
  const staff = new JobsStaffPage(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await home.open('/opsAdminLogin');
  await home.logIn(DEMO_ACCOUNTS.ops.email, DEMO_PASSWORD);
  await expect(layout.drawn('staff', '/ops-dashboard')).toBeVisible();

  // The job list from the menu, then Add job.
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Job List' }).click();
  await expect(layout.drawn('staff', '/job-list')).toBeVisible();
  await expect(staff.grid.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/job-list');
  await staff.list.getByTestId('staff-job-add').click();
  await expect(layout.drawn('staff', '/add-job')).toBeVisible();

  // The form: the domain's rules refuse an empty job on its fields, then a whole job is posted.
  await expect(staff.form.getByTestId('staff-stage')).toHaveCount(7);
  await staff.form.getByTestId('staff-job-save').click();
  await expect(staff.form).toContainText('A title of 3 to 120 characters');
  await staff.form.getByTestId('staff-job-title').fill(title);
  await staff.choose('staff-job-corporateId');
  await staff.form
    .getByTestId('staff-job-description')
    .fill('Appraise MSME credit proposals and follow the accounts after disbursal.');
  await staff.choose('staff-job-jobFunctionId');
  await staff.pick('keySkillIds');
  await staff.pick('locationIds', 'Mumbai');
  await staff.addQuestion(0, { text: 'Years of credit experience', type: 'Number' });
  await staff.addQuestion(1, {
    text: 'Preferred shift',
    type: 'One choice',
    options: ['Morning', 'Evening'],
  });
  await expectNoSeriousA11yViolations(page, '/add-job, filled');
  await page.screenshot({ path: test.info().outputPath('add-job-1366.png'), fullPage: true });
  await staff.form.getByTestId('staff-job-save').click();
  await expect(page.getByText('Job posted')).toBeVisible();
  await expect(page).toHaveURL(/\/jobDetails\/\d+$/);
  const jobId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(staff.details.getByTestId('staff-job-title')).toHaveText(title);
  await expect(staff.stageCount('Applied').getByTestId('staff-stage-in-progress')).toHaveText('0');

  // The jobseeker finds it, answers the questionnaire and sees it applied.
  const learner = await learnerBrowser(browser, baseURL ?? '');
  const jobs = new JobsPage(learner.page);
  await learner.page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await jobs.card(title).getByTestId('job-card-link').click();
  await jobs.applyButton.click();
  await jobs.question(0).fill('3');
  await jobs.question(1).getByRole('radio', { name: 'Evening' }).check();
  await jobs.applyForm.getByTestId('job-apply-submit').click();
  await expect(jobs.applyForm).toBeHidden();
  await expect(jobs.applicationStatus).toHaveText('Applied');
  await expectLearnerStage(learner.page, jobId, 'Applied', 'In progress');

  // Ops see the candidate with their answers and move them on.
  await page.reload();
  await expect(staff.stageCount('Applied').getByTestId('staff-stage-in-progress')).toHaveText('1');
  await expect(staff.candidates).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, '/jobDetails/:id');
  await staff.candidates.first().getByTestId('candidate-link').click();
  await expect(staff.candidatePage).toBeVisible();
  const candidateUrl = page.url();
  await expect(staff.candidatePage.getByTestId('candidate-answers')).toContainText('Evening');
  await expect(staff.candidateStage).toHaveText('Applied');

  for (const stage of ['Screening', 'Assessment', 'Interview round 1']) {
    await staff.act('next');
    await expect(page.getByText(`Moved to ${stage}`)).toBeVisible();
    await expect(staff.candidateStage).toHaveText(stage);
  }
  await expectLearnerStage(learner.page, jobId, 'Interview round 1', 'In progress');

  await staff.act('stage', () => staff.choose('candidate-stage-select', 'Interview round 2'));
  await expect(staff.candidateStage).toHaveText('Interview round 2');
  await staff.act('next');
  await expect(staff.candidateStage).toHaveText('Offer');
  await staff.candidatePage.getByTestId('candidate-place').click();
  await staff.dialog.getByTestId('candidate-joining-date').fill('31/02/2031');
  await staff.dialog.getByTestId('candidate-ctc').fill('650000');
  await staff.dialog.getByTestId('candidate-action-confirm').click();
  await expect(staff.dialog).toContainText('Enter the joining date as DD/MM/YYYY');
  await expectNoSeriousA11yViolations(page, 'the placement dialog with an error');
  await staff.dialog.getByTestId('candidate-joining-date').fill('01/03/2031');
  await staff.dialog.getByTestId('candidate-action-confirm').click();
  await expect(page.getByText('Placement recorded')).toBeVisible();
  await expect(staff.candidateStage).toHaveText('Placed');
  await expect(staff.candidateStatus).toHaveText('Placed');
  await expect(staff.candidatePage.getByTestId('candidate-history-entry')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page, '/candidate-details');

  await expectLearnerStage(learner.page, jobId, 'Placed', 'Placed');
  await learner.close();

  // The counts follow: one placed at Placed.
  await staff.candidatePage.getByTestId('candidate-job-link').click();
  await expect(staff.stageCount('Placed').getByTestId('staff-stage-in-progress')).toHaveText('1');
  await expect(staff.stageCount('Applied').getByTestId('staff-stage-in-progress')).toHaveText('0');
  await page.screenshot({ path: test.info().outputPath('job-details-1366.png'), fullPage: true });

  // At 390 px the list and the candidate fit the screen; the grid scrolls inside its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/job-list');
  await expect(staff.grid.getByRole('row').nth(1)).toBeVisible();
  await layout.expectNoHorizontalScroll('/job-list at 390 px');
  await page.screenshot({ path: test.info().outputPath('job-list-390.png'), fullPage: true });
  await page.goto('/add-job');
  await expect(staff.form).toBeVisible();
  await layout.expectNoHorizontalScroll('/add-job at 390 px');
  await page.screenshot({ path: test.info().outputPath('add-job-390.png'), fullPage: true });
  await page.goto(candidateUrl);
  await expect(staff.candidatePage).toBeVisible();
  await layout.expectNoHorizontalScroll('/candidate-details at 390 px');
  await expectNoSeriousA11yViolations(page, '/candidate-details at 390 px');
  await page.screenshot({ path: test.info().outputPath('candidate-390.png'), fullPage: true });
});

import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, JOB_SEEKER } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { JobsPage } from './pages/jobs.page';
import { JobsStaffPage } from './pages/jobs-staff.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchForServerErrors } from './support/no-server-errors';
import { signInAs, signIn } from './support/sign-in';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

/** The learner works in a browser of their own while ops keep theirs open. */
async function learnerBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const errors = watchForServerErrors(page);
  await signIn(page, JOB_SEEKER.email);
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
  browser,
  baseURL,
}) => {
  const title = `E2E Credit Officer ${Date.now()}`;
  const layout = new AppLayout(page);
  const staff = new JobsStaffPage(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, DEMO_ACCOUNTS.ops.email);
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

  // Ops invite the candidate to the interview; the learner accepts on the applied list.
  await staff.candidatePage.getByTestId('candidate-invite').click();
  const invite = page.getByTestId('invite-dialog');
  await staff.choose('invite-stage-select', 'Interview round 1');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = `${tomorrow.toISOString().slice(0, 10)}T11:30`;
  await invite.getByTestId('invite-at').fill(local);
  await invite.getByTestId('invite-details').fill('Panel room 2, Demo Bank, Fort, Mumbai');
  await invite.getByTestId('extra-dialog-confirm').click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(staff.candidatePage.getByTestId('candidate-invitation-response')).toHaveText('No answer yet');
  await expectNoSeriousA11yViolations(page, '/candidate-details with the extras');

  await learner.page.reload();
  const invitation = jobs.application(jobId).getByTestId('application-invitation');
  await expect(invitation).toContainText('Interview round 1');
  await expect(invitation).toContainText('Panel room 2');
  await invitation.getByTestId('application-invitation-accept').click();
  await expect(invitation.getByTestId('application-invitation-response')).toHaveText('You accepted');
  await expectNoSeriousA11yViolations(learner.page, '/jobs/applied with an invitation');
  await learner.page.setViewportSize({ width: 390, height: 844 });
  await new AppLayout(learner.page).expectNoHorizontalScroll('/jobs/applied at 390 px');
  await learner.page.screenshot({
    path: test.info().outputPath('applied-invitation-390.png'),
    fullPage: true,
  });

  // Ops see the answer and rate the interview.
  await page.reload();
  await expect(staff.candidatePage.getByTestId('candidate-invitation-response')).toHaveText('Accepted');
  await staff.candidatePage.getByTestId('candidate-rate').click();
  const rate = page.getByTestId('rate-dialog');
  await staff.choose('rate-stage-select', 'Interview round 1');
  // The fourth star, as a pointer picks it (the radio inputs themselves are visually hidden).
  await rate.getByTestId('rate-stars').locator('label').nth(3).click();
  await expect(rate.getByLabel('4 Stars')).toBeChecked();
  await rate.getByTestId('rate-feedback').fill('Sound on MSME cash-flow appraisal');
  await rate.getByTestId('extra-dialog-confirm').click();
  await expect(page.getByText('Rating saved')).toBeVisible();
  await expect(staff.candidatePage.getByTestId('candidate-rating')).toContainText('Sound on MSME cash-flow');

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
  // The Placed stage and the status Placed show as one chip (issue 28 item 9), not 'Placed · Placed'.
  await expect(staff.candidateStage).toHaveCount(0);
  await expect(staff.candidateStatus).toHaveText('Placed');
  await expect(staff.candidatePage.getByTestId('candidate-history-entry')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page, '/candidate-details');

  await expectLearnerStage(learner.page, jobId, 'Placed', 'Placed');
  // The learner's history names every stage they went through, in order.
  await expect(
    new JobsPage(learner.page).application(jobId).getByTestId('application-history'),
  ).toContainText(/Applied.*Screening.*Assessment.*Interview round 1.*Interview round 2.*Offer.*Placed/);
  await learner.close();

  // The counts follow: one placed at Placed.
  await staff.candidatePage.getByTestId('candidate-job-link').click();
  await expect(staff.stageCount('Placed').getByTestId('staff-stage-in-progress')).toHaveText('1');
  await expect(staff.stageCount('Applied').getByTestId('staff-stage-in-progress')).toHaveText('0');
  await page.screenshot({ path: test.info().outputPath('job-details-1366.png'), fullPage: true });

  // The export downloads the .xlsx with the four sheets of `001 §9`.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    staff.details.getByTestId('staff-job-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'Participant Details',
    'Candidate Job Details',
    'Candidate Course Details',
    'Candidate Rating Details',
  ]);

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

  // Every job's candidates, from the menu, filtered to this job.
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Candidate Details' }).click();
  await expect(page.getByTestId('staff-candidate-list')).toBeVisible();
  await expect(page.getByTestId('staff-candidate').first()).toBeVisible();
  await page.goto(`/candidate-details?job=${jobId}`);
  await expect(page.getByTestId('staff-candidate')).toHaveCount(1);
  await layout.expectNoHorizontalScroll('/candidate-details (list) at 390 px');
  await expectNoSeriousA11yViolations(page, '/candidate-details (list) at 390 px');
  await page.screenshot({ path: test.info().outputPath('candidate-list-390.png'), fullPage: true });
});

test('the college officer sees their students’ applications and one’s history', async ({ page }) => {
  const layout = new AppLayout(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'college');
  const applicants = page.getByTestId('college-applicants');
  // The seeded job seeker (a student of the demo college) has applications across jobs.
  await expect(
    applicants.getByTestId('college-applicant').filter({ hasText: JOB_SEEKER.firstName }).first(),
  ).toBeVisible();
  await expect(
    applicants
      .getByTestId('college-applicant-job')
      .filter({ hasText: 'Relationship Manager - Retail Banking' })
      .first(),
  ).toBeVisible();
  await layout.expectNoHorizontalScroll('/collegeDashboard at 390 px');
  await expectNoSeriousA11yViolations(page, '/collegeDashboard at 390 px');
  await page.screenshot({ path: test.info().outputPath('college-applicants-390.png'), fullPage: true });
  // Checked last: once the dialog closes, the focused button's ripple pulses, which the axe helper awaits.
  await applicants
    .getByTestId('college-applicant')
    .filter({ hasText: 'Relationship Manager - Retail Banking' })
    .first()
    .getByTestId('college-applicant-history')
    .click();
  await expect(page.getByTestId('college-history').getByRole('listitem').first()).toContainText('Applied');
  await expectNoSeriousA11yViolations(page, '/collegeDashboard, an application’s history');
});

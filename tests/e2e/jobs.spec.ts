import { JobAnswerMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_JOB_IDS, JOB_SEEKER, JOB_SEEKER_REJECTION } from '@finx/rest-api';
import { CreateJobDocument, StaffJobDocument } from '../../client/src/graphql/generated/graphql';
import { AppLayout } from './pages/layout.page';
import { JobsPage } from './pages/jobs.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { graphqlAs } from './support/graphql';
import { apiSession, signIn } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

/**
 * Ops post a copy of the seeded KYC Analyst job (its skills, locations and questionnaire) under a title
 * of this attempt's own: the jobseeker has never applied to it, on a first attempt or on a retry against
 * the same database, so the test always goes through applying.
 */
async function freshKycAnalystJob(baseURL: string): Promise<{ jobId: number; title: string }> {
  const ops = await apiSession(baseURL, DEMO_ACCOUNTS.ops.email);
  try {
    const seeded = (await graphqlAs(ops, StaffJobDocument, { jobId: DEMO_JOB_IDS.kycAnalyst })).data
      ?.staffJob;
    expect(seeded?.title).toBe('KYC Analyst');
    const title = `KYC Analyst ${Date.now()}`;
    const created = await graphqlAs(ops, CreateJobDocument, {
      input: {
        title,
        corporateId: seeded!.corporateId,
        description: seeded!.description,
        jobFunctionId: seeded!.jobFunctionId,
        keySkillIds: seeded!.keySkillIds,
        locationIds: seeded!.locationIds,
        minExperience: seeded!.minExperience,
        maxExperience: seeded!.maxExperience,
        salaryMin: seeded!.salaryMin,
        salaryMax: seeded!.salaryMax,
        employmentType: seeded!.employmentType,
        openings: seeded!.openings,
        closesOn: seeded!.closesOn,
        recommendedProductId: seeded!.recommendedProductId,
        questions: seeded!.questions.map(({ text, answerType, options, required }) => ({
          text,
          answerType,
          options,
          required,
        })),
      },
    });
    expect(created.data?.createJob.userErrors).toEqual([]);
    return { jobId: created.data!.createJob.job!.jobId, title };
  } finally {
    await ops.dispose();
  }
}

test('the jobseeker filters jobs, answers a questionnaire, applies and follows the applications at 1366 px', async ({
  page,
  baseURL,
}) => {
  const job = await freshKycAnalystJob(baseURL ?? '');
  await page.setViewportSize({ width: 1366, height: 800 });
  const layout = new AppLayout(page);
  const jobs = new JobsPage(page);
  await signIn(page, JOB_SEEKER.email);
  await expect(layout.drawn('learner', '/studentDashboard')).toBeVisible();

  // Jobs from the header, with its info toast (the first time this visit) and its count badge.
  await expect(layout.headerNav().getByTestId('header-job-count')).toHaveText(/^\d+$/);
  await layout.headerNav().getByRole('link', { name: 'Jobs' }).click();
  await expect(layout.drawn('learner', '/jobs')).toBeVisible();
  // The toast's words are the client's own (learner-links.ts jobsToast): the open roles not applied to.
  await expect(page.getByText(/^\d+ open roles? you have not applied to yet/)).toBeVisible();
  await expect(jobs.cards.first()).toBeVisible();

  // A skill and a location go into the URL, narrow the list, and stay after a reload.
  await jobs.pick('skills', 'KYC and AML');
  await expect(page).toHaveURL(/skills=\d+/);
  await jobs.pick('locations', 'Mumbai');
  await expect(page).toHaveURL(/locations=\d+/);
  await expect(jobs.card('KYC Analyst')).toBeVisible();
  await expect(jobs.card(job.title)).toBeVisible();
  // Every card is in Mumbai, asserted as one retrying count: the list redraws as the filter lands.
  await expect(
    jobs.cards.filter({ hasNot: page.getByTestId('job-locations').filter({ hasText: 'Mumbai' }) }),
  ).toHaveCount(0);
  const filtered = page.url();
  await page.reload();
  await expect(page).toHaveURL(filtered);
  await expect(jobs.list.getByTestId('job-filters')).toContainText('KYC and AML');
  await expect(jobs.list.getByTestId('job-filters')).toContainText('Mumbai');
  await expect(jobs.card(job.title)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/jobs, filtered');

  // The job (not yet applied to): its fit and questionnaire; a wrong answer is refused with the domain's
  // message, then the right answers apply.
  await jobs.card(job.title).getByTestId('job-card-link').click();
  await expect(layout.drawn('learner', `/jobs/${job.jobId}`)).toBeVisible();
  await expect(jobs.jobPage.getByTestId('job-skill-matched').first()).toBeVisible();
  await expect(jobs.applyButton).toBeVisible();
  await expect(jobs.applicationStatus).toBeHidden();
  await expectNoSeriousA11yViolations(page, '/jobs/:id');
  await jobs.applyButton.click();
  await expect(jobs.applyForm).toBeVisible();
  await jobs.question(0).fill('two years');
  await jobs.question(1).getByRole('radio', { name: 'Yes' }).check();
  await jobs.applyForm.getByTestId('job-apply-submit').click();
  await expect(jobs.applyForm).toContainText(JobAnswerMessage.NUMBER);
  await expectNoSeriousA11yViolations(page, 'the questionnaire with an error');
  await jobs.question(0).fill('2');
  await jobs.question(2).getByRole('checkbox', { name: 'Video KYC' }).check();
  await jobs.applyForm.getByTestId('job-apply-submit').click();
  await expect(jobs.applyForm).toBeHidden();
  await expect(jobs.applicationStatus).toHaveText('Applied');
  await expect(jobs.applyButton).toBeHidden();

  // Applied jobs: the new application at Applied, the seeded ones where they stand.
  await jobs.jobPage.getByTestId('job-applied-link').click();
  await expect(layout.drawn('learner', '/jobs/applied')).toBeVisible();
  const applied = jobs.application(job.jobId);
  await expect(applied.getByTestId('application-current-stage')).toHaveText('Applied');
  await expect(applied.getByTestId('application-status')).toHaveText('In progress');
  await expect(jobs.application(DEMO_JOB_IDS.interview).getByTestId('application-current-stage')).toHaveText(
    'Interview round 1',
  );
  const rejected = jobs.application(DEMO_JOB_IDS.rejected);
  await expect(rejected.getByTestId('application-status')).toHaveText('Not selected');
  await expect(rejected.getByTestId('application-rejection-reason')).toContainText(JOB_SEEKER_REJECTION);
  await page.screenshot({ path: test.info().outputPath('applied-jobs-1366.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, '/jobs/applied');
});

test('at 390 px the jobseeker reaches Jobs from the menu, and the list and a job fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new AppLayout(page);
  const jobs = new JobsPage(page);
  await signIn(page, JOB_SEEKER.email);
  await expect(layout.drawn('learner', '/studentDashboard')).toBeVisible();
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(layout.drawn('learner', '/jobs')).toBeVisible();
  await expect(jobs.cards.first()).toBeVisible();
  await layout.expectNoHorizontalScroll('/jobs at 390 px');
  await page.screenshot({ path: test.info().outputPath('jobs-390.png'), fullPage: true });

  await jobs.card('KYC Analyst').getByTestId('job-card-link').click();
  await expect(layout.drawn('learner', `/jobs/${DEMO_JOB_IDS.kycAnalyst}`)).toBeVisible();
  await expect(jobs.jobPage.getByTestId('job-course')).toBeVisible();
  await layout.expectNoHorizontalScroll('/jobs/:id at 390 px');
  await page.screenshot({ path: test.info().outputPath('job-390.png'), fullPage: true });

  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Applied jobs' }).click();
  await expect(layout.drawn('learner', '/jobs/applied')).toBeVisible();
  await expect(jobs.applications.first()).toBeVisible();
  await layout.expectNoHorizontalScroll('/jobs/applied at 390 px');
  await page.screenshot({ path: test.info().outputPath('applied-jobs-390.png'), fullPage: true });
});

import { REPORTS, Text } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { ReportsPage } from './pages/reports.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

const DATED = /-\d{2}-\d{2}-\d{4}\.xlsx$/;
const headersOf = (kind: keyof typeof REPORTS) => REPORTS[kind].columns.map((column) => column.header);

test('admin filters and exports the enrolment and unassigned users reports, and is told when a report is empty (1366 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const layout = new AppLayout(page);
  const reports = new ReportsPage(page);
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Enrolment Report' }).click();
  await expect(reports.report()).toBeVisible();
  await reports.search(DEMO_ACCOUNTS.learner.email);
  await expect(page).toHaveURL(/q=/);
  await expect(reports.rows().first()).toContainText(DEMO_ACCOUNTS.learner.email);
  const enrolments = await reports.export();
  expect(enrolments.suggestedFilename()).toMatch(new RegExp(`^Enrolment-Report${DATED.source}`));
  expect(await reports.headerOf(enrolments)).toEqual(headersOf('ENROLLMENT'));

  await layout.sideNav().getByRole('link', { name: 'Unassigned Users' }).click();
  await expect(page).toHaveURL(/\/unassigned-users-report$/);
  await expect(reports.heading(REPORTS.UNASSIGNED_USERS.title)).toBeVisible();
  const unassigned = await reports.export();
  expect(unassigned.suggestedFilename()).toMatch(new RegExp(`^Unassigned-Users-Report${DATED.source}`));
  expect(await reports.headerOf(unassigned)).toEqual(headersOf('UNASSIGNED_USERS'));

  // The filter lives in the URL: a link opens the report already filtered, here to nothing.
  await page.goto('/assessment-report?q=nobody-has-this-name');
  await expect(page.getByTestId('report-grid')).toContainText(Text.NO_RECORD_FOUND);
  await page.getByTestId('report-export').click();
  // The grid's empty state and the toast ('001 §8' empty export) both say it.
  await expect(page.getByText(Text.NO_RECORD_FOUND, { exact: true })).toHaveCount(2);
});

test('admin exports the user activity and video reports from the phone menu and opens the assessment report there (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new AppLayout(page);
  const reports = new ReportsPage(page);
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'User Activity' }).click();
  await expect(reports.rows().first()).toBeVisible();
  await layout.closeMenu();
  await layout.expectNoHorizontalScroll('/user-activity at 390 px');
  await reports.expectGridInsideWindow();
  const activity = await reports.export();
  expect(activity.suggestedFilename()).toMatch(new RegExp(`^User-Activity-Report${DATED.source}`));
  expect(await reports.headerOf(activity)).toEqual(headersOf('USER_ACTIVITY'));

  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Assessment Report', exact: true }).click();
  await expect(reports.heading(REPORTS.ASSESSMENT.title)).toBeVisible();
  await layout.closeMenu();
  await layout.expectNoHorizontalScroll('/assessment-report at 390 px');
  await reports.expectGridInsideWindow();

  // A report one REST call serves (video/reportlist), exported in the browser (issue 30 item 3).
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Video Report' }).click();
  await expect(page.getByTestId('video-report-grid').locator('[data-rowindex]').first()).toBeVisible();
  await layout.closeMenu();
  await layout.expectNoHorizontalScroll('/video-report at 390 px');
  const videos = page.waitForEvent('download');
  await page.getByTestId('video-report-export').click();
  expect((await videos).suggestedFilename()).toMatch(new RegExp(`^Video-Report${DATED.source}`));
  expect((await reports.headerOf(await videos))[0]).toBe('Video');
});

test('ops export the CFX progress report, a CRM data dump chosen on its page and the session report, and open the course enquiries (1366 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const layout = new AppLayout(page);
  const reports = new ReportsPage(page);
  await signIn(page, DEMO_ACCOUNTS.ops.email);
  await expect(page).toHaveURL(/\/ops-dashboard$/);

  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'CFX Progress Report' }).click();
  await expect(reports.heading(REPORTS.CFX_PROGRESS.title)).toBeVisible();
  await expect(reports.rows().first()).toBeVisible();
  const progress = await reports.export();
  expect(progress.suggestedFilename()).toMatch(new RegExp(`^CFX-Progress-Report${DATED.source}`));
  expect(await reports.headerOf(progress)).toEqual(headersOf('CFX_PROGRESS'));

  // The first dump (sign-ups) opens by default; the dump picked then is in the URL. Demo learners have orders.
  await layout.sideNav().getByRole('link', { name: 'Data Dump Report' }).click();
  await expect(reports.heading(REPORTS.CRM_SIGN_UPS.title)).toBeVisible();
  await page.getByTestId('data-dump-picker').click();
  await page.getByTestId('data-dump-CRM_ORDERS').click();
  await expect(page).toHaveURL(/dump=CRM_ORDERS/);
  await expect(reports.heading(REPORTS.CRM_ORDERS.title)).toBeVisible();
  await expect(reports.rows().first()).toBeVisible();
  const dump = await reports.export();
  expect(dump.suggestedFilename()).toMatch(new RegExp(`^${REPORTS.CRM_ORDERS.fileStem}${DATED.source}`));
  expect(await reports.headerOf(dump)).toEqual(headersOf('CRM_ORDERS'));

  // The sign-ins (sessionReport) of everyone, this one among them; and the course enquiries (issue 30 item 3).
  await layout.sideNav().getByRole('link', { name: 'Session Report' }).click();
  await expect(page.getByTestId('session-report-grid')).toContainText(DEMO_ACCOUNTS.ops.email);
  const sessions = page.waitForEvent('download');
  await page.getByTestId('session-report-export').click();
  expect((await sessions).suggestedFilename()).toMatch(new RegExp(`^Session-Report${DATED.source}`));
  await layout.sideNav().getByRole('link', { name: 'Course Enquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Enquiries' })).toBeVisible();
  await layout.expectNoHorizontalScroll('/course-enquiries at 1366 px');
});

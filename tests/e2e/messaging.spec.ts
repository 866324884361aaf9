import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY, LOAD_LEARNERS } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { LearnerHeader } from './pages/learner-header.page';
import { MessagingPage } from './pages/messaging.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { watchForServerErrors } from './support/no-server-errors';

// Learners of their own (with the demo learner's inbox), so other specs' counts stay as seeded.
const WIDTHS = [
  { width: 1366, height: 900, learner: LOAD_LEARNERS[28]! },
  { width: 390, height: 844, learner: LOAD_LEARNERS[29]! },
] as const;
const seededAlerts = DEMO_LEARNER_ACTIVITY.learner.unreadAlertIds.length;
const seededMessages = DEMO_LEARNER_ACTIVITY.learner.unreadNotificationIds.length;

test.describe.configure({ timeout: 120_000 });

for (const { width, height, learner } of WIDTHS) {
  test(`admin sends an alert a signed-in learner sees live, and saves, resumes and sends a draft (${width} px)`, async ({
    page,
    browser,
  }) => {
    // The learner, in a browser of their own, signed in on the dashboard.
    const learnerContext = await browser.newContext({ viewport: { width, height } });
    const learnerPage = await learnerContext.newPage();
    const learnerErrors = watchForServerErrors(learnerPage);
    const learnerHeader = new LearnerHeader(learnerPage);
    await signIn(learnerPage, learner.email);
    await expect(learnerPage).toHaveURL(/\/studentDashboard$/);
    await expect(learnerHeader.count('alert')).toHaveText(String(seededAlerts));
    // Marks this document: after a reload the mark would be gone.
    await learnerPage.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));

    // Admin opens Alerts from the menu and sends one to that learner.
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const messaging = new MessagingPage(page);
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Alerts' }).click();
    await expect(messaging.composer()).toBeVisible();
    await layout.closeMenu();
    const alertTitle = `Exam hall changed ${width}`;
    await messaging.compose({ subject: alertTitle, body: 'Hall B', partyIds: String(learner.partyId) });
    await messaging.send();
    await expect(messaging.summary()).toHaveText('Sent to 1 recipient.');

    // The learner's header updates without a reload.
    await expect(learnerHeader.count('alert')).toHaveText(String(seededAlerts + 1));
    const alerts = await learnerHeader.openAlerts();
    await expect(alerts.getByRole('menuitem').first()).toContainText(alertTitle);
    await expect(learnerPage.locator('html')).toHaveAttribute('data-no-reload', 'yes');
    await learnerPage.keyboard.press('Escape');

    // A message is saved as a draft from the notification manager, found again and resumed, then sent.
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Notification Manager' }).click();
    await expect(messaging.list()).toBeVisible();
    await layout.closeMenu();
    await page.getByTestId('compose-new').click();
    const draftTitle = `Fee reminder ${width}`;
    await messaging.compose({ subject: draftTitle, body: 'Please pay by Friday.' });
    await messaging.saveDraft();
    await page.getByTestId('compose-list-link').click();
    await messaging.filterDrafts();
    await expect(messaging.row(draftTitle)).toContainText('Draft');
    await layout.expectNoHorizontalScroll(`/my-inbox at ${width} px`);
    await messaging.resume(draftTitle);
    await expect(messaging.subject()).toHaveValue(draftTitle);
    await page.getByTestId('compose-party-ids').fill(String(learner.partyId));
    await messaging.send();
    await expect(learnerHeader.count('message')).toHaveText(String(seededMessages + 1));

    learnerErrors.assertNone();
    await learnerContext.close();
  });
}

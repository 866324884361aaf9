import { DEMO_ACCOUNTS, JOB_SEEKER, LOAD_LEARNERS } from '@finx/rest-api';
import { DashboardPage } from './pages/dashboard.page';
import { EventsPage } from './pages/events.page';
import { AppLayout } from './pages/layout.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Issue 13 item 4 and item 1: admin creates an event, a learner RSVPs and appears in the RSVP report;
// the college officer sees their college's students. Each width has its own event and learner.
const WIDTHS = [
  { width: 1366, height: 900, learner: LOAD_LEARNERS[25]! },
  { width: 390, height: 844, learner: LOAD_LEARNERS[26]! },
] as const;

/** A date a week ahead as DD/MM/YYYY, the way the date field shows it. */
const nextWeek = (): string => {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
};

for (const { width, height, learner } of WIDTHS) {
  test(`admin adds an event, a learner RSVPs and is in its RSVP report; the officer sees their students (${width} px)`, async ({
    page,
  }) => {
    // Three roles sign in one after another: a long flow, given the slow-test allowance.
    test.slow();
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const events = new EventsPage(page);
    const title = `Forex Desk Webinar ${width}`;

    // Admin reaches Events from the menu and adds an online event.
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Events', exact: true }).click();
    await expect(events.list()).toBeVisible();
    await layout.closeMenu();
    await events.add({
      title,
      type: 'WEBINAR',
      description: 'How a bank’s forex desk prices and settles trades.',
      date: nextWeek(),
      start: '16:00',
      end: '17:00',
      link: 'https://events.finx.demo/live/forex',
      city: 'Mumbai',
      capacity: '50',
    });
    await expect(page.getByText('Event saved successfully')).toBeVisible();
    await expect(events.editPage()).toBeVisible();
    const eventId = /\/edit-event\/(\d+)/.exec(page.url())?.[1];
    expect(eventId).toBeDefined();
    await expect(events.rsvpRows()).toHaveCount(0);

    // The learner opens the event on their dashboard and RSVPs.
    await page.context().clearCookies();
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    const dashboard = new DashboardPage(page);
    await page.goto(`/studentDashboard?event=${eventId}`);
    await expect(dashboard.eventDialog).toContainText(title);
    await dashboard.rsvpButton.click();
    await expect(dashboard.rsvpState).toContainText('You RSVPed on');

    // Admin finds the event in the list and the learner in its RSVP report.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto('/event-list');
    await events.search(title);
    await expect(page).toHaveURL(/q=/);
    await expect(events.row(title)).toContainText('1 / 50');
    await layout.expectNoHorizontalScroll(`/event-list at ${width} px`);
    await events.row(title).getByTestId(`edit-event-${eventId}`).click();
    await expect(events.rsvpRows()).toHaveCount(1);
    await expect(events.rsvpRows().first()).toContainText(learner.email);
    await page.getByTestId('rsvp-remind').click();
    await expect(page.getByText('Reminder sent to 1 learner')).toBeVisible();
    await layout.expectNoHorizontalScroll(`/edit-event at ${width} px`);

    // The college officer sees their college's students on their dashboard.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.tpo.email);
    await expect(page).toHaveURL(/\/collegeDashboard$/);
    await expect(page.getByTestId('college-students-count')).toHaveText('1');
    await expect(events.collegeStudents()).toHaveCount(1);
    await expect(events.collegeStudents().first()).toContainText(JOB_SEEKER.email);
  });
}

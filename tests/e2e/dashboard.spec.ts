import { DashboardMessage, messageFor, ProfileMessage, ReasonCode, Text } from '@finx/domain';
import { CFX_HOLDER } from '@finx/rest-api';
import { DashboardPage } from './pages/dashboard.page';
import { ProfilePage } from './pages/profile.page';
import { AppLayout } from './pages/layout.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

// learner40 holds CFX from the seed: the admission letter is theirs. A retry finds the letter accepted
// and the RSVP recorded by the first attempt, and checks the same end state.
test('the CFX holder filters events, RSVPs, accepts the admission letter and saves the parents’ details at 1366 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const layout = new AppLayout(page);
  const dashboard = new DashboardPage(page);
  await signIn(page, CFX_HOLDER.email);
  await expect(layout.drawn('learner', '/studentDashboard')).toBeVisible();

  // Admission letter: accepted once, and the acceptance stays after a reload.
  await expect(dashboard.admissionLetter).toBeVisible();
  const accept = dashboard.admissionLetter.getByTestId('admission-accept');
  const accepted = dashboard.admissionLetter.getByTestId('admission-accepted');
  await expect(accept.or(accepted).first()).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(accepted).toContainText('Accepted on');

  // Events: the filters go into the URL and narrow the list.
  await dashboard.events.scrollIntoViewIfNeeded();
  await dashboard.filter('type', 'WORKSHOP');
  await dashboard.filter('city', 'Mumbai');
  await expect(page).toHaveURL(/eventType=WORKSHOP/);
  await expect(page).toHaveURL(/eventCity=Mumbai/);
  await expect(dashboard.eventRows).toHaveCount(1);
  await dashboard.filter('suburb', 'Powai');
  await expect(page).toHaveURL(/eventSuburb=Powai/);
  await expect(dashboard.eventRows).toHaveCount(1);
  await dashboard.eventRow('KYC and AML in Practice').click();
  await expect(page).toHaveURL(/event=503/);
  await expect(dashboard.eventDialog).toContainText('FinX Learning Centre');
  await expect(dashboard.rsvpButton.or(dashboard.rsvpState).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the event details dialog');
  if (await dashboard.rsvpButton.isVisible()) await dashboard.rsvpButton.click();
  await expect(dashboard.rsvpState).toContainText('You RSVPed on');
  await expect(dashboard.rsvpButton).toBeHidden();
  await dashboard.eventDialog.getByTestId('event-details-close').click();
  await expect(dashboard.eventRow('KYC and AML in Practice').getByTestId('event-row-rsvp')).toBeVisible();

  // Parents: My Profile's section, on the dashboard too. The shared rules first, then saved; My Profile
  // shows the same record.
  const parents = new ProfilePage(page);
  await dashboard.scrollToForms();
  await parents.edit('parents');
  await parents.field('fatherName').fill('Suresh Iyer');
  await parents.field('fatherMobile').fill('12345');
  await parents.field('motherName').fill('Lakshmi Iyer');
  await parents.save('parents');
  await expect(dashboard.parents).toContainText(ProfileMessage.PARENT_MOBILE_INVALID);
  await parents.field('fatherMobile').fill('9123456789');
  await parents.save('parents');
  await expect(parents.section('parents')).toContainText('9123456789');
  await page.reload();
  await dashboard.scrollToForms();
  await expect(dashboard.parents).toContainText('Lakshmi Iyer');
  await expect(dashboard.admissionLetter.getByTestId('admission-accepted')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the dashboard of a CFX holder, filtered events');

  // Refer a friend: an invalid address is refused with the spec's message.
  await dashboard.refer('Rahul Mehta', 'rahul@');
  await expect(dashboard.referralForm).toContainText(DashboardMessage.FRIEND_EMAIL_INVALID);

  // The learner footer: About Us, the tagline, and View All Events to the full, paged list.
  await expect(dashboard.learnerFooter).toContainText('About Us');
  await expect(page.getByText(Text.FOOTER_LINE)).toBeVisible();
  await dashboard.learnerFooter.getByTestId('footer-view-all-events').click();
  await expect(layout.drawn('learner', '/events')).toBeVisible();
  await expect(page.getByTestId('events-total')).toHaveText('12 events');
  await expect(dashboard.eventRows).toHaveCount(10);
  await page.getByTestId('events-pagination').getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/eventPage=2/);
  await expect(dashboard.eventRows).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, '/events, page 2');

  // A past event: no RSVP, and the reason why.
  await page.getByTestId('events-past').click();
  await expect(page).not.toHaveURL(/eventPage=/);
  await dashboard.eventRow('Banking Basics Orientation').click();
  await expect(dashboard.rsvpState).toHaveText(messageFor(ReasonCode.EVENT_IS_PAST));
  await expect(dashboard.rsvpButton).toBeHidden();
});

test('at 390 px the learner reaches Events from the menu and the dashboard fits the screen', async ({
  page,
  signedInLearner: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new AppLayout(page);
  const dashboard = new DashboardPage(page);
  await expect(dashboard.events).toBeVisible();
  await dashboard.scrollToForms();
  await expect(dashboard.parents).toBeVisible();
  await expect(dashboard.admissionLetter).toBeHidden();
  await layout.expectNoHorizontalScroll('/studentDashboard at 390 px');
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Events' }).click();
  await expect(layout.drawn('learner', '/events')).toBeVisible();
  await dashboard.filter('type', 'CAMPUS_DRIVE');
  await expect(dashboard.eventRows.first()).toBeVisible();
  await dashboard.eventRows.first().click();
  await expect(dashboard.eventDialog).toBeVisible();
  await layout.expectNoHorizontalScroll('/events with an event open at 390 px');
  await dashboard.eventDialog.getByTestId('event-details-close').click();
  await layout.expectNoHorizontalScroll('/events at 390 px');
});

import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY, LOAD_LEARNERS } from '@finx/rest-api';
import { InboxKind } from '@finx/domain';
import { type APIRequestContext } from '@playwright/test';
import { SendInboxItemDocument } from '../src/graphql/generated/graphql';
import { InboxPage } from './pages/alerts.page';
import { AppLayout } from './pages/layout.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiSession, signIn } from './support/sign-in';
import { graphqlAs } from './support/graphql';

// A learner of its own (with the demo learner's inbox), so other specs' counts stay as seeded.
const learner = LOAD_LEARNERS[37]!;
const seededUnread = DEMO_LEARNER_ACTIVITY.learner.unreadAlertIds.length;
const seededUnreadMessages = DEMO_LEARNER_ACTIVITY.learner.unreadNotificationIds.length;

test.describe.configure({ timeout: 90_000 });

/** Staff, signed in through the gateway from a machine of their own. */
async function staffSession(baseURL: string): Promise<APIRequestContext> {
  return apiSession(baseURL, DEMO_ACCOUNTS.admin.email);
}

test('a staff alert reaches the open learner page without a reload; opening it and Mark all lower the badge', async ({
  page,
  header,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await expect(header.count('alert')).toHaveText(String(seededUnread));
  // Marks this document: after a reload the mark would be gone.
  await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));

  const staff = await staffSession(baseURL!);
  const title = `Live alert ${Date.now()}`;
  const sent = await graphqlAs(staff, SendInboxItemDocument, {
    input: { partyId: learner.partyId, kind: InboxKind.ALERT, title },
  });
  expect(sent.data?.sendInboxItem.userErrors).toEqual([]);
  await staff.dispose();

  await expect(header.count('alert')).toHaveText(String(seededUnread + 1));
  const menu = await header.openAlerts();
  await expect(menu.getByRole('menuitem').first()).toContainText(title);
  await expect(page.locator('html')).toHaveAttribute('data-no-reload', 'yes');

  // Opening it shows it on /myalerts/:id and marks it read.
  await menu.getByRole('menuitem').first().click();
  const alerts = new InboxPage(page, 'alerts');
  await expect(page).toHaveURL(new RegExp(`/myalerts/${sent.data?.sendInboxItem.alert?.id}$`));
  await expect(alerts.detail).toContainText(title);
  await expect(alerts.detailStatus).toHaveText('Read');
  await expect(header.count('alert')).toHaveText(String(seededUnread));

  // View All leads to the list; Mark all as read empties the badge.
  const again = await header.openAlerts();
  await again.getByRole('menuitem', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/myalerts$/);
  await expect(alerts.items.first()).toContainText(title);
  await alerts.markAllRead();
  await expect(header.count('alert')).toHaveText('0');
  await expect(alerts.items.first()).toHaveAttribute('data-read', 'true');
  await new AppLayout(page).expectNoHorizontalScroll('/myalerts at 1366 px');
  await expectNoSeriousA11yViolations(page, '/myalerts');
});

test('at 390 px the messages list and the selected message fit the phone', async ({ page, header }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await expect(header.count('message')).toHaveText(String(seededUnreadMessages));
  await page.getByTestId('messages-button').click();
  await page.getByTestId('messages-menu').getByRole('menuitem', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  const messages = new InboxPage(page, 'messages');
  await messages.items.first().click();
  await expect(page).toHaveURL(/\/notification\/\d+$/);
  await expect(messages.detail).toBeVisible();
  await expect(messages.detail).toBeInViewport();
  await expect(messages.detailStatus).toHaveText('Read');
  await expect(header.count('message')).toHaveText(String(seededUnreadMessages - 1));
  await new AppLayout(page).expectNoHorizontalScroll('/notification at 390 px');
  await expectNoSeriousA11yViolations(page, '/notification/:id at 390 px');
});

import { DEMO_ACCOUNTS, DEMO_LEARNER_ACTIVITY, DEMO_PASSWORD } from '@finx/rest-api';
import { Text } from '@finx/domain';
import { LearnerHeaderDocument, ViewerDocument } from '../../client/src/graphql/generated/graphql';
import { expect, test } from './support/fixtures';
import { graphqlAs } from './support/graphql';
import { AppLayout } from './pages/layout.page';
import { TOAST_PAGE_GRACE_MS } from '../../client/src/shared/toast';

const activity = DEMO_LEARNER_ACTIVITY.learner;

test('the demo learner logs in and sees real counts in the header', async ({ page, home, header }) => {
  await home.open();
  await home.logIn(DEMO_ACCOUNTS.learner.email, DEMO_PASSWORD);
  // 000 §4: the redirect by role follows the login after 3 s.
  await expect(page).toHaveURL(/\/studentDashboard$/);
  const { firstName, lastName } = DEMO_ACCOUNTS.learner;
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName} ${lastName}` })).toBeVisible();
  await expect(header.count('cart')).toHaveText(String(activity.cartProductIds.length));
  await expect(header.count('wishlist')).toHaveText(String(activity.wishlistProductIds.length));
  await expect(header.count('alert')).toHaveText(String(activity.unreadAlertIds.length));
  await expect(header.count('message')).toHaveText(String(activity.unreadNotificationIds.length));
});

test('the alerts and messages dropdowns show the latest three unread and View All', async ({
  signedInLearner: _,
  header,
}) => {
  const alerts = await header.openAlerts();
  await expect(alerts.getByRole('menuitem')).toHaveCount(3 + 1);
  await expect(alerts.getByRole('menuitem', { name: /view all/i })).toBeVisible();
  await alerts.page().keyboard.press('Escape');
  const messages = await header.openMessages();
  await expect(messages.getByRole('menuitem')).toHaveCount(3 + 1);
  await expect(messages.getByText(Text.NO_UNREAD_MESSAGE)).toHaveCount(0);
});

test('sign out ends the session on the server', async ({ page, signedInLearner: _, header, browser }) => {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'finx_sid');
  expect(session?.value).toBeTruthy();
  await header.signOut();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.goto('/studentDashboard');
  await expect(page).toHaveURL(/sessiontimeout=true/);

  // The browser dropped its cookie; a copy of it (another tab restored, a stolen cookie) is worthless too.
  const copy = await browser.newContext();
  await copy.addCookies([session!]);
  expect((await graphqlAs(copy.request, ViewerDocument)).data).toEqual({ viewer: null });
  const header401 = await graphqlAs(copy.request, LearnerHeaderDocument);
  expect(header401.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  await copy.close();
});

test('at 1366 px a toast leaves the header clickable: Sign Out works while the Videos toast shows', async ({
  page,
  signedInLearner: _,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByTestId('header-nav').getByRole('link', { name: 'Videos' }).click();
  await expect(page.getByText(Text.VIDEOS_TOAST)).toBeVisible();
  // The toast shows for 16 s: a click the toast covered would wait for it and miss this short time-out.
  await page.getByTestId('sign-out').click({ timeout: 2_000 });
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('at 390 px a toast sits below the header, can be closed, and does not follow the learner to the next page', async ({
  page,
  signedInLearner: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new AppLayout(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Videos' }).click();
  const tip = page.getByText(Text.VIDEOS_TOAST);
  await expect(tip).toBeVisible();
  const box = (await tip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(64);
  const toast = page.locator('.notistack-MuiContent').filter({ hasText: Text.VIDEOS_TOAST });
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(tip).toBeHidden();
  // notistack keeps a closed toast for its collapse (0.3 s) and, asked for the same words meanwhile, shows none.
  await expect(toast).toHaveCount(0);

  // Raised again, then the learner moves on once the tip has had its moment: it stays behind.
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Videos' }).click();
  await expect(tip).toBeVisible();
  await page.waitForTimeout(TOAST_PAGE_GRACE_MS);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(tip).toBeHidden({ timeout: 2_000 });
});

test('a new page opens at the top, and back returns to where the learner was (1366 px)', async ({
  page,
  signedInLearner: _,
}) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  const layout = new AppLayout(page);
  await layout.headerNav().getByRole('link', { name: 'Courses' }).click();
  await expect(layout.drawn('learner', '/courses')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const down = await page.evaluate(() => window.scrollY);

  await layout
    .headerNav()
    .getByRole('link', { name: /^Wishlist/ })
    .click();
  await expect(layout.drawn('learner', '/mywishlist')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(layout.drawn('learner', '/courses')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(down - 50);
});

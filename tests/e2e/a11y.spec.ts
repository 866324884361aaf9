import { LOAD_LEARNERS } from '@finx/rest-api';
import { CartPages } from './pages/cart.page';
import { AppLayout } from './pages/layout.page';
import { RoadmapPage } from './pages/roadmap.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAs, signIn } from './support/sign-in';

/**
 * axe-core over every main screen, as each role sees it: no serious or critical WCAG 2.1 A/AA
 * violation. Dialogs and the phone drawer are checked open, since that is when they are read.
 */

// A learner of its own: this spec adds to the cart and places an order.
const learner = LOAD_LEARNERS[3]!;

// axe reads the whole page each time: a dozen screens take longer than the suite's default minute.
test.describe.configure({ timeout: 180_000 });

test('public screens: home with the login modal, static and landing pages, not-found, access-denied', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('login-username')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home with the login modal');

  for (const [path, testId] of [
    ['/faq', 'faq'],
    ['/roadmap', 'roadmap-steps'],
    ['/finx-privacy-policy', 'privacy-policy'],
    ['/finx-cookies-policy', 'cookies-policy'],
    ['/finx-disclaimer', 'disclaimer'],
    ['/morningstarindia-jobs-research', 'landing-morningstar'],
    ['/kotakbank-career-jobs', 'landing-kotak'],
    ['/BFSI-Hiring', 'landing-bfsi'],
    ['/higher-education-courses', 'landing-course-list'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  }

  const layout = new AppLayout(page);
  await page.goto('/no-such-screen');
  await expect(layout.notFound()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found for a visitor');
  await page.goto('/access-denied');
  await expect(layout.accessDenied()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'access-denied for a visitor');
});

test('learner screens: dashboard, catalogue, details, wishlist, cart, checkout, my-orders, prerequisites', async ({
  page,
  header,
}) => {
  const layout = new AppLayout(page);
  const cart = new CartPages(page);
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'learner dashboard');

  await expect(await header.openAlerts()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the alerts dropdown');
  await page.keyboard.press('Escape');
  await page.getByTestId('feedback-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the feedback dialog');
  await page.keyboard.press('Escape');

  await page.goto('/courses');
  await expect(cart.freshCards().nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'catalogue');
  // Something in each list, so their rows are checked too.
  await cart.freshCards().first().getByTestId('wishlist-button').click();
  await expect(header.count('wishlist')).not.toHaveText('0');
  await cart.freshCards().first().getByTestId('cart-button').click();
  await expect(header.count('cart')).not.toHaveText('0');

  await page
    .getByTestId('product-card')
    .filter({ hasText: 'Chartered Financial Expert' })
    .getByRole('link')
    .click();
  await expect(page.getByTestId('details-cfx-facts')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product details');

  await page.goto('/mywishlist');
  await expect(cart.rows('wishlist').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'wishlist');
  await page.goto('/mycart');
  await expect(cart.rows('cart').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cart');

  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/);
  await expect(page.getByTestId('checkout-pay')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'checkout');

  await page.goto('/my-orders');
  await expect(page.getByTestId('my-orders-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my-orders');

  const roadmap = new RoadmapPage(page);
  await roadmap.open();
  await roadmap.enroll();
  await expect(page.getByTestId('prerequisite-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'prerequisites');

  await page.goto('/no-such-screen');
  await expect(layout.notFound()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found for a learner');
  await page.goto('/admin-dashboard');
  await expect(layout.accessDenied()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'access-denied for a learner');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/studentDashboard');
  await layout.openMenu();
  await expectNoSeriousA11yViolations(page, 'the learner menu drawer on a phone');
});

// Its own test: the learner screens above fill the time limit. The demo learner has no applications,
// so the list, a job and the empty applied list are read, and nothing is written.
test('learner jobs screens: the list, a job and the applied list', async ({ page, signedInLearner: _ }) => {
  await page.goto('/jobs');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/jobs');
  await page.getByTestId('job-card-link').first().click();
  await expect(page.getByTestId('job-page')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/jobs/:id');
  await page.goto('/jobs/applied');
  await expect(page.getByTestId('applications-empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/jobs/applied');
});

test('staff and college screens: dashboards, payment report, its dialog, not-found, the drawer', async ({
  page,
}) => {
  const layout = new AppLayout(page);
  await signInAs(page, 'admin');
  await expect(layout.sideNav()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin dashboard');

  await page.goto('/my-orders');
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'payment report');
  await page.getByTestId('report-row').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a record-payment dialog');
  await page.keyboard.press('Escape');

  await page.goto('/no-such-screen');
  await expect(layout.notFound()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found for an admin');
  await page.goto('/studentDashboard');
  await expect(layout.accessDenied()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'access-denied for an admin');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-dashboard');
  await layout.openMenu();
  await expectNoSeriousA11yViolations(page, 'the admin menu drawer on a phone');

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.context().clearCookies();
  await signInAs(page, 'college');
  await expect(layout.sideNav()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'college dashboard');
});

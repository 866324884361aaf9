import { ClientRoute, Text } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { LandingPages } from './pages/landing.page';
import { watchForCspViolations } from './support/csp';
import { layoutShiftsOf } from './support/layout-shift';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

/** The landing pages of 001 §2: public, linked from the footer, each with a way into registration. */

test('a visitor opens each landing page from the footer; Register carries the campaign into registration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const landing = new LandingPages(page);
  await page.goto('/faq');

  const campaigns = [
    ['morningstar', '/morningstarindia-jobs-research', 'Morningstar India'],
    ['kotak', '/kotakbank-career-jobs', 'Kotak Mahindra Bank'],
    ['bfsi', '/BFSI-Hiring', 'BFSI hiring'],
  ] as const;
  for (const [key, path, name] of campaigns) {
    await landing.openFromFooter(key);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(landing.heading).toContainText(name);
    await expect(landing.roles.first()).toBeVisible();
  }

  await landing.openFromFooter('kotak');
  await landing.register.click();
  await expect(page).toHaveURL(/\/register\?.*camp=kotakbank-career-jobs/);
  await expect(page.getByTestId('register-mobile')).toBeVisible();
  await expect
    .poll(() => landing.storedEntryLink())
    .toMatchObject({
      camp: 'kotakbank-career-jobs',
      cli: 'Kotak Mahindra Bank',
      source: 'finx-landing',
    });
});

test('before the scripts arrive, the home page shows its hero, the public pages that are read their content and any other page the brand', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new AppLayout(page);
  // The app's scripts never arrive: what shows is the page the server sent.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    const hero = page.getByTestId('boot-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(Text.SHARE_TEXT);
    await expect(hero).toContainText(Text.FOOTER_LINE);
    await expect(page.getByTestId('boot-splash')).toBeHidden();
  }
  // Drawn by the app at build time: the roadmap's steps and a policy, with the site's links working.
  await page.goto('/roadmap');
  await expect(page.getByTestId('roadmap-step-feat')).toContainText('60-minute');
  await expect(page.getByTestId('boot-splash')).toHaveCount(0);
  await layout.expectNoHorizontalScroll('/roadmap');
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cookies');
  await page.getByTestId('footer-roadmap').click();
  await expect(page).toHaveURL(/\/roadmap$/);
  await expect(page.getByTestId('roadmap-facts')).toContainText('₹75,000');
  // A page with a query, one operated with buttons (the FAQ) or one with a viewer's data gets the brand.
  for (const path of ['/roadmap?from=mail', '/faq', '/higher-education-courses', '/studentDashboard']) {
    await page.goto(path);
    await expect(page.getByTestId('boot-splash'), path).toBeVisible();
    await expect(page.getByTestId('boot-hero'), path).toBeHidden();
  }
});

test('before the scripts arrive, a signed-in learner sees their dashboard, with their data, in the learner frame the server drew, right at both widths, and the app draws it in the same place', async ({
  page,
}) => {
  const layout = new AppLayout(page);
  const scripts = '**/assets/*.js';
  await page.route(scripts, (route) => route.abort());
  // Signed in through the API with the page's cookies; the landing page then opens without scripts.
  await signIn(page, DEMO_ACCOUNTS.learner.email);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 800 },
  ]) {
    const wide = size.width > 900;
    await page.setViewportSize(size);
    await page.route(scripts, (route) => route.abort());
    await page.goto('/studentDashboard');
    const drawn = page.getByTestId('boot-frame');
    await expect(drawn.locator('header')).toContainText('FinX');
    await expect(page.getByTestId('boot-splash')).toHaveCount(0);
    // The side column on the laptop, behind the hamburger on the phone; the header's links from 1200 px.
    await expect(drawn.locator('nav[aria-label="Side menu"]')).toBeVisible({ visible: wide });
    await expect(drawn.locator('nav[aria-label="Learner"]')).toBeVisible({ visible: wide });
    // The dashboard drawn for the learner from their data: the greeting with their name, the banners, the
    // course they hold in the progress overview, and the header's counts.
    const { firstName, lastName } = DEMO_ACCOUNTS.learner;
    await expect(drawn.locator('main h1')).toHaveText(`Welcome, ${firstName} ${lastName}`);
    await expect(drawn.locator('main')).toContainText(Text.BANNER_FREE_CONTENT);
    const held = ClientRoute.learn(DEMO_PURCHASES.learnerPaid.productId);
    await expect(drawn.locator(`main a[href="${held}"]`).first()).toBeVisible();
    await expect(
      drawn.locator('.MuiBadge-badge:not(.MuiBadge-invisible)').filter({ visible: true }).first(),
    ).toBeVisible();
    await layout.expectNoHorizontalScroll(`the drawn frame at ${size.width} px`);
    const drawnMain = await drawn.locator('main').boundingBox();

    // The scripts arrive: the app's own frame replaces the drawn one, its page where the skeleton was.
    await page.unroute(scripts);
    await page.reload();
    await expect(layout.frame('learner')).toBeVisible();
    await expect(drawn).toHaveCount(0);
    const appMain = await layout.frame('learner').locator('main').boundingBox();
    expect(appMain?.x, `the page's column at ${size.width} px`).toBe(drawnMain?.x);
    expect(appMain?.y, `the page's top at ${size.width} px`).toBe(drawnMain?.y);
    expect(appMain?.width, `the page's width at ${size.width} px`).toBe(drawnMain?.width);
  }
});

test('on a phone the courses page lists the real catalogue and a course registers with its id', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const landing = new LandingPages(page);
  const layout = new AppLayout(page);
  await page.goto('/faq');
  await landing.openFromFooter('courses');
  await expect(page).toHaveURL(/\/higher-education-courses$/);
  await expect(page.getByTestId('landing-cfx')).toContainText('₹75,000');
  await expect(landing.courses.first()).toBeVisible();
  await layout.expectNoHorizontalScroll('/higher-education-courses');

  const first = landing.courses.first();
  const productId = await first.getAttribute('data-product-id');
  await first.getByRole('link', { name: /^Register to enrol/ }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?.*proId=${productId}`));
  await expect
    .poll(() => landing.storedEntryLink())
    .toMatchObject({
      proId: productId,
      protype: 'COURSE',
      camp: 'higher-education-courses',
    });
});

test("a signed-in learner's course button opens the course", async ({ page, signedInLearner: _ }) => {
  const landing = new LandingPages(page);
  await page.goto('/higher-education-courses');
  const first = landing.courses.first();
  const productId = await first.getAttribute('data-product-id');
  await first.getByRole('link', { name: /^View course/ }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${productId}$`));
  await expect(page.getByTestId('landing-hero-register')).toHaveCount(0);
});

test('the home page, a prerendered page and a signed-in screen run under the Content Security Policy without a violation', async ({
  page,
}) => {
  const csp = await watchForCspViolations(page);
  const home = await page.goto('/');
  // The policy is really sent: without it this test would prove nothing.
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The app has drawn its first screen (the boot block goes with it): its scripts and styles ran.
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.goto('/roadmap');
  await expect(page.getByTestId('roadmap-step-feat')).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  // Signed in: Apollo over HTTP, the live feed's WebSocket, MUI's styles on the dashboard.
  await signIn(page, DEMO_ACCOUNTS.learner.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await page.waitForLoadState('networkidle');
  await csp.assertNone();
});

test('the home page opens its Register/Login modal on a phone without moving anything on the page', async ({
  page,
}) => {
  // The modal draws its frame first and the Login tab after (login-register-modal.tsx): the tab's place
  // is kept at its height, so the form's arrival moves neither the dialog nor the page.
  const { total, shifts } = await layoutShiftsOf(page, '/', '[role="tabpanel"] input');
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
  expect(total).toBe(0);
});

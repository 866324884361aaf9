import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { CartPages } from './pages/cart.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

/** Issue 29: a signed-in screen arrives drawn with the person's data, before any script. */

const SCRIPTS = '**/assets/*.js';

/** The GraphQL operations the page sends from now on, by name. */
const operationsSent = (page: Page): string[] => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
      names.push(String((request.postDataJSON() as { operationName?: string }).operationName));
  });
  return names;
};

test("a learner's cart arrives drawn with their rows, and the app shows the same rows without asking for them again", async ({
  page,
}) => {
  const cart = new CartPages(page);
  await signIn(page, DEMO_ACCOUNTS.learner.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/mycart');
  const drawn = page.getByTestId('boot-frame').locator('main');
  // The drawing is hidden from assistive technology (the app's frame is what it meets): found by tag.
  await expect(drawn.locator('h1')).toHaveText('My Cart');
  // Drawn from the learner's cart: no skeleton waits for rows.
  await expect(drawn.locator('.MuiSkeleton-root')).toHaveCount(0);
  const drawnText = await drawn.innerText();

  await page.unroute(SCRIPTS);
  const sent = operationsSent(page);
  await page.reload();
  // The seeded cart's three rows, each as the server drew it.
  await expect(cart.rows('cart')).toHaveCount(3);
  for (const row of await cart.rows('cart').all()) {
    const name = (await row.innerText()).split('\n')[0] ?? '';
    expect(name).not.toBe('');
    expect(drawnText).toContain(name);
  }
  // The page came with the cart's answer: the app did not ask for it.
  expect(sent).not.toContain('Cart');
});

test("an ops user's job list arrives drawn with its first page of jobs, on a laptop and as cards on a phone", async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.ops.email);
  const grid = page.getByTestId('staff-job-grid');
  await page.goto('/job-list');
  // The app's first row: the drawing must already hold it.
  const firstTitle = (
    await grid.locator('.MuiDataGrid-row').first().locator('[data-field="title"]').innerText()
  ).trim();
  expect(firstTitle).not.toBe('');
  const firstStatus = (await grid.getByTestId('staff-job-status').first().innerText()).trim();

  await page.route(SCRIPTS, (route) => route.abort());
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    // The drawing is hidden from assistive technology: found by its label and tag.
    const drawn = page.getByTestId('boot-frame').locator('main [aria-label="Jobs"]');
    await expect(drawn).toBeVisible();
    await expect(drawn).toContainText(firstTitle);
    // A status reads as the app's chip says it (Open, or Closed once its date has passed), not its code.
    await expect(drawn).toContainText(firstStatus);
    await expect(drawn).not.toContainText('OPEN');
    await expect(drawn.locator('.MuiSkeleton-root')).toHaveCount(0);
  }
});

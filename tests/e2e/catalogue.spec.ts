import { Text } from '@finx/domain';
import { expect, test } from './support/fixtures';
import { layoutShiftsOf } from './support/layout-shift';

test('the courses catalogue filters by search, in the URL', async ({
  page,
  signedInLearner: _,
  catalogue,
}) => {
  await catalogue.open('courses');
  const allTotal = await catalogue.total.textContent();
  await catalogue.search('KYC');
  await expect(page).toHaveURL(/[?&]q=KYC/);
  await expect(catalogue.total).not.toHaveText(allTotal ?? '');
  await expect(catalogue.cards.first()).toContainText(/KYC|AML|Know Your Customer/i);
  // The filter is linkable: a reload keeps it.
  await page.reload();
  await expect(catalogue.cards.first()).toContainText(/KYC|AML|Know Your Customer/i);
});

test('opening Videos shows the info toast and the video catalogue', async ({
  page,
  signedInLearner: _,
  catalogue,
}) => {
  await page
    .getByRole('link', { name: /^videos/i })
    .first()
    .click();
  await expect(page.getByText(Text.VIDEOS_TOAST)).toBeVisible();
  await expect(catalogue.cards.first()).toBeVisible();
  await expect(page).toHaveURL(/\/videos/);
});

// Issue 29: the learning paths arrived above filters already drawn and pushed them and the cards down
// (Lighthouse CLS 0.31 on a phone).
test('the courses catalogue draws its paths, filters and cards on a phone without moving them', async ({
  page,
  signedInLearner: _,
}) => {
  const { total, shifts } = await layoutShiftsOf(page, '/courses', '[data-testid="product-card"]');
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
});

import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { CartPages } from './pages/cart.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { layoutShiftsOf } from './support/layout-shift';

// A learner of its own: learner-header.spec.ts counts the demo learner's seeded cart and wishlist.
const learner = LOAD_LEARNERS[11]!;

const countOf = async (locator: import('@playwright/test').Locator) => Number(await locator.textContent());

test('wishlist two courses, move one to the cart, see it and its total, remove it', async ({
  page,
  header,
}) => {
  const cart = new CartPages(page);
  await signIn(page, learner.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await header.loaded();
  await expect(header.count('wishlist')).toHaveText(/\d+/);
  const wishlistBefore = await countOf(header.count('wishlist'));
  const cartBefore = await countOf(header.count('cart'));

  // Client-side navigation from here on: a reload would refetch the header and prove nothing.
  await page.getByRole('link', { name: 'Courses', exact: true }).first().click();
  // The dashboard shows product cards too: wait for the catalogue before choosing one.
  await expect(page).toHaveURL(/\/courses$/);
  await expect(cart.freshCards().first()).toBeVisible();
  const first = cart.freshCards().first();
  const firstId = (await first.getAttribute('data-product-id')) ?? '';
  const firstName = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByTestId('wishlist-button').click();
  await expect(page.locator(`[data-product-id="${firstId}"]`).getByTestId('wishlist-button')).toHaveText(
    'Remove from Wishlist',
  );
  await expect(header.count('wishlist')).toHaveText(String(wishlistBefore + 1));
  await cart.freshCards().first().getByTestId('wishlist-button').click();
  await expect(header.count('wishlist')).toHaveText(String(wishlistBefore + 2));

  await page
    .getByRole('link', { name: /Wishlist/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mywishlist$/);
  await expect(cart.row('wishlist', firstId)).toBeVisible();
  // A wishlist is no order: it shows no total (issue 28 item 11).
  await expect(cart.total('wishlist')).toHaveCount(0);
  await cart.row('wishlist', firstId).getByTestId('wishlist-move-to-cart').click();
  await expect(header.count('cart')).toHaveText(String(cartBefore + 1));
  await expect(header.count('wishlist')).toHaveText(String(wishlistBefore + 1));
  await expect(cart.row('wishlist', firstId)).toHaveCount(0);

  await page.getByRole('link', { name: /Cart/ }).first().click();
  await expect(page).toHaveURL(/\/mycart$/);
  await expect(cart.row('cart', firstId)).toContainText(firstName);
  await expect(cart.total('cart')).toContainText(/₹|Free/);
  await cart.row('cart', firstId).getByTestId('cart-remove').click();
  await expect(cart.row('cart', firstId)).toHaveCount(0);
  await expect(header.count('cart')).toHaveText(String(cartBefore));
});

// Issue 29: the cart's rows arrived into an empty page and pushed the footers across a phone's screen
// (Lighthouse CLS 0.71). The demo learner's seeded cart has three rows; this test only reads it.
test('the cart draws its rows on a phone without moving what is already drawn', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.learner.email);
  const { total, shifts } = await layoutShiftsOf(page, '/mycart', '[data-testid="cart-row"]');
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
});

import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { CheckoutPages } from './pages/checkout.page';
import { DiscountsPage } from './pages/discounts.page';
import { AppLayout } from './pages/layout.page';
import { ProductDetailsPage } from './pages/product-details.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

/** The cheapest paid course (₹999), named as the product picker lists it. */
const COURSE = { id: 3022, name: 'Customer Service and Sales in Branch Banking' };

const rupeesOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

// One width: the staff console's course-and-discount purchase runs at both, and the layouts walk opens
// every staff screen at 390 px. A learner of its own: no other spec or integration test uses [24].
const PHONE = { width: 390, height: 844, learner: LOAD_LEARNERS[24]!, code: 'E2ENARROW40' } as const;

for (const { width, height, learner, code } of [PHONE]) {
  test(`admin adds a discount for a course; a learner applies it at checkout and pays the discounted price (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const discounts = new DiscountsPage(page);
    const checkout = new CheckoutPages(page);

    // Admin reaches the list from the menu and adds a 40% discount on the course.
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Discounts' }).click();
    await expect(discounts.list()).toBeVisible();
    await layout.closeMenu();
    await discounts.add(code, 40, COURSE.name, '31/12/2099');
    await expect(page).toHaveURL(new RegExp(`/discount-list\\?q=${code}$`));
    await expect(discounts.row(code)).toContainText('40%');
    await expect(discounts.row(code)).toContainText('31/12/2099');
    await layout.expectNoHorizontalScroll(`/discount-list at ${width} px`);

    // The learner buys the course with the code: 40% of ₹999 off.
    await page.context().clearCookies();
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    await new ProductDetailsPage(page).open('courses', COURSE.id);
    await page.getByTestId('cart-button').first().click();
    await expect(page.getByTestId('cart-button').first()).toHaveText('Remove from Cart');
    await page.goto('/mycart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/);
    const orderId = checkout.orderIdInUrl();
    // The seed's cart may hold other courses: the discount touches this course's line alone.
    const before = rupeesOf(await checkout.total().textContent());
    await checkout.applyCoupon(code);
    await expect(checkout.discount()).toContainText('399.6');
    await expect
      .poll(async () => rupeesOf(await checkout.total().textContent()))
      .toBeCloseTo(before - 399.6, 2);
    await checkout.makePayment();
    await checkout.sandbox('pay').click();
    await expect(page).toHaveURL(new RegExp(`/thankyou\\?orderId=${orderId}$`));
  });
}

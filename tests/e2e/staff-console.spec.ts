import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { CatalogueAdminPage } from './pages/catalogue-admin.page';
import { CheckoutPages } from './pages/checkout.page';
import { DiscountsPage } from './pages/discounts.page';
import { AppLayout } from './pages/layout.page';
import { PartnersPage } from './pages/partners.page';
import { ProductDetailsPage } from './pages/product-details.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

/*
 * The staff console's acceptance flows (issue 13), each at 1366 px and 390 px. Flows covered elsewhere are
 * not repeated here: admin sends an alert the learner sees live (messaging.spec.ts), ops unlock a locked
 * learner (users.spec.ts), the officer sees their college's students (events.spec.ts). This file adds the
 * one end to end that no spec composed (admin's own new course, its module and discount, bought with the
 * discount) and the partner screens (corporate enquiries, colleges and members).
 */

const rupeesOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

// Learners of their own, one per width: no other spec or integration test uses [19] and [39].
const WIDTHS = [
  { width: 1366, height: 900, learner: LOAD_LEARNERS[19]! },
  { width: 390, height: 844, learner: LOAD_LEARNERS[39]! },
] as const;

test.describe.configure({ timeout: 180_000 });

for (const { width, height, learner } of WIDTHS) {
  test(`admin creates a course with a module and a discount; a learner buys it with the discount (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const catalogue = new CatalogueAdminPage(page);
    const discounts = new DiscountsPage(page);
    const checkout = new CheckoutPages(page);
    // Both widths share the database: one course and one code each.
    const name = `Treasury Operations Basics ${width}`;
    const code = `E2ESTAFF${width}`;

    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Add Course' }).click();
    await layout.closeMenu();
    await catalogue.createCourse(name, 2000);
    await expect(page).toHaveURL(/\/edit-course\/\d+$/);
    const productId = Number(page.url().split('/').pop());
    await catalogue.addModule('Money markets and settlement');
    await catalogue.addLinkLesson('Money markets and settlement', 'RBI on money markets');
    await catalogue.toggleStatus(productId);
    await expect(catalogue.statusChip()).toHaveText('Active');

    await page.goto('/discount-list');
    await expect(discounts.list()).toBeVisible();
    await discounts.add(code, 25, name, '31/12/2099');
    await expect(discounts.row(code)).toContainText('25%');

    // The learner buys it with the code: 25% of ₹2,000 off this course's line.
    await page.context().clearCookies();
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    await new ProductDetailsPage(page).open('courses', productId);
    await page.getByTestId('cart-button').first().click();
    await expect(page.getByTestId('cart-button').first()).toHaveText('Remove from Cart');
    await page.goto('/mycart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/);
    const orderId = checkout.orderIdInUrl();
    const before = rupeesOf(await checkout.total().textContent());
    await checkout.applyCoupon(code);
    await expect(checkout.discount()).toContainText('500');
    await expect
      .poll(async () => rupeesOf(await checkout.total().textContent()))
      .toBeCloseTo(before - 500, 2);
    await checkout.makePayment();
    await checkout.sandbox('pay').click();
    await expect(page).toHaveURL(new RegExp(`/thankyou\\?orderId=${orderId}$`));
  });
}

// The partners flow (issue 13 item 4) runs once, on a phone; every screen it passes is also checked at
// laptop width.
{
  const { width, height, learner } = WIDTHS.find((entry) => entry.width === 390)!;
  test(`a company sends a hire-from-us enquiry that ops follow up; admin adds a college and its student (${width} px)`, async ({
    page,
    home,
  }) => {
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const partners = new PartnersPage(page);
    // A retry sends its own enquiry: the first attempt's stays in the shared database.
    const company = `Sahyadri Finance ${width}${test.info().retry ? ` r${test.info().retry}` : ''}`;

    // The public form, reached from the footer.
    await home.open();
    await home.closeModal();
    await page.getByTestId('footer-hire-from-us').click();
    await expect(page).toHaveURL(/\/hire-from-us$/);
    await partners.sendEnquiry(company, `hr${width}@sahyadri.example`);
    await expect(page.getByTestId('hire-from-us-sent')).toBeVisible();
    await layout.expectFitsBothWidths('/hire-from-us');

    // Ops find it from their menu and mark it contacted.
    await signIn(page, DEMO_ACCOUNTS.ops.email);
    await expect(page).toHaveURL(/\/ops-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Corporate Enquiries' }).click();
    await layout.closeMenu();
    await partners.searchEnquiries(company);
    await expect(partners.enquiryRow(company)).toContainText('New');
    await partners.followUp(company, 'Contacted', 'Called Kavita; sending profiles.');
    await expect(partners.enquiryRow(company)).toContainText('Contacted');
    await layout.expectFitsBothWidths('/corporate-enquiries');

    // Admin adds a college from the menu and links a learner to it.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Colleges' }).click();
    await layout.closeMenu();
    await expect(page.getByTestId('college-list')).toBeVisible();
    await partners.addCollege(`Indore School of Commerce ${width}`);
    await expect(page).toHaveURL(/\/edit-college\/\d+$/);
    await partners.addMember(learner.email);
    await expect(partners.members()).toContainText(learner.email);
    await expect(partners.members()).toContainText('Student');
    await layout.expectFitsBothWidths('/edit-college');
  });
}

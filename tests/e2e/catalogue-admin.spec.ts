import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { CatalogueAdminPage } from './pages/catalogue-admin.page';
import { AppLayout } from './pages/layout.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Each flow runs at one width and the file's flows between them cover both: the layouts walk opens every
// staff screen at 390 px, so running the same flow again at the other width found nothing new and cost CI
// minutes.
const LAPTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

for (const { width, height } of [LAPTOP]) {
  test(`admin creates a course with a module, a lesson and a price, activates it, a learner finds it; ops are refused admin-only screens (${width} px)`, async ({
    page,
    catalogue,
  }) => {
    // Three sign-ins and a form on a shared two-core machine: more than the default minute.
    test.slow();
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const admin = new CatalogueAdminPage(page);
    // One course per width: both runs share the database.
    const name = `Branch Audit Essentials ${width}`;

    // Admin: Course List from the menu, then Add Course.
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Course List' }).click();
    await expect(admin.list()).toBeVisible();
    await layout.closeMenu();
    await layout.expectNoHorizontalScroll(`/course-list at ${width} px`);
    await page.getByTestId('add-course').click();
    await admin.createCourse(name, 2499);

    // Saved inactive on its edit page; a module and its lesson, then activation.
    await expect(page).toHaveURL(/\/edit-course\/\d+$/);
    const productId = Number(page.url().split('/').pop());
    await expect(admin.statusChip()).toHaveText('Inactive');
    await admin.addModule('Concurrent audit');
    await admin.addLinkLesson('Concurrent audit', 'RBI on concurrent audit', () =>
      layout.expectFitsBothWidths('/course-lessons'),
    );
    await admin.toggleStatus(productId);
    await expect(admin.statusChip()).toHaveText('Active');

    // The list shows it active with its module and price.
    await page.goto('/course-list');
    await admin.search(name);
    await expect(admin.row(name)).toContainText('Active');
    await expect(admin.row(name)).toContainText('₹2,499');

    // A learner finds it in the catalogue at once.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    await catalogue.open('courses');
    await catalogue.search(name);
    await expect(catalogue.cards.filter({ hasText: name })).toHaveCount(1);

    // Ops manage courses but not modules: the admin-only screen refuses them.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.ops.email);
    await expect(page).toHaveURL(/\/ops-dashboard$/);
    await page.goto('/modules-list');
    await expect(page).toHaveURL(/\/access-denied$/);
  });
}

for (const { width, height } of [PHONE]) {
  test(`admin gives a course a prerequisite and a validity; the learner sees both on the course (${width} px)`, async ({
    page,
  }) => {
    // Two sign-ins and three forms on a shared two-core machine: more than the default minute.
    test.slow();
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const admin = new CatalogueAdminPage(page);
    const name = `Branch Compliance Basics ${width}`;

    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto('/add-course');
    await admin.createCourse(name, 999);
    await expect(page).toHaveURL(/\/edit-course\/\d+$/);
    const productId = Number(page.url().split('/').pop());

    // The prerequisite comes first for the learner; the list keeps it after a reload.
    await admin.addPrerequisite('Credit Appraisal', 'Credit Appraisal for MSME Loans (#3002)');
    await page.reload();
    await expect(admin.prerequisiteRows()).toHaveText(['1. Credit Appraisal for MSME Loans']);
    // Sold only with a lesson (issue 28 item 2): the lessons editor on a phone.
    await admin.addModule('Compliance calendar');
    await admin.addLinkLesson('Compliance calendar', 'RBI master directions');
    await admin.toggleStatus(productId);
    await expect(admin.statusChip()).toHaveText('Active');

    // Product Validity from the staff menu: the course's 180 days become 45.
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Product Validity' }).click();
    await expect(admin.validityList()).toBeVisible();
    await layout.closeMenu();
    await layout.expectNoHorizontalScroll(`/product-validity-list at ${width} px`);
    await admin.searchValidity(name);
    await expect(admin.validityRow(name)).toContainText('180');
    await admin.setValidity(productId, 45);
    await expect(page).toHaveURL(/\/product-validity-list$/);
    await admin.searchValidity(name);
    await expect(admin.validityRow(name)).toContainText('45');

    // The learner's course page shows the new validity and what must be done first.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    await page.goto(`/courses/${productId}`);
    await expect(page.getByTestId('details-validity')).toHaveText('Access for 45 days');
    await expect(page.getByTestId('details-prerequisite')).toContainText('Credit Appraisal for MSME Loans');
  });
}

import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { LearningPathsPage } from './pages/learning-paths.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Each flow runs at one width and the file's flows between them cover both: the layouts walk opens every
// staff screen at 390 px, so running the same flow again at the other width found nothing new and cost CI
// minutes.
const LAPTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

const BASEL = 'Credit Risk Management and Basel III';
const RETAIL = 'Retail Loan Processing: Home, Auto and Personal Loans';
const MSME = 'Credit Appraisal for MSME Loans';

for (const { width, height } of [LAPTOP]) {
  test(`admin builds a learning path, a bad order is refused on its row, the learner sees the active path (${width} px)`, async ({
    page,
  }) => {
    // Two sign-ins and a form on a shared two-core machine: more than the default minute.
    test.slow();
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const paths = new LearningPathsPage(page);
    // One path per width: both runs share the database.
    const name = `Lending to Risk ${width}`;

    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Learning Paths' }).click();
    await expect(paths.list()).toBeVisible();
    await layout.closeMenu();
    await layout.expectNoHorizontalScroll(`/learning-path at ${width} px`);
    await page.getByTestId('add-learning-path').click();

    // Basel III first: it needs Retail Loan Processing (and MSME appraisal) earlier, so it is refused.
    await paths.fillName(name);
    await paths.addCourse('Basel', `${BASEL} (#3020)`);
    await paths.addCourse('Retail Loan', `${RETAIL} (#3011)`);
    await paths.addCourse('MSME', `${MSME} (#3002)`);
    await paths.save();
    await expect(paths.courseRows().nth(0).getByTestId('learning-path-row-error')).toHaveText(
      `${BASEL} needs ${RETAIL} earlier in the path.`,
    );
    await page.screenshot({ path: `/tmp/learning-path-refused-${width}.png`, fullPage: true });
    await layout.expectNoHorizontalScroll(`/learning-path/add at ${width} px`);

    // Basel III to the end: saved, inactive, on the list.
    await paths.moveDown(0);
    await paths.moveDown(1);
    await expect(paths.courseRows()).toHaveText([
      new RegExp(`^1\\. ${RETAIL}`),
      new RegExp(`^2\\. ${MSME}`),
      new RegExp(`^3\\. ${BASEL}`),
    ]);
    await paths.save();
    await expect(page).toHaveURL(/\/learning-path\?q=/);
    await expect(paths.row(name)).toContainText('Inactive');
    await paths.toggleStatus(name);
    await expect(paths.row(name)).toContainText('Active');
    await page.screenshot({ path: `/tmp/learning-path-list-${width}.png`, fullPage: true });

    // The learner sees the path, its courses in order, above the course catalogue.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    await page.goto('/courses');
    // The section's own query may answer after the catalogue's on the shared machine.
    await expect(paths.learnerSection().getByRole('heading', { name, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(paths.learnerPathCourses(name)).toHaveText([RETAIL, MSME, BASEL]);
    await page.screenshot({ path: `/tmp/learning-path-learner-${width}.png`, fullPage: true });

    // Ops are refused the admin-only screen.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.ops.email);
    await expect(page).toHaveURL(/\/ops-dashboard$/);
    await page.goto('/learning-path');
    await expect(page).toHaveURL(/\/access-denied$/);
  });
}

for (const { width, height } of [PHONE]) {
  test(`staff map a course to categories and 'looking for' options; admin renames and switches off a module (${width} px)`, async ({
    page,
  }) => {
    // One sign-in and two screens on a shared two-core machine: more than the default minute.
    test.slow();
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    // /edit-course: the maps panel saves both maps at once.
    await page.goto('/edit-course/3011');
    const maps = page.getByTestId('course-maps');
    await maps.getByTestId('course-map-categories').click();
    await page.getByRole('option', { name: 'Career Skills', exact: true }).click();
    await page.keyboard.press('Escape');
    await maps.getByTestId('course-map-looking-for').click();
    await page.getByRole('option', { name: 'Interview preparation', exact: true }).click();
    await page.keyboard.press('Escape');
    await maps.getByTestId('course-maps-submit').click();
    await expect(page.getByText(/Categories and looking-for options saved/)).toBeVisible();
    await maps.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/course-maps-${width}.png` });
    await layout.expectNoHorizontalScroll(`/edit-course at ${width} px`);

    // /modules-list: rename the first row's module, then switch it off and on again.
    await page.goto('/modules-list');
    const first = page.getByTestId('modules-list').locator('[data-rowindex="0"]');
    await first.getByRole('button', { name: 'Edit' }).click();
    const title = `Renamed module ${width}`;
    await page.getByTestId('module-edit-title').fill(title);
    await page.getByTestId('module-edit-submit').click();
    await expect(first).toContainText(title);
    await first.getByRole('button', { name: 'Deactivate' }).click();
    await expect(first).toContainText('Inactive');
    await page.screenshot({ path: `/tmp/modules-list-${width}.png` });
    await first.getByRole('button', { name: 'Activate' }).click();
    await expect(first).toContainText('Active');
  });
}

import { ReasonMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import type { Page } from '@playwright/test';
import { AppLayout } from './pages/layout.page';
import { UsersPage } from './pages/users.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { layoutShiftsOf } from './support/layout-shift';

/** A wrong password through the login modal; waits for the gateway's answer before the next one. */
async function signInWrong(page: Page, email: string, attempt: number) {
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(`Wrong@${attempt}`);
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('login'),
  );
  await page.getByTestId('login-submit').click();
  await answered;
}

// The spec's limit (`000 §8` SM-12): the third wrong password locks the account.
const WIDTHS = [
  { width: 1366, height: 900, learner: LOAD_LEARNERS[17]! },
  { width: 390, height: 844, learner: LOAD_LEARNERS[18]! },
] as const;

for (const { width, height, learner } of WIDTHS) {
  test(`ops unlock a locked learner from /user-list, who then signs in; admin reads the audit entry (${width} px)`, async ({
    page,
    home,
  }) => {
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const users = new UsersPage(page);

    // The learner gets locked: three wrong passwords.
    await home.open();
    for (const attempt of [1, 2, 3]) await signInWrong(page, learner.email, attempt);
    await expect(page.getByText(ReasonMessage['SM-12'])).toBeVisible();

    // Ops find the learner from the menu, by filter, and unlock.
    await signIn(page, DEMO_ACCOUNTS.ops.email);
    await expect(page).toHaveURL(/\/ops-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Users' }).click();
    await expect(users.list()).toBeVisible();
    await layout.closeMenu();
    await users.filterStatus('Locked');
    await expect(page).toHaveURL(/status=LOCKED/);
    await users.search(learner.email);
    await expect(page).toHaveURL(/q=/);
    await expect(users.row(learner.email)).toContainText('Locked');
    await layout.expectNoHorizontalScroll(`/user-list at ${width} px`);
    await users.expectGridInsideWindow();
    await users.unlock(learner.userId);
    await expect(page.getByText(/is unlocked and may sign in again/)).toBeVisible();
    await expect(users.row(learner.email)).toHaveCount(0);

    // The learner signs in.
    await page.context().clearCookies();
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);

    // Admin sees the entry: ops, user.unlock, locked before and active after.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto(`/audit-log`);
    await expect(users.auditLog()).toBeVisible();
    await users.filterAuditByRecord(String(learner.userId));
    await expect(page).toHaveURL(new RegExp(`entity=${learner.userId}`));
    const { firstName, lastName, email } = DEMO_ACCOUNTS.ops;
    await users.filterAuditByActor(`${firstName} ${lastName}`);
    await expect(page).toHaveURL(/actor=\d+/);
    // In staff words: the action named, the fields labelled, no stored keys (issue 28 item 10).
    const entry = users.auditRows().filter({ hasText: 'Unlocked an account' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(email);
    await expect(entry).toContainText('Status: Locked');
    await expect(users.auditLog()).not.toContainText('user.unlock');
    await layout.expectNoHorizontalScroll(`/audit-log at ${width} px`);
  });
}

test('admin adds an operations user at /new-admin (390 px), who must change the password at first sign-in', async ({
  page,
  home,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new AppLayout(page);
  const users = new UsersPage(page);
  const user = {
    firstName: 'Kavya',
    lastName: 'Rao',
    email: 'kavya.e2e@finx.demo',
    mobile: '9811100077',
    role: 'Operations',
    password: 'First@123',
  };
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/user-list');
  await users.addUser(user);
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user-list\?q=kavya\.e2e/);
  await expect(users.row(user.email)).toContainText('Active');
  await layout.expectNoHorizontalScroll('/user-list after /new-admin at 390 px');

  await page.context().clearCookies();
  await home.open('/opsAdminLogin');
  await home.logIn(user.email, user.password);
  await expect(page).toHaveURL(/\/changepassword/);
});

// Issue 29: the grid stood a row tall until its first answer, then grew under its own pagination and
// pushed the footer across a phone's screen (Lighthouse CLS 0.17).
test('the user list draws its first page on a phone without moving what is already drawn', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  const { total, shifts } = await layoutShiftsOf(
    page,
    '/user-list',
    '[data-testid="user-grid"] .MuiDataGrid-row',
  );
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
});

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { LoginMessage, messageFor, ReasonCode } from '@finx/domain';
import { expect, test } from './support/fixtures';

test('a learner is refused on an admin route', async ({ page, signedInLearner: _ }) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/access-denied$/);
});

test('without a session a learner route sends the visitor home to log in', async ({ page }) => {
  await page.goto('/studentDashboard?source=mail&camp=diwali');
  await expect(page).toHaveURL(/sessiontimeout=true/);
  await expect(page).toHaveURL(/camp=diwali/);
});

test('a wrong password shows the spec message under the password field', async ({ home }) => {
  await home.open();
  await home.logIn(DEMO_ACCOUNTS.secondLearner.email, 'Wrong@123');
  await expect(home.fieldError('password')).toHaveText(messageFor(ReasonCode.INVALID_CREDENTIALS));
});

test('a numeric username switches to mobile mode and must have 10 digits', async ({ page, home }) => {
  await home.open();
  await page.getByTestId('login-username').fill('98765');
  await expect(page.getByTestId('login-password')).toHaveCount(0);
  await page.getByTestId('login-username').blur();
  await expect(home.fieldError('username')).toHaveText(LoginMessage.MOBILE_LENGTH);
});

test('staff land on their own dashboard', async ({ page, home }) => {
  await home.open('/opsAdminLogin');
  await home.logIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('an unknown route shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

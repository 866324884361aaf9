import { DEMO_PASSWORD, PASSWORD_FLOW_ACCOUNTS } from '@finx/rest-api';
import { Text } from '@finx/domain';
import { expect, test } from './support/fixtures';

test('forgot password: the mailed link resets the password, and the learner signs in with it', async ({
  page,
  home,
}) => {
  const { email } = PASSWORD_FLOW_ACCOUNTS.resetLearner;
  await page.goto('/forgotpassword');
  await page.getByTestId('forgot-submit').click();
  await expect(page.locator('#forgot-email-helper-text')).toHaveText('You must specify a Email');
  await page.getByTestId('forgot-email').fill(`  ${email} `);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText(Text.RESET_LINK_SENT)).toBeVisible();
  // `000 §4`: after 3 s to the role's login (the learner home).
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });

  const outbox = (await (await page.request.get(`/dev/outbox?to=${email}`)).json()) as { body: string }[];
  const link = /\/forgotpasswordnext\?id=[\w-]+/.exec(outbox[0]?.body ?? '')?.[0];
  expect(link, 'reset link in the outbox').toBeTruthy();

  await page.goto(link ?? '/');
  await page.getByTestId('password-newPassword').fill('Weak');
  await expect(page.getByTestId('password-strength')).toHaveText('Weak');
  await page.getByTestId('password-newPassword').fill('Reset@2025');
  await expect(page.getByTestId('password-strength')).toHaveText('Strong');
  await page.getByTestId('password-confirmPassword').fill('Reset@2024');
  await page.getByTestId('reset-submit').click();
  await expect(page.locator('#password-confirmPassword-helper-text')).toHaveText('Password does not match');
  await page.getByTestId('password-confirmPassword').fill('Reset@2025');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText(Text.PASSWORD_RESET)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link is single-use.
  await page.goto(link ?? '/');
  await page.getByTestId('password-newPassword').fill('Again@2025');
  await page.getByTestId('password-confirmPassword').fill('Again@2025');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  await home.open();
  await home.logIn(email, 'Reset@2025');
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a forced change: the live checklist, then signed out and sent to the learner login after 5 s', async ({
  page,
  home,
}) => {
  const { email } = PASSWORD_FLOW_ACCOUNTS.forcedLearner;
  await home.open();
  await home.logIn(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/changepassword$/);

  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Please provide old password')).toBeVisible();
  await expect(page.locator('#password-currentPassword-helper-text')).toHaveText(
    'Current Password is required',
  );
  await expect(page.locator('#password-newPassword-helper-text')).toHaveText(
    'You must specify a New Password',
  );

  await page.getByTestId('password-currentPassword').fill(DEMO_PASSWORD);
  await page.getByTestId('password-newPassword').fill('new pass');
  await expect(page.getByTestId('policy-noSpaces')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('policy-uppercase')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('password-strength')).toHaveText('Weak');
  await page.getByTestId('password-newPassword').fill('Chosen@2025');
  await expect(page.getByTestId('policy-uppercase')).toHaveAttribute('data-met', 'true');
  await expect(page.getByTestId('password-strength')).toHaveText('Strong');
  await page.getByTestId('password-confirmPassword').fill('Chosen@2025');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText(Text.PASSWORD_CHANGED)).toBeVisible();
  const changedAt = Date.now();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 8_000 });
  expect(Date.now() - changedAt).toBeGreaterThan(4_000);

  await home.open();
  await home.logIn(email, 'Chosen@2025');
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
});

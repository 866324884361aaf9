import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOGIN_CASE_ACCOUNTS } from '@finx/rest-api';
import { ReasonMessage, otpCapMessage } from '@finx/domain';
import { PaymentReportDocument, ViewerDocument } from '../../client/src/graphql/generated/graphql';
import { HomePage } from './pages/home.page';
import { expect, test } from './support/fixtures';
import { graphqlAs } from './support/graphql';

// 000 §4 and §8 in a real browser: mobile OTP login with its attempt cap, SM-07, SM-14, the prompts.

test('mobile OTP login: count N on wrong OTPs, the cap at 4, Resend OTP, then in', async ({ page, home }) => {
  const { mobile } = LOGIN_CASE_ACCOUNTS.mobileLearner;
  await home.open();
  await home.requestOtp(mobile);
  await expect(home.otpField()).toBeVisible();
  await expect(page.getByTestId('otp-countdown')).toHaveText(/OTP valid for 0[23]:\d\d/);
  // Resend shows only in the last 5 s of the 180 s countdown, or after too many failures.
  await expect(home.resendOtp()).toHaveCount(0);

  const code = await home.latestOtp(mobile);
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  for (const count of [1, 2, 3]) {
    await home.submitOtp(wrong);
    await expect(home.fieldError('otp')).toHaveText(`${ReasonMessage.DM_02} count ${count}`);
  }
  await home.submitOtp(wrong);
  await expect(home.fieldError('otp')).toHaveText(otpCapMessage());
  await expect(home.resendOtp()).toBeVisible();

  const sentAt = await home.lastOtpSentAt(mobile);
  await home.resendOtp().click();
  const fresh = await home.latestOtp(mobile, sentAt);
  await home.submitOtp(fresh);
  await home.answerAlreadyLoggedIn();
  await expect(page).toHaveURL(/\/studentDashboard$/);
});

test('an unregistered mobile number is refused at Get OTP', async ({ home }) => {
  await home.open();
  await home.requestOtp('9111111111');
  await expect(home.fieldError('username')).toHaveText(ReasonMessage['FC-01']);
  await expect(home.otpField()).toHaveCount(0);
});

test('SM-07: a second browser is asked, and Yes logs the first one out', async ({ page, home, browser }) => {
  const { email } = LOGIN_CASE_ACCOUNTS.twoMachines;
  const office = await browser.newContext();
  const officePage = await office.newPage();
  const officeHome = new HomePage(officePage);
  await officeHome.open();
  await officeHome.logIn(email, DEMO_PASSWORD);
  await expect(officePage).toHaveURL(/\/studentDashboard$/);

  await home.open();
  await home.logIn(email, DEMO_PASSWORD, { takeOver: false });
  const prompt = home.prompt('already-logged-in');
  await expect(prompt).toContainText(ReasonMessage['SM-07']);
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/studentDashboard$/);

  // The office browser's session is over at once: its very next viewer query answers signed out.
  expect((await graphqlAs(office.request, ViewerDocument)).data).toEqual({ viewer: null });
  await officePage.goto('/studentDashboard');
  await expect(officePage).toHaveURL(/sessiontimeout=true/);
  await office.close();
});

test('SM-07: No keeps the other session and stays on the login', async ({ page, home, browser }) => {
  const { email } = DEMO_ACCOUNTS.admin;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherHome = new HomePage(otherPage);
  await otherHome.open('/opsAdminLogin');
  await otherHome.logIn(email, DEMO_PASSWORD);
  await expect(otherPage).toHaveURL(/\/admin-dashboard$/);

  await home.open('/opsAdminLogin');
  await home.logIn(email, DEMO_PASSWORD, { takeOver: false });
  await home.prompt('already-logged-in').getByRole('button', { name: 'No' }).click();
  await expect(home.prompt('already-logged-in')).toHaveCount(0);
  await expect(page).toHaveURL(/\/opsAdminLogin$/);
  expect((await graphqlAs(page.request, ViewerDocument)).data).toEqual({ viewer: null });

  // The other browser is still signed in, here and upstream: its viewer answers, and so does a query the
  // gateway can only answer with that session's REST token.
  const viewer = await graphqlAs(other.request, ViewerDocument);
  expect(viewer.data?.viewer?.email).toBe(email);
  const report = await graphqlAs(other.request, PaymentReportDocument, { page: 1, limit: 1 });
  expect(report.errors).toBeUndefined();
  expect(report.data?.paymentReport.totalRecords).toBeGreaterThan(0);
  await otherPage.goto('/admin-dashboard');
  await expect(otherPage).toHaveURL(/\/admin-dashboard$/);
  await other.close();
});

test('SM-14: the reactivation dialog; Yes signs in after 2 s', async ({ page, home }) => {
  const { email } = LOGIN_CASE_ACCOUNTS.consentWithdrawn;
  await home.open();
  await home.logIn(email, DEMO_PASSWORD);
  const dialog = home.prompt('reactivate');
  await expect(dialog).toContainText(ReasonMessage['SM-14']);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/studentDashboard$/);
});

test('suspended and inactive accounts get the spec messages', async ({ home }) => {
  await home.open();
  await home.logIn(DEMO_ACCOUNTS.suspended.email, DEMO_PASSWORD);
  await expect(home.formError()).toHaveText(ReasonMessage['SM-04']);
  await home.logIn(DEMO_ACCOUNTS.inactive.email, DEMO_PASSWORD);
  await expect(home.formError()).toHaveText(ReasonMessage['SM-03-INACTIVE']);
  await home.logIn('nobody@finx.demo', DEMO_PASSWORD);
  await expect(home.fieldError('username')).toHaveText(ReasonMessage.EMAIL_NOT_REGISTERED);
});

test('a signed-in learner opening /login is offered the dashboard or sign-out', async ({
  page,
  signedInLearner: _,
}) => {
  await page.goto('/login');
  await expect(page.getByTestId('already-signed-in')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to dashboard' }).click();
  await expect(page).toHaveURL(/\/studentDashboard$/);
});

import { messageFor, ReasonCode, RegistrationMessage } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { freshLearner, RegistrationPage } from './pages/registration.page';
import { ViewerDocument } from '../../client/src/graphql/generated/graphql';
import { expect, test } from './support/fixtures';
import { graphqlAs } from './support/graphql';

test('a learner registers with the OTP from the outbox and lands signed in on /registerSuccess', async ({
  page,
}) => {
  const registration = new RegistrationPage(page);
  const { mobile, email } = freshLearner();
  await registration.open();
  await registration.enterMobileAndVerify(mobile);
  await registration.fillDetails({ firstName: 'Meena', lastName: 'Pillai', email: email.toUpperCase() });
  await registration.submit();

  await expect(page).toHaveURL(/\/registerSuccess$/);
  await expect(page.getByTestId('thank-you-image')).toBeVisible();
  await expect(page.getByTestId('register-success-viewer')).toContainText(`Meena Pillai (${email})`);
  const viewer = await graphqlAs(page.request, ViewerDocument);
  expect(viewer.errors).toBeUndefined();
  expect(viewer.data?.viewer).toMatchObject({ email, roleId: 5 });
});

test('an entry link is kept through registration: a college link asks for institute details', async ({
  page,
}) => {
  const registration = new RegistrationPage(page);
  const { mobile, email } = freshLearner();
  await registration.open('/register?col=COL42&source=campus&camp=fresher');
  // A redirect in between must not lose it: the link lives in session storage.
  await page.goto('/register');
  await expect(page.getByTestId('register-mobile')).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('finx.entryLink'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    params: { col: 'COL42', source: 'campus', camp: 'fresher' },
  });

  await registration.enterMobileAndVerify(mobile);
  await registration.fillDetails({ firstName: 'Ravi', lastName: 'Kumar', email });
  await registration.submit();
  await expect(page).toHaveURL(/\/registerSuccess$/);
  expect(await page.evaluate(() => sessionStorage.getItem('finx.entryLink'))).toBeNull();

  // The lead register names the college, so the institute check says Y and the modal asks first.
  await expect(page.getByTestId('institute-modal')).toBeVisible();
  await page.getByTestId('institute-bfs-id').fill('BFS12345678');
  await page.getByTestId('institute-save').click();
  await expect(page.getByText(RegistrationMessage.BFS_ID_INVALID)).toBeVisible();
  await page.getByTestId('institute-bfs-id').fill('BFS1234');
  await page.getByTestId('institute-batch-number').fill('B2024');
  await page.getByTestId('institute-save').click();
  await expect(page.getByTestId('thank-you-image')).toBeVisible();
});

test('an already registered number shows the sticky FC-03/FC-04 toast and locks the form for 5 s', async ({
  page,
}) => {
  const registration = new RegistrationPage(page);
  await registration.open();
  await page.getByTestId('register-mobile').fill(DEMO_ACCOUNTS.learner.mobile);
  await expect(
    page.getByText(messageFor(ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING)).first(),
  ).toBeVisible();
  await expect(page.getByTestId('register-first-name')).toBeDisabled();
  await expect(page.getByTestId('register-first-name')).toBeEnabled({ timeout: 8_000 });
  // Sticky: still there after the 5 s lock.
  await expect(
    page.getByText(messageFor(ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING)).first(),
  ).toBeVisible();
});

test('college registration is held for approval', async ({ page }) => {
  const registration = new RegistrationPage(page);
  const { mobile, email } = freshLearner();
  await registration.open('/COLLEGEREGISTER');
  await registration.enterMobileAndVerify(mobile);
  await registration.fillDetails({ firstName: 'Uma', lastName: 'Shankar', email });
  await registration.submit();
  await expect(page.getByTestId('register-done')).toContainText('administrator approves');
});

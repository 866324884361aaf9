import { AadharMessage, ClientPath, ProfileMessage, Text } from '@finx/domain';
import { PROFILE_ACCOUNTS } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { ProfilePage } from './pages/profile.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

test('at 1366 px the learner opens My Profile from the menu, fills the address by lookups, saves personal details and the Aadhar, completeness rising', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const { email } = PROFILE_ACCOUNTS.profileLearner;
  await signIn(page, email);
  await expect(page).toHaveURL(/\/studentDashboard$/);

  const layout = new AppLayout(page);
  const profile = new ProfilePage(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'My Profile' }).click();
  await expect(layout.drawn('learner', ClientPath.USER_PROFILE)).toBeVisible();
  await expect(profile.screen).toBeVisible();
  await expect(profile.completeness).toHaveText('0%');
  await expect(page.getByText(Text.BANNER_PROFILE)).toBeVisible();
  await expect(page.getByText(Text.BANNER_DOCUMENTS)).toBeVisible();
  await expect(page.getByTestId('profile-documents')).toContainText('Documents');
  await expectNoSeriousA11yViolations(page, 'the profile with its forms open');

  // Address: each lookup lists what lies under the choice above it, searched on the server.
  await profile.edit('address');
  await expect(page.getByTestId('profile-state')).toBeDisabled();
  await profile.field('addressLine').fill('21 Hill Road');
  await profile.pickRegion('country', 'Ind', 'India');
  await profile.pickRegion('state', 'mahar', 'Maharashtra');
  await profile.pickRegion('city', 'Mum', 'Mumbai');
  await profile.pickRegion('suburb', 'Band', 'Bandra');
  await profile.field('pincode').fill('04005');
  await profile.save('address');
  await expect(profile.section('address')).toContainText(ProfileMessage.PINCODE_INVALID);
  await profile.field('pincode').fill('400050');
  await profile.save('address');
  await expect(profile.section('address')).toContainText('Bandra');
  await expect(profile.section('address')).toContainText('Maharashtra');
  await expect(profile.completeness).toHaveText('14%');

  // Changing the state clears the city and suburb chosen under the old one.
  await profile.edit('address');
  await profile.pickRegion('state', 'Karna', 'Karnataka');
  await expect(page.getByTestId('profile-city')).toHaveValue('');
  await expect(page.getByTestId('profile-suburb')).toBeDisabled();
  await profile.section('address').getByRole('button', { name: 'Cancel' }).click();

  await profile.edit('personal');
  await profile.field('firstName').fill('Aarav');
  await profile.field('lastName').fill('Nair');
  await profile.field('dateOfBirth').fill('2001-06-15');
  await profile.chooseSelect('gender', 'profile-gender-MALE');
  await profile.save('personal');
  // Shown DD/MM/YYYY, as every date (issue 28 item 11).
  await expect(profile.section('personal')).toContainText('15/06/2001');
  await expect(profile.completeness).toHaveText('29%');

  // Aadhar: wrong check digit, a Virtual ID, then a right one, shown masked.
  await profile.edit('aadhar');
  await profile.field('aadharNumber').fill('2345 6789 0125');
  await profile.save('aadhar');
  await expect(profile.section('aadhar')).toContainText(AadharMessage.INVALID);
  await profile.field('aadharNumber').fill('1234 5678 9012 3456');
  await profile.save('aadhar');
  await expect(profile.section('aadhar')).toContainText(AadharMessage.DIGILOCKER);
  await profile.field('aadharNumber').fill('2345 6789 0124');
  await profile.save('aadhar');
  await expect(profile.section('aadhar')).toContainText('XXXX XXXX 0124');
  await expect(profile.completeness).toHaveText('43%');
  await expect(profile.employability).toHaveText('35 / 100');
  await expectNoSeriousA11yViolations(page, 'the profile with saved sections');

  // The saved profile is the server's: a reload shows the same.
  await page.reload();
  await expect(profile.completeness).toHaveText('43%');
  await expect(profile.section('aadhar')).not.toContainText('234567890124');

  await page.getByTestId('profile-change-password').click();
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByTestId('password-currentPassword')).toBeVisible();
});

test('at 390 px a learner registered by mobile OTP sees the profile fit and sets a password without a current one', async ({
  page,
  home,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { mobile, email } = PROFILE_ACCOUNTS.mobileOnlyLearner;
  await home.open();
  await home.requestOtp(mobile);
  await home.submitOtp(await home.latestOtp(mobile));
  await expect(page).toHaveURL(/\/studentDashboard$/);

  const layout = new AppLayout(page);
  const profile = new ProfilePage(page);
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'My Profile' }).click();
  await expect(profile.screen).toBeVisible();
  await expect(profile.section('personal')).toBeVisible();
  await layout.expectNoHorizontalScroll('/userprofile at 390 px');

  await page.getByTestId('profile-set-password').click();
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
  await expect(page.getByTestId('password-currentPassword')).toHaveCount(0);
  await page.getByTestId('password-newPassword').fill('Fresh@123');
  await page.getByTestId('password-confirmPassword').fill('Fresh@123');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText(Text.PASSWORD_CHANGED)).toBeVisible();

  // The new password signs in by e-mail.
  await expect(page).toHaveURL(/\/(\?.*)?$/, { timeout: 15_000 });
  await home.open();
  await home.logIn(email, 'Fresh@123');
  await expect(page).toHaveURL(/\/studentDashboard$/);
});

import { RegistrationMessage, Text, UploadRoute, USER_UPLOAD_COLUMNS } from '@finx/domain';
import { usersXlsx } from '@finx/rest-api/testing';
import { AppLayout } from './pages/layout.page';
import { UploadsPage } from './pages/uploads.page';
import { signInAs } from './support/sign-in';
import { expect, test } from './support/fixtures';

/** A users file: one good learner (unique per width) and one with a bad mobile number. */
const usersCsv = (tag: string): Buffer =>
  Buffer.from(
    [
      USER_UPLOAD_COLUMNS.join(','),
      `Meera,Iyer,meera.${tag}@bulk.test,98${tag.padStart(8, '0')},2`,
      `Kiran,Rao,kiran.${tag}@bulk.test,12345,1`,
    ].join('\n') + '\n',
  );

const WIDTHS = [
  { width: 1366, height: 900, tag: '1366' },
  { width: 390, height: 844, tag: '390' },
] as const;

for (const { width, height, tag } of WIDTHS) {
  test(`admin uploads users with a good and a bad row, reads the grid; a second upload adds nothing (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const uploads = new UploadsPage(page, 'upload-users', UploadRoute.USERS);
    await signInAs(page, 'admin');
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Users Bulk Upload' }).click();
    await expect(uploads.screen()).toBeVisible();
    await layout.closeMenu();

    const file = usersCsv(tag);
    await uploads.upload('users.csv', file);
    await expect(page.getByText(Text.UPLOAD_PARTIAL)).toBeVisible();
    await uploads.expectSummary(2, 1, 1, 0);
    await uploads.expectFileCleared();
    await expect(uploads.failureRows()).toHaveCount(1);
    await expect(uploads.failureRows().first()).toContainText(`kiran.${tag}@bulk.test`);
    await expect(uploads.failureRows().first()).toContainText(RegistrationMessage.MOBILE_INVALID);
    await layout.expectNoHorizontalScroll(`/userbulkupload at ${width} px`);

    // The same file again: the account exists already, nothing is added.
    await uploads.upload('users.csv', file);
    await uploads.expectSummary(2, 0, 1, 1);
  });
}

// The counts between polls ("Recording the rows: N of 1,500") are upload-payment-page.test's to show and
// upload-jobs.test's to feed (rows done per batch of a 15,000-row job): since a batch is written in three
// statements, 1,500 users are recorded within one of the screen's one-second polls, so here the screen
// may go from checking the file straight to the result.
test('admin uploads 1,500 users: the screen follows the job from sending the file to the result (issue 25)', async ({
  page,
}) => {
  const layout = new AppLayout(page);
  const uploads = new UploadsPage(page, 'upload-users', UploadRoute.USERS);
  await signInAs(page, 'admin');
  await layout.openMenu();
  await layout.sideNav().getByRole('link', { name: 'Users Bulk Upload' }).click();
  await expect(uploads.screen()).toBeVisible();
  await layout.closeMenu();

  const file = await usersXlsx(1_500, 'e2e-progress', 7_300_000_000);
  const followed = expect(uploads.progressText()).toHaveText(
    /Sending the file|Checking the file|Recording the rows/,
    {
      timeout: 60_000,
    },
  );
  await uploads.upload(
    'users.xlsx',
    file,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  await followed;
  await expect(page.getByText(Text.UPLOAD_SUCCESS)).toBeVisible();
  await uploads.expectSummary(1_500, 1_500, 0, 0);
});

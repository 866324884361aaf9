import { Text } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { GdpiPage } from './pages/gdpi.page';
import { UploadsPage } from './pages/uploads.page';
import { signInAs } from './support/sign-in';
import { expect, test } from './support/fixtures';

// Each width records the GD/PI result of a learner of its own.
const WIDTHS = [
  { width: 1366, height: 900, learner: LOAD_LEARNERS[36]! },
  { width: 390, height: 844, learner: LOAD_LEARNERS[37]! },
] as const;

const gdpiCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer =>
  Buffer.from(
    `${[['fullName', 'emailId', 'gdpiStatus', 'gdScore', 'piScore', 'remarks'], ...rows]
      .map((row) => row.join(','))
      .join('\n')}\n`,
  );

for (const { width, height, learner } of WIDTHS) {
  test(`admin uploads a GDPI file with good and bad rows, then finds the learner on /gdpi; a second upload adds nothing (${width} px)`, async ({
    page,
  }) => {
    // A retry's rows differ from the first attempt's, which the shared database already holds.
    const retry = test.info().retry ? ` r${test.info().retry}` : '';
    const file = gdpiCsv([
      ['Learner', learner.email, 'Selected', 70, 75.5, `Good${retry}`],
      ['Nobody', `nobody.${width}@finx.test`, 'Selected', 70, 70, ''],
      ['Learner', learner.email, 'Maybe', 70, 70, ''],
    ]);
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const uploads = new UploadsPage(page, 'upload-gdpi', '/uploads/gdpi');
    const gdpi = new GdpiPage(page);
    await signInAs(page, 'admin');
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'GDPI Bulk Upload' }).click();
    await expect(uploads.screen()).toBeVisible();
    await layout.closeMenu();

    await uploads.upload('gdpi.csv', file);
    await expect(page.getByText(Text.UPLOAD_PARTIAL)).toBeVisible();
    await uploads.expectSummary(3, 1, 2, 0);
    await expect(uploads.failureRows()).toHaveCount(2);
    await expect(uploads.failureRows().nth(1)).toContainText('gdpiStatus is not valid');
    await layout.expectNoHorizontalScroll(`/adminbulkuploadgdpi at ${width} px`);

    await uploads.upload('gdpi.csv', file);
    await uploads.expectSummary(3, 0, 2, 1);

    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'GDPI Status' }).click();
    await expect(gdpi.screen()).toBeVisible();
    await layout.closeMenu();
    await gdpi.search(learner.email);
    await gdpi.filterStatus('SELECTED');
    await expect(gdpi.rows()).toHaveCount(1);
    await expect(gdpi.rows().first()).toContainText(learner.email);
    await expect(gdpi.rows().first()).toContainText('Selected');
    await layout.expectNoHorizontalScroll(`/gdpi at ${width} px`);
  });
}

import { Text } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { paymentCsv, paymentFileRow } from '@finx/rest-api/testing';
import { CheckoutDocument } from '../../client/src/graphql/generated/graphql';
import { AppLayout } from './pages/layout.page';
import { UploadsPage } from './pages/uploads.page';
import { graphqlAs } from './support/graphql';
import { apiSession, signInAs } from './support/sign-in';
import { expect, test } from './support/fixtures';

// Each width pays a learner of its own, who leaves an unpaid order first.
const WIDTHS = [
  { width: 1366, height: 900, learner: LOAD_LEARNERS[38]! },
  { width: 390, height: 844, learner: LOAD_LEARNERS[29]! },
] as const;

/** The learner checks out one course in a session of their own; answers the unpaid order's total. */
async function unpaidOrderTotal(baseURL: string, email: string): Promise<number> {
  const api = await apiSession(baseURL, email);
  const placed = await graphqlAs(api, CheckoutDocument, { productIds: ['3008'] });
  await api.dispose();
  const total = placed.data?.checkout.order?.totalOrderPrice;
  expect(total, 'the unpaid order').toBeGreaterThan(0);
  return total!;
}

for (const { width, height, learner } of WIDTHS) {
  test(`ops upload a payment file with good and bad rows, read the grid and the export; a second upload adds nothing (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    const total = await unpaidOrderTotal(baseURL!, learner.email);
    const file = paymentCsv([
      paymentFileRow(learner.email, total),
      paymentFileRow(`nobody.${width}@finx.test`, 100),
      { ...paymentFileRow(learner.email, total), paymentMode: 'cheque' },
    ]);

    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const uploads = new UploadsPage(page);
    await signInAs(page, 'ops');
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Bulk Payment Upload' }).click();
    await expect(uploads.screen()).toBeVisible();
    await layout.closeMenu();

    // The job's progress shows while it runs (issue 25), then the spec's result messages and grid.
    const shown = expect(uploads.progressText()).toHaveText(/Checking the file|Recording the rows: \d+ of 3/);
    await uploads.upload('payments.csv', file);
    await shown;
    await expect(page.getByText(Text.UPLOAD_PARTIAL)).toBeVisible();
    await uploads.expectSummary(3, 1, 2, 0);
    await uploads.expectFileCleared();
    await expect(uploads.failureRows()).toHaveCount(2);
    await expect(uploads.failureRows().first()).toContainText('No learner is registered');
    await expect(uploads.failureRows().nth(1)).toContainText('paymentMode is not valid');
    await layout.expectNoHorizontalScroll(`/uploadPayment at ${width} px`);
    expect(await uploads.exportSheets()).toEqual([
      { name: 'Success Records', rows: 2 },
      { name: 'Failed Records', rows: 3 },
    ]);

    // The same file again: the paid row is already uploaded, nothing is added.
    await uploads.upload('payments.csv', file);
    await expect(page.getByText(Text.UPLOAD_FAILED)).toBeVisible();
    await uploads.expectSummary(3, 0, 2, 1);
  });
}

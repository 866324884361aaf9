import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { PaymentReportPage } from './pages/payment-report.page';

test('ops read the payment report at /my-orders, filtered in the URL, with the refund form', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.ops.email);
  await expect(page).toHaveURL(/\/ops-dashboard$/);

  const report = new PaymentReportPage(page);
  await report.open('?status=paid');
  await expect(report.report()).toBeVisible();
  // The seeded paid order of the demo learner, with her e-mail; the Initiated one is filtered out.
  await expect(report.row('600001')).toContainText(DEMO_ACCOUNTS.learner.email);
  await expect(report.row('600002')).toHaveCount(0);

  await report.search('600001');
  await expect(page).toHaveURL(/q=600001/);
  await expect(report.rows()).toHaveCount(1);

  // The refund needs a note; cancelling records nothing.
  await report.row('600001').getByTestId('record-refund').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByRole('dialog')).toContainText(/required|note/i);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(report.row('600001')).toContainText('Paid');
});

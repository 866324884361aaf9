import { EducationLoanMessage } from '@finx/domain';
import { EducationLoanPage } from './pages/education-loan.page';
import { AppLayout } from './pages/layout.page';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
] as const) {
  test(`at ${size.width} px the learner reaches the education loan from the menu, sees the shared rules and follows the status`, async ({
    page,
    signedInLearner: _,
  }) => {
    await page.setViewportSize(size);
    const layout = new AppLayout(page);
    const loan = new EducationLoanPage(page);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Education Loan' }).click();
    await expect(layout.drawn('learner', '/education-loan')).toBeVisible();
    await expect(loan.screen).toBeVisible();

    // The demo learner applies in the first test of the pair; the second finds the status waiting.
    await expect(loan.form.or(loan.status).first()).toBeVisible();
    if (await loan.form.isVisible()) {
      await loan.apply('500', 12, 'ABC');
      await expect(loan.form).toContainText(EducationLoanMessage.AMOUNT_RANGE);
      await expect(loan.form).toContainText(EducationLoanMessage.PAN_INVALID);
      await loan.apply('75000', 12, 'abcde1234f');
    }
    await expect(loan.statusLabel).toHaveText('Applied');
    await expect(loan.status).toContainText('₹75,000');
    await expect(loan.status).toContainText('12 months');
    await expect(loan.form).toBeHidden();
    await layout.expectNoHorizontalScroll(`/education-loan at ${size.width} px`);
  });
}

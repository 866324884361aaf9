import { EducationLoanMessage, LoanStatus, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { UpdateEducationLoansDocument } from '../../client/src/graphql/generated/graphql';
import { EducationLoanPage } from './pages/education-loan.page';
import { AppLayout } from './pages/layout.page';
import { expect, test } from './support/fixtures';
import { apiSession } from './support/sign-in';
import { graphqlAs } from './support/graphql';

test.describe.configure({ timeout: 90_000 });

/**
 * Ops reject the demo learner's education loan when there is one (the other width's, or an earlier
 * attempt's on the same database): after a rejection the page offers the form again, so each width
 * applies and checks the validation messages itself.
 */
async function reopenLoanForm(baseURL: string): Promise<void> {
  const ops = await apiSession(baseURL, DEMO_ACCOUNTS.ops.email);
  try {
    const rejected = await graphqlAs(ops, UpdateEducationLoansDocument, {
      input: [
        {
          partyId: DEMO_ACCOUNTS.learner.partyId,
          status: LoanStatus.REJECTED,
          comment: 'Rejected by the browser test so the learner applies again',
        },
      ],
    });
    expect(rejected.errors).toBeUndefined();
    // Rejected, or NOT_FOUND: no loan yet (the first width on a fresh database).
    expect([[], [ReasonCode.NOT_FOUND]]).toContainEqual(
      rejected.data?.updateEducationLoans.userErrors.map((error) => error.code),
    );
  } finally {
    await ops.dispose();
  }
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
] as const) {
  test(`at ${size.width} px the learner reaches the education loan from the menu, sees the shared rules and follows the status`, async ({
    page,
    signedInLearner: _,
    baseURL,
  }) => {
    await reopenLoanForm(baseURL ?? '');
    await page.setViewportSize(size);
    const layout = new AppLayout(page);
    const loan = new EducationLoanPage(page);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Education Loan' }).click();
    await expect(layout.drawn('learner', '/education-loan')).toBeVisible();
    await expect(loan.screen).toBeVisible();

    // Each width applies: the shared rules refuse a bad amount and PAN with their messages, then it applies.
    await expect(loan.form).toBeVisible();
    await loan.apply('500', 12, 'ABC');
    await expect(loan.form).toContainText(EducationLoanMessage.AMOUNT_RANGE);
    await expect(loan.form).toContainText(EducationLoanMessage.PAN_INVALID);
    await loan.apply('75000', 12, 'abcde1234f');
    await expect(loan.statusLabel).toHaveText('Applied');
    await expect(loan.status).toContainText('₹75,000');
    await expect(loan.status).toContainText('12 months');
    await expect(loan.form).toBeHidden();
    await layout.expectNoHorizontalScroll(`/education-loan at ${size.width} px`);
  });
}

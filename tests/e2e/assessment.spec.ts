import { messageFor, ProductId, ReasonCode } from '@finx/domain';
import { FEAT_QUESTION_ROWS, LOAD_LEARNERS } from '@finx/rest-api';
import { AssessmentPages } from './pages/assessment.page';
import { OrdersPages } from './pages/orders.page';
import { ProductDetailsPage } from './pages/product-details.page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Learners of their own: the integration test of the assessment uses [30] and [31].
const taker = LOAD_LEARNERS[32]!;
const phoneTaker = LOAD_LEARNERS[33]!;
const [first, second] = FEAT_QUESTION_ROWS;

test('at 1366 px a learner buys FEAT, takes the test, reloads mid-test, submits, sees the score, and may buy CFX', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const exam = new AssessmentPages(page);
  const orders = new OrdersPages(page);
  await signIn(page, taker.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);

  // Before FEAT is attempted, CFX's Add to Cart is held back with the reason (issue 28 item 11).
  await new ProductDetailsPage(page).open('courses', ProductId.CFX);
  await expect(page.getByTestId('cart-button').first()).toBeDisabled();
  await expect(page.getByTestId('cart-refusal').first()).toHaveText(messageFor(ReasonCode.CFX_NEEDS_FEAT));

  await exam.buyFeatFromPrerequisites();
  // My Learning leads to the test.
  await orders.myLearningItem(String(ProductId.FEAT)).getByTestId('my-learning-take-test').click();
  await expect(page).toHaveURL(new RegExp(`/assessment/${ProductId.FEAT}$`));
  await exam.start().click();
  await expect(exam.countdown()).toHaveText(/^(60:00|59:\d\d) left$/);
  await expect(exam.answered()).toHaveText(`0 of ${FEAT_QUESTION_ROWS.length} answered`);
  await expectNoSeriousA11yViolations(page, 'assessment test');

  await expect(exam.questionText()).toHaveText(first!.text);
  await exam.option(first!.correctOption - 1).check();
  await expect(exam.answered()).toHaveText(`1 of ${FEAT_QUESTION_ROWS.length} answered`);
  await exam.next().click();
  await expect(exam.questionText()).toHaveText(second!.text);
  await exam.option(second!.correctOption - 1).check();
  await expect(exam.navItem(2)).toHaveAttribute('data-answered', 'true');

  // A reload mid-test resumes with the answers the server saved, and the clock kept running.
  await page.reload();
  await expect(exam.answered()).toHaveText(`2 of ${FEAT_QUESTION_ROWS.length} answered`);
  await expect(exam.option(first!.correctOption - 1)).toBeChecked();
  await expect(exam.navItem(1)).toHaveAttribute('data-answered', 'true');
  await expect(exam.navItem(3)).toHaveAttribute('data-answered', 'false');
  await expect(exam.countdown()).toHaveText(/^(60:00|59:\d\d) left$/);

  await exam.submit().click();
  await expect(exam.confirmDialog()).toContainText(
    `${FEAT_QUESTION_ROWS.length - 2} of ${FEAT_QUESTION_ROWS.length} questions are not answered.`,
  );
  await exam.confirmSubmit().click();
  const score = Math.round(200 / FEAT_QUESTION_ROWS.length);
  await expect(exam.score()).toHaveText(`${score}%`);

  // The learner's CFX assessment report shows the recorded result and its modules.
  await page.getByTestId('assessment-report-link').click();
  await expect(page).toHaveURL(/\/MyCfxAssessmentReport$/);
  const reportRow = page.locator(`[data-testid="cfx-report-row"][data-learning-id="${ProductId.FEAT}"]`);
  await expect(reportRow.getByTestId('cfx-report-score')).toHaveText(`${score}%`);
  await reportRow.getByTestId('cfx-report-open-nodes').click();
  await expect(page.getByTestId('cfx-report-node-date').last()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  await page.keyboard.press('Escape');
  await page.goBack();

  // The prerequisite table now shows the score, and CFX can be paid.
  await exam.continueToCfx().click();
  await expect(page).toHaveURL(new RegExp(`/my-Subcription-list\\?productId=${ProductId.CFX}$`));
  const feat = exam.prerequisiteRow(ProductId.FEAT);
  await expect(feat.getByTestId('prerequisite-status')).toHaveText('Score Available');
  await expect(feat.getByTestId('prerequisite-take-test')).toHaveText(`View score (${score}%)`);
  const cfx = exam.prerequisiteRow(ProductId.CFX);
  await expect(cfx.getByTestId('prerequisite-unavailable')).toHaveCount(0);
  await cfx.getByTestId('prerequisite-pay').click();
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/);
  await expect(
    page.locator(`[data-testid="checkout-item"][data-product-id="${ProductId.CFX}"]`),
  ).toBeVisible();
});

test('at 390 px the test fits: countdown, navigator and the confirm dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const exam = new AssessmentPages(page);
  await signIn(page, phoneTaker.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);
  await exam.buyFeatFromPrerequisites();
  // The prerequisite table leads to the test.
  await page.goto(`/my-Subcription-list?productId=${ProductId.CFX}`);
  await exam.prerequisiteRow(ProductId.FEAT).getByTestId('prerequisite-take-test').click();
  await exam.start().click();
  await expect(exam.countdown()).toBeVisible();
  await expect(exam.navigator()).toBeVisible();
  await exam.option(0).check();
  await expect(exam.answered()).toHaveText(`1 of ${FEAT_QUESTION_ROWS.length} answered`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await exam.submit().click();
  await expect(exam.confirmDialog()).toBeVisible();
  await page.getByTestId('assessment-confirm-cancel').click();
  await expect(exam.confirmDialog()).toBeHidden();
});

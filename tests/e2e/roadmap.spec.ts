import { ProductId } from '@finx/domain';
import { expect, test } from './support/fixtures';
import { ProductDetailsPage } from './pages/product-details.page';
import { RoadmapPage } from './pages/roadmap.page';

test('a visitor reads the CFX roadmap and Enroll Now leads to the login', async ({ page }) => {
  const roadmap = new RoadmapPage(page);
  await roadmap.open();
  await expect(roadmap.step('feat')).toContainText('60-minute');
  await expect(roadmap.step('internship')).toContainText('3 months of paid internship');
  await expect(roadmap.facts).toContainText('₹75,000');
  await roadmap.enroll();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-username')).toBeVisible();
});

test('a signed-in learner enrolling from the roadmap goes to the CFX prerequisite table', async ({
  page,
  signedInLearner: _,
}) => {
  const roadmap = new RoadmapPage(page);
  await roadmap.open();
  await roadmap.enroll();
  await expect(page).toHaveURL(new RegExp(`/my-Subcription-list\\?productId=${ProductId.CFX}$`));
});

test('details show validity, prerequisites in sequence, add-ons and the CFX gate', async ({
  page,
  signedInLearner: _,
}) => {
  const details = new ProductDetailsPage(page);
  await details.open('courses', 3020);
  await expect(details.validity).toHaveText('Access for 365 days');
  await expect(details.courseType).toHaveText('Instructor-led');
  await expect(details.prerequisites).toHaveText([/^1\. Retail Loan Processing/, /^2\. Credit Appraisal/]);
  await details.prerequisites.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\/3011$/);
  await expect(details.addOns).toHaveCount(1);
  await expect(details.addOns.first()).toContainText('Microfinance');
  await expect(details.addOns.first().getByTestId('cart-button')).toBeVisible();

  await details.open('courses', ProductId.CFX);
  await expect(details.featNote).toContainText('FEAT must be attempted before you can register for CFX');
  await details.roadmapLink.click();
  await expect(page).toHaveURL(/\/roadmap$/);
});

test('course type and looking-for filters live in the URL', async ({
  page,
  signedInLearner: _,
  catalogue,
}) => {
  await catalogue.open('courses');
  await catalogue.choose('course-type', 'Certification');
  await expect(page).toHaveURL(/[?&]courseType=Certification/);
  await expect(catalogue.total).toHaveText('4 results');
  await catalogue.choose('looking-for', 'Career switch');
  await expect(page).toHaveURL(/[?&]for=Career\+switch/);
  await expect(catalogue.total).toHaveText('3 results');
  await expect(catalogue.cards).toHaveCount(3);
  for (const card of await catalogue.cards.all()) {
    await expect(card.getByTestId('course-type')).toHaveText('Certification');
  }
  await page.reload();
  await expect(catalogue.filter('looking-for')).toHaveValue('Career switch');
  await expect(catalogue.filter('course-type')).toHaveValue('Certification');
  await expect(catalogue.total).toHaveText('3 results');
});

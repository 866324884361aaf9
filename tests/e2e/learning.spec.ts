import { ProductId } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { LearningPages } from './pages/learning.page';
import { OrdersPages } from './pages/orders.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Arjun holds FEAT (scored); finishing its lessons changes nothing other specs read about him.
const arjun = DEMO_ACCOUNTS.secondLearner;
const feat = String(ProductId.FEAT);

const lessonsDone = async (learning: LearningPages): Promise<number> =>
  Number(/^(\d+) of/.exec((await learning.progressText().textContent()) ?? '')?.[1] ?? NaN);

for (const size of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px a learner opens a product from My Learning, watches a lesson and finishes it`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const orders = new OrdersPages(page);
    const learning = new LearningPages(page);
    await signIn(page, arjun.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);

    await orders.myLearningItem(feat).getByTestId('my-learning-open').click();
    await expect(page).toHaveURL(new RegExp(`/my-learning/${feat}$`));
    await expect(learning.coursePage()).toBeVisible();
    await expect(learning.player()).toBeVisible();
    // The sample video comes from the document store through its signed link: nothing of it is fetched
    // until the learner presses play, and then it loads in the browser.
    await expect(learning.video()).toHaveAttribute('src', /^\/documents\/sample-lesson\.webm\?p=/);
    await expect(learning.video()).toHaveAttribute('preload', 'none');
    expect(await learning.videoReadyState()).toBe(0);
    await learning.playVideo();
    await expect.poll(() => learning.videoReadyState()).toBeGreaterThanOrEqual(1);

    const before = await lessonsDone(learning);
    const lessonId = (await learning.player().getAttribute('data-lesson-id')) ?? '';
    await learning.markComplete().click();
    await expect(learning.completedChip()).toBeVisible();
    await expect(learning.progressText()).toContainText(`${before + 1} of 5 lessons completed`);
    await expect(learning.lesson(lessonId)).toHaveAttribute('data-completed', 'true');

    // The dashboard's overview reads the same progress.
    await page.goto('/studentDashboard');
    await expect(learning.overviewRow(feat)).toContainText(`${before + 1}/5 lessons`);
  });
}

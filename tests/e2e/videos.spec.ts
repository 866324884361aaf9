import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { AppLayout } from './pages/layout.page';
import { VideosPage } from './pages/videos.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

const SAMPLE = fileURLToPath(new URL('../../rest-api/assets/documents/sample-lesson.webm', import.meta.url));

// Each flow runs at one width and the file's flows between them cover both: the layouts walk opens every
// staff screen at 390 px, so running the same flow again at the other width found nothing new and cost CI
// minutes.
const PHONE = { width: 390, height: 844 } as const;

for (const { width, height } of [PHONE]) {
  test(`admin adds a video with its file from the Video List, activates it, and a learner finds it in the catalogue (${width} px)`, async ({
    page,
    catalogue,
  }) => {
    // Two sign-ins, a form and an upload on a shared two-core machine: more than the default minute.
    test.slow();
    await page.setViewportSize({ width, height });
    const layout = new AppLayout(page);
    const videos = new VideosPage(page);
    // One video per width: both runs share the database.
    const name = `Cheque Clearing in Five Minutes ${width}`;

    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await layout.openMenu();
    await layout.sideNav().getByRole('link', { name: 'Video List' }).click();
    await expect(videos.list()).toBeVisible();
    await layout.closeMenu();
    await layout.expectNoHorizontalScroll(`/video-list at ${width} px`);
    await page.getByTestId('add-video').click();
    await layout.expectNoHorizontalScroll(`/add-video at ${width} px`);
    await videos.createVideo(name, 149, SAMPLE);

    // Saved inactive with its file on /edit-video; then activated.
    await expect(page).toHaveURL(/\/edit-video\/\d+$/);
    const productId = Number(page.url().split('/').pop());
    await expect(videos.statusChip()).toHaveText('Inactive');
    await expect(videos.preview()).toBeVisible();
    await layout.expectNoHorizontalScroll(`/edit-video at ${width} px`);
    await page.screenshot({ path: `/tmp/videos-edit-${width}.png`, fullPage: true });
    await videos.toggleStatus(productId);
    await expect(videos.statusChip()).toHaveText('Active');

    await page.goto('/video-list');
    await videos.search(name);
    await expect(videos.row(name)).toContainText('Active');
    await expect(videos.row(name)).toContainText('₹149');
    await expect(videos.row(name)).toContainText('Uploaded');
    await page.screenshot({ path: `/tmp/videos-list-${width}.png`, fullPage: true });

    // A learner finds it among the videos at once.
    await page.context().clearCookies();
    await signIn(page, DEMO_ACCOUNTS.learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    // The catalogue's first paint can take longer than its page object's wait on this shared machine.
    await page.goto('/videos');
    await expect(catalogue.cards.first()).toBeVisible({ timeout: 30_000 });
    await catalogue.search(name);
    await expect(catalogue.cards.filter({ hasText: name })).toHaveCount(1);
  });
}

import { expect, test } from './support/fixtures';
import { StaticPages } from './pages/static-pages.page';

test('an anonymous visitor opens each policy from the footer', async ({ page }) => {
  const pages = new StaticPages(page);
  await pages.openHomeAsVisitor();

  await pages.footerLink('privacy').click();
  await expect(page).toHaveURL(/\/finx-privacy-policy$/);
  await expect(pages.heading()).toHaveText('Privacy Policy');

  await pages.footerLink('cookies').click();
  await expect(page).toHaveURL(/\/finx-cookies-policy$/);
  await expect(pages.heading()).toHaveText('Cookies Policy');

  await pages.footerLink('disclaimer').click();
  await expect(page).toHaveURL(/\/finx-disclaimer$/);
  await expect(pages.heading()).toHaveText('Disclaimer');
  await expect(page.getByTestId('refund-policy')).toContainText('at the sole discretion of FinX');
});

test('the short policy paths open the same pages', async ({ page }) => {
  const pages = new StaticPages(page);
  for (const [path, title] of [
    ['/privacy-details', 'Privacy Policy'],
    ['/cookies', 'Cookies Policy'],
    ['/disclaimer', 'Disclaimer'],
  ] as const) {
    await page.goto(path);
    await expect(pages.heading()).toHaveText(title);
  }
});

test('the FAQ switches to the Selection Process tab and expands a question', async ({ page }) => {
  const pages = new StaticPages(page);
  await page.goto('/faq');
  await expect(pages.heading()).toHaveText('Frequently Asked Questions');

  await pages.tab('selection').click();
  await expect(page).toHaveURL(/\/faq\?tab=selection$/);
  await expect(pages.tab('selection')).toHaveAttribute('aria-selected', 'true');

  const question = pages.questions().filter({ hasText: 'How are candidates selected?' });
  await question.getByRole('button').click();
  await expect(question.getByTestId('faq-answer')).toBeVisible();
  await expect(question.getByTestId('faq-answer')).toContainText('group discussion');

  // The tab is in the URL: a reload keeps it.
  await page.reload();
  await expect(pages.tab('selection')).toHaveAttribute('aria-selected', 'true');
});

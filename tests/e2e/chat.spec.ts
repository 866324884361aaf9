import { CFX_FACTS, CHAT_STORAGE_KEYS, CHAT_TITLES, ClientPath, formatPrice } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '@finx/rest-api';
import { ChatWidget } from './pages/chat.page';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/sign-in';

/**
 * Finx AI Buddy (001 §2 screen 14, issue 27): a learner opens the widget from a learner page and gets
 * cited answers from the built-in assistant, offline: the CFX fee from the FAQ or the roadmap, and their
 * own purchases. The conversation survives a reload; at 390 px the panel fits and its input is usable.
 */

const FEE_QUESTION = 'What is the CFX programme fee?';
const BOUGHT_QUESTION = 'What have I bought?';

test('a learner asks Finx AI Buddy about the CFX fee and their purchases, with sources, and a reload keeps it', async ({
  page,
  signedInLearner: _,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const chat = new ChatWidget(page);
  await page.goto('/courses');
  await chat.open();
  await expect(page.getByRole('dialog', { name: CHAT_TITLES.FINX })).toBeVisible();
  await expect(chat.input).toBeFocused();

  // The reply is written word by word over the subscription, then stands whole with its sources.
  await chat.recordStreaming();
  await chat.ask(FEE_QUESTION);
  await expect(chat.lastReply).toContainText(formatPrice(CFX_FACTS.programmeFeeRupees));
  const streamed = await chat.streamed();
  expect(streamed.length).toBeGreaterThan(2);
  const whole = (await chat.lastReply.textContent()) ?? '';
  // Each a part of the reply that stands, and each longer than the one before.
  expect(streamed.filter((text) => !whole.includes(text.trim()))).toEqual([]);
  const lengths = streamed.map((text) => text.length);
  expect(lengths).toEqual([...new Set(lengths)].sort((a, b) => a - b));
  await expect(page.getByTestId('chat-streaming-reply')).toHaveCount(0);
  const feeSource = chat.lastReply.getByTestId('chat-source').first();
  await expect(feeSource).toHaveAttribute('href', /^\/(faq\?tab=|roadmap)/);
  expect(await chat.overflowsSideways()).toBe(false);
  await expectNoSeriousA11yViolations(page, 'a learner page with Finx AI Buddy open');

  await chat.ask(BOUGHT_QUESTION);
  await expect(chat.lastReply).toContainText(String(DEMO_PURCHASES.learnerPaid.orderId));
  await expect(chat.lastReply).not.toContainText(String(DEMO_PURCHASES.secondLearnerFeat.orderId));
  await expect(chat.lastReply.getByRole('link', { name: 'My Payment' })).toHaveAttribute(
    'href',
    ClientPath.MY_ORDERS,
  );

  // The spec's keys hold the conversation and the session; a reload shows it again.
  const kept = await page.evaluate(
    (keys) => [localStorage.getItem(keys.messages), localStorage.getItem(keys.sessionId)],
    CHAT_STORAGE_KEYS.FINX,
  );
  expect(kept[0]).toContain(BOUGHT_QUESTION);
  expect(kept[1]).toBeTruthy();
  await page.reload();
  await chat.open();
  await expect(chat.messages.filter({ hasText: FEE_QUESTION })).toHaveCount(1);
  await expect(chat.messages.filter({ hasText: BOUGHT_QUESTION })).toHaveCount(1);
  await expect(chat.lastReply).toContainText(String(DEMO_PURCHASES.learnerPaid.orderId));

  // A source is a link into the product.
  await chat.lastReply.getByRole('link', { name: 'My Payment' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);

  // Escape closes the panel; 'clear' brings the greeting back without a question.
  await chat.open();
  await page.keyboard.press('Escape');
  await expect(chat.panel).toBeHidden();
  await expect(chat.toggle).toBeFocused();
  await chat.open();
  await chat.input.fill('clear');
  await chat.input.press('Enter');
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.lastReply).toContainText("Hi, I'm Finx AI Buddy.");
});

test('at 390 px the panel fills the phone and its input is usable; closed, the toggle covers no control', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ACCOUNTS.learner.email);
  await expect(page).toHaveURL(/\/studentDashboard$/);
  const chat = new ChatWidget(page);

  // Closed, at the end of the page, the toggle rests above the learner footer rather than over it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toggle = await chat.toggle.boundingBox();
  const footer = await page.getByTestId('learner-footer').boundingBox();
  expect(toggle && footer && toggle.y + toggle.height <= footer.y).toBe(true);

  await chat.open();
  const panel = await chat.panel.boundingBox();
  expect(panel).toMatchObject({ x: 0, width: 390 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(chat.input).toBeInViewport();
  await chat.ask(FEE_QUESTION);
  await expect(chat.lastReply).toContainText(formatPrice(CFX_FACTS.programmeFeeRupees));
  await expect(chat.lastReply.getByTestId('chat-source').first()).toBeInViewport();
  expect(await chat.overflowsSideways()).toBe(false);
  await page.getByTestId('chat-close').click();
  await expect(chat.panel).toBeHidden();
});

/** Learner pages whose last control sits near the page's end: a list, a form, a dashboard. */
const END_OF_PAGE_PAGES = [
  '/studentDashboard',
  ClientPath.MY_ORDERS,
  '/courses',
  '/myalerts',
  '/userprofile',
] as const;

for (const width of [1366, 390] as const) {
  test(`at ${width} px the closed toggle covers no control at the end of a learner page`, async ({
    page,
    signedInLearner: _,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const chat = new ChatWidget(page);
    for (const path of END_OF_PAGE_PAGES) {
      await page.goto(path);
      await expect(chat.toggle).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The page's end just in the window (the learner footer starts at its bottom edge): the last
      // row of the page is in view; and then the whole document's end. Scrolled there again on every
      // poll: a list's rows can still be replacing their skeletons after the network went quiet, and the
      // dashboard's last sections are drawn only once scrolled near, so the end moves; a control the
      // toggle really covers at the end stays covered.
      const endInView = async () => {
        await page.evaluate(() => {
          const footer = document.querySelector('[data-testid="learner-footer"]');
          if (!footer) throw new Error('no learner footer');
          window.scrollBy(0, footer.getBoundingClientRect().top - window.innerHeight);
        });
        return chat.coveredControls();
      };
      await expect.poll(endInView, { message: `${path} at ${width} px, its end in view` }).toEqual([]);
      const documentEnd = async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return chat.coveredControls();
      };
      await expect.poll(documentEnd, { message: `${path} at ${width} px, the document's end` }).toEqual([]);
    }
  });
}

test('ops read the assistants’ switches and figures on /chat-usage without being able to switch one', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.ops.email);
  await page.goto(`${ClientPath.CHAT_USAGE}?from=2026-01-01&to=2026-12-31`);
  for (const assistant of ['FINX', 'CIEL'] as const) {
    const card = page.getByTestId(`chat-usage-${assistant}`);
    await expect(card.getByRole('switch')).toBeDisabled();
    await expect(card.getByTestId('chat-figure-questions')).toHaveText(/^\d[\d,]*$/);
  }
  await expect(page.getByText('Only an admin can switch an assistant on or off.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/chat-usage as ops');
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The shared accessibility assertion: axe-core over the page as it is now (open dialogs and menus
 * included) finds no serious or critical violation. The failure lists each rule with the elements it
 * found, so the message alone says what to fix. Wait for the screen's content before calling it.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  // A menu or dialog still fading in is measured at part opacity, which reads as low contrast: judge
  // the screen once every transition and animation on it has finished. Two frames first: a menu opened by
  // the click just before has not started its transition until React has drawn it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n'),
    );
  expect(blocking, `serious or critical axe violations on ${screen}`).toEqual([]);
}

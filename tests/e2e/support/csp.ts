import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content Security Policy violation the page meets: the `securitypolicyviolation` events
 * (an init script, which the page's policy does not govern) and Chromium's console errors for blocked
 * resources. Call it before navigating; `assertNone` reads both.
 */
export const watchForCspViolations = async (page: Page) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      logged.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    assertNone: async () => {
      const events = await page.evaluate(() => window.__cspViolations ?? []);
      expect([...events, ...logged], 'Content Security Policy violations').toEqual([]);
    },
  };
};

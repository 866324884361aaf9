import { expect, type Page } from '@playwright/test';

/**
 * The shared assertion that no response the page receives is an internal server error: watches every
 * GraphQL response for a 5xx status or an INTERNAL_SERVER_ERROR code. Call it before navigating.
 */
export const watchForServerErrors = (page: Page) => {
  const problems: string[] = [];
  page.on('response', async (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    if (!response.url().includes('/graphql') || response.request().method() !== 'POST') return;
    const body = await response.text().catch(() => '');
    if (body.includes('INTERNAL_SERVER_ERROR')) problems.push(`INTERNAL_SERVER_ERROR from ${response.url()}`);
  });
  return {
    assertNone: () => expect(problems, 'responses that were internal server errors').toEqual([]),
  };
};

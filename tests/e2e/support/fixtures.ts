import { test as base, expect } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { CataloguePage } from '../pages/catalogue.page';
import { HomePage } from '../pages/home.page';
import { LearnerHeader } from '../pages/learner-header.page';
import { watchForServerErrors } from './no-server-errors';
import { startWorkerStack, type WorkerStack } from './seeded-stack';
import { signIn } from './sign-in';

interface Fixtures {
  home: HomePage;
  header: LearnerHeader;
  catalogue: CataloguePage;
  /** Signs the demo learner in by API (taking over any earlier session) and waits for the dashboard. */
  signedInLearner: void;
}

interface WorkerFixtures {
  /** This worker's own product, started on its own copy of the seeded database (seeded-stack.ts). */
  stack: WorkerStack;
}

/**
 * Every test runs against its worker's stack, gets the page objects and ends with the shared
 * no-internal-server-error assertion.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    async ({}, use, workerInfo) => {
      const stack = await startWorkerStack(workerInfo.workerIndex, workerInfo.project.outputDir);
      await use(stack);
      await stack.stop();
    },
    // Copying the snapshot and starting two services on a loaded two-core machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
  page: async ({ page }, use) => {
    const errors = watchForServerErrors(page);
    await use(page);
    errors.assertNone();
  },
  home: async ({ page }, use) => use(new HomePage(page)),
  header: async ({ page }, use) => use(new LearnerHeader(page)),
  catalogue: async ({ page }, use) => use(new CataloguePage(page)),
  signedInLearner: async ({ page }, use) => {
    await signIn(page, DEMO_ACCOUNTS.learner.email);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    await use();
  },
});

export { expect };

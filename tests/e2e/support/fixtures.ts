import { test as base, expect } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { CataloguePage } from '../pages/catalogue.page';
import { HomePage } from '../pages/home.page';
import { LearnerHeader } from '../pages/learner-header.page';
import { watchForServerErrors } from './no-server-errors';

interface Fixtures {
  home: HomePage;
  header: LearnerHeader;
  catalogue: CataloguePage;
  /** Logs the demo learner in through the modal (taking over any earlier session) and waits for the dashboard. */
  signedInLearner: void;
}

/** Every test gets the page objects and ends with the shared no-internal-server-error assertion. */
export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const errors = watchForServerErrors(page);
    await use(page);
    errors.assertNone();
  },
  home: async ({ page }, use) => use(new HomePage(page)),
  header: async ({ page }, use) => use(new LearnerHeader(page)),
  catalogue: async ({ page }, use) => use(new CataloguePage(page)),
  signedInLearner: async ({ page, home }, use) => {
    await home.open();
    // Earlier tests left the learner signed in elsewhere: logIn answers Yes to the SM-07 prompt.
    await home.logIn(DEMO_ACCOUNTS.learner.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/studentDashboard$/);
    await use();
  },
});

export { expect };

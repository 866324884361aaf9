import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { LoginDocument } from '../../../client/src/graphql/generated/graphql';
import { HomePage } from '../pages/home.page';
import type { LayoutName } from '../pages/layout.page';
import { graphqlAs } from './graphql';

/** The demo users by the layout they work in; `public` is a visitor. */
export const DEMO_ROLES = {
  public: { account: null, loginPath: '/', landing: '/', layout: 'public' },
  learner: {
    account: DEMO_ACCOUNTS.learner,
    loginPath: '/',
    landing: '/studentDashboard',
    layout: 'learner',
  },
  admin: {
    account: DEMO_ACCOUNTS.admin,
    loginPath: '/opsAdminLogin',
    landing: '/admin-dashboard',
    layout: 'staff',
  },
  ops: {
    account: DEMO_ACCOUNTS.ops,
    loginPath: '/opsAdminLogin',
    landing: '/ops-dashboard',
    layout: 'staff',
  },
  sysops: {
    account: DEMO_ACCOUNTS.sysops,
    loginPath: '/opsAdminLogin',
    landing: '/admin-dashboard',
    layout: 'staff',
  },
  college: {
    account: DEMO_ACCOUNTS.tpo,
    loginPath: '/collegeLogin',
    landing: '/collegeDashboard',
    layout: 'college',
  },
} as const satisfies Record<
  string,
  { account: { email: string } | null; loginPath: string; landing: string; layout: LayoutName }
>;
export type DemoRole = keyof typeof DEMO_ROLES;

/** The login mutation with a request context's cookies, taking over any other session. */
async function logInWith(api: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const answer = await graphqlAs(api, LoginDocument, {
    input: { username, password, logoutOtherSessions: true },
  });
  const login = answer.data?.login;
  expect(login?.userErrors, `${username} signs in`).toEqual([]);
  return login;
}

/**
 * A user signed in from a "machine" of their own: a request context with their session cookie, for a
 * test's arrangements through the gateway. Dispose it when done.
 */
export async function apiSession(baseURL: string, username: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await logInWith(api, username);
  return api;
}

/** Signs a user in from another machine, so that the next sign-in in the browser meets SM-07's question. */
export async function signInElsewhere(baseURL: string, username: string) {
  await (await apiSession(baseURL, username)).dispose();
}

/**
 * Signs a user in by API and opens the page their login sends them to: the login mutation goes out with
 * the page's own cookie jar (`page.request` shares the browser context's cookies), taking over any other
 * session. For every test whose subject is not signing in: the form costs seconds a test (the spec's
 * 3 s pause after "Signing you in…" among them), and login, registration, passwords and session specs
 * prove the form itself.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const login = await logInWith(page.request, username, password);
  const landing = login?.redirectTo ?? login?.viewer?.landingRoute;
  expect(landing, `${username} has a page to land on`).toBeTruthy();
  await page.goto(landing ?? '/');
}

type Options = {
  /**
   * Expects the "already logged in on another machine" prompt (SM-07, see `signInElsewhere`) and looks
   * at it before it is answered Yes; signs in through the login form.
   */
  inspectTakeOverPrompt?: (prompt: Locator) => Promise<void>;
};

/**
 * Signs a demo user in and waits for their landing screen: by API, or through their own login screen
 * when the test looks at the SM-07 prompt. A visitor stays signed out.
 */
export async function signInAs(page: Page, role: DemoRole, { inspectTakeOverPrompt }: Options = {}) {
  const { account, loginPath, landing } = DEMO_ROLES[role];
  if (!account) return;
  if (!inspectTakeOverPrompt) {
    await signIn(page, account.email);
  } else {
    const home = new HomePage(page);
    await home.open(loginPath);
    await home.logIn(account.email, DEMO_PASSWORD, { takeOver: false });
    const prompt = home.prompt('already-logged-in');
    await expect(prompt).toBeVisible();
    await inspectTakeOverPrompt(prompt);
    await prompt.getByRole('button', { name: 'Yes' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

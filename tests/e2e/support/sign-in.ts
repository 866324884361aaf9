import { expect, request, type Locator, type Page } from '@playwright/test';
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

/**
 * Signs a user in from another "machine" (a request context of its own, through the gateway's login
 * mutation), so that the next sign-in in the browser meets the SM-07 question.
 */
export async function signInElsewhere(baseURL: string, username: string) {
  const api = await request.newContext({ baseURL });
  const response = await api.post('/graphql', {
    data: {
      query: 'mutation ($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { code } } }',
      variables: { input: { username, password: DEMO_PASSWORD, logoutOtherSessions: true } },
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: { login?: { viewer: { id: string } | null } } };
  expect(body.data?.login?.viewer, `${username} signed in elsewhere`).toBeTruthy();
  await api.dispose();
}

/**
 * Signs a user in by API and opens the page their login sends them to: the login mutation goes out with
 * the page's own cookie jar (`page.request` shares the browser context's cookies), taking over any other
 * session. For every test whose subject is not signing in: the form costs seconds a test (the spec's
 * 3 s pause after "Signing you in…" among them), and login, registration, passwords and session specs
 * prove the form itself.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await graphqlAs(page.request, LoginDocument, {
    input: { username, password, logoutOtherSessions: true },
  });
  const login = answer.data?.login;
  expect(login?.userErrors, `${username} signs in`).toEqual([]);
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

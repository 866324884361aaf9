import { expect, request, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { HomePage } from '../pages/home.page';
import type { LayoutName } from '../pages/layout.page';

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

type Options = {
  /**
   * Expects the "already logged in on another machine" prompt (SM-07, see `signInElsewhere`) and looks
   * at it before it is answered Yes.
   */
  inspectTakeOverPrompt?: (prompt: Locator) => Promise<void>;
};

/**
 * Signs a demo user in through their own login screen (answering Yes when an earlier test left them
 * signed in elsewhere) and waits for their landing screen. A visitor stays signed out.
 */
export async function signInAs(page: Page, role: DemoRole, { inspectTakeOverPrompt }: Options = {}) {
  const { account, loginPath, landing } = DEMO_ROLES[role];
  if (!account) return;
  const home = new HomePage(page);
  await home.open(loginPath);
  await home.logIn(account.email, DEMO_PASSWORD, { takeOver: !inspectTakeOverPrompt });
  if (inspectTakeOverPrompt) {
    const prompt = home.prompt('already-logged-in');
    await expect(prompt).toBeVisible();
    await inspectTakeOverPrompt(prompt);
    await prompt.getByRole('button', { name: 'Yes' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

import { ReasonMessage } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

const PASSWORD = 'Demo@1234';
const VIEWER =
  'viewer { id userId partyId email userName name roleId roleName landingRoute forcePasswordChange }';
const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { ${VIEWER} redirectTo sessionToken userErrors { code field message } }
}`;
const LOGOUT = 'mutation { logout { ok userErrors { code field message } } }';

interface LoginData {
  login: {
    viewer: {
      id: string;
      userId: number;
      partyId: number;
      email: string;
      roleId: number;
      landingRoute: string;
    } | null;
    redirectTo: string | null;
    sessionToken: string | null;
    userErrors: { code: string; field: string | null; message: string }[];
  };
}

describe('gateway identity: login, viewer, logout', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('has no viewer before login', async () => {
    const response = await stack.graphql(`{ ${VIEWER} }`, undefined, { cookie: 'fresh' });
    expectNoInternalErrors(response);
    expect(response.body).toEqual({ data: { viewer: null } });
  });

  it('signs a learner in with a cookie session and answers the viewer', async () => {
    const login = await stack.graphql<LoginData>(
      LOGIN,
      { input: { username: 'learner@finx.demo', password: PASSWORD, logoutOtherSessions: true } },
      { cookie: 'alice' },
    );
    expectNoInternalErrors(login);
    expect(login.body.data?.login).toMatchObject({
      viewer: {
        email: 'learner@finx.demo',
        name: 'Priya Sharma',
        roleId: 5,
        landingRoute: '/studentDashboard',
        userId: 1,
        partyId: 1001,
      },
      redirectTo: '/studentDashboard',
      sessionToken: null,
      userErrors: [],
    });
    const setCookie = login.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/finx_sid=[A-Za-z0-9_-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The upstream token never reaches the browser.
    expect(JSON.stringify(login.body)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

    const viewer = await stack.graphql(`{ ${VIEWER} }`, undefined, { cookie: 'alice' });
    expectNoInternalErrors(viewer);
    expect(viewer.body.data).toMatchObject({
      viewer: { email: 'learner@finx.demo', roleName: expect.any(String) },
    });

    const stranger = await stack.graphql(`{ ${VIEWER} }`, undefined, { cookie: 'bob' });
    expectNoInternalErrors(stranger);
    expect(stranger.body.data).toEqual({ viewer: null });
  });

  it('signs an app in with a bearer session token and sets no cookie', async () => {
    const login = await stack.graphql<LoginData>(LOGIN, {
      input: { username: 'admin@finx.demo', password: PASSWORD, bearer: true },
    });
    expectNoInternalErrors(login);
    const payload = login.body.data?.login;
    expect(payload?.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload?.redirectTo).toBe('/admin-dashboard');
    expect(login.headers.getSetCookie()).toEqual([]);

    const viewer = await stack.graphql(`{ viewer { email roleId } }`, undefined, {
      bearer: payload?.sessionToken ?? '',
    });
    expectNoInternalErrors(viewer);
    expect(viewer.body.data).toEqual({ viewer: { email: 'admin@finx.demo', roleId: 2 } });

    const forged = await stack.graphql(`{ viewer { email } }`, undefined, { bearer: 'x'.repeat(43) });
    expectNoInternalErrors(forged);
    expect(forged.body.data).toEqual({ viewer: null });
  });

  it('answers a wrong password with SM-03 and its spec message on the password field', async () => {
    const login = await stack.graphql<LoginData>(
      LOGIN,
      { input: { username: 'learner@finx.demo', password: 'Wrong@999' } },
      { cookie: 'carol' },
    );
    expectNoInternalErrors(login);
    expect(login.body.data?.login).toEqual({
      viewer: null,
      redirectTo: null,
      sessionToken: null,
      userErrors: [{ code: 'SM-03', field: 'input.password', message: ReasonMessage['SM-03'] }],
    });
    expect(stack.cookiesOf('carol').has('finx_sid')).toBe(false);
  });

  it('answers an unknown e-mail with EMAIL_NOT_REGISTERED on the username field', async () => {
    const login = await stack.graphql<LoginData>(LOGIN, {
      input: { username: 'nobody@finx.demo', password: PASSWORD },
    });
    expectNoInternalErrors(login);
    expect(login.body.data?.login.userErrors).toEqual([
      { code: 'EMAIL_NOT_REGISTERED', field: 'input.username', message: ReasonMessage.EMAIL_NOT_REGISTERED },
    ]);
  });

  it('refuses blank credentials as BAD_USER_INPUT before calling upstream', async () => {
    const login = await stack.graphql(LOGIN, { input: { username: '   ', password: PASSWORD } });
    expectNoInternalErrors(login);
    expect(errorCodes(login)).toEqual(['BAD_USER_INPUT']);
    const noPassword = await stack.graphql(LOGIN, {
      input: { username: 'learner@finx.demo', password: ' ' },
    });
    expectNoInternalErrors(noPassword);
    expect(errorCodes(noPassword)).toEqual(['BAD_USER_INPUT']);
  });

  it('issues a new session id at every login, and the old one stops working', async () => {
    const input = { username: 'learner@finx.demo', password: PASSWORD, logoutOtherSessions: true };
    const first = await stack.graphql(LOGIN, { input }, { cookie: 'dave' });
    expectNoInternalErrors(first);
    const firstId = stack.cookiesOf('dave').get('finx_sid');
    const second = await stack.graphql(LOGIN, { input }, { cookie: 'dave' });
    expectNoInternalErrors(second);
    const secondId = stack.cookiesOf('dave').get('finx_sid');
    expect(firstId).toBeDefined();
    expect(secondId).toBeDefined();
    expect(secondId).not.toBe(firstId);

    const old = await stack.graphql('{ viewer { email } }', undefined, {
      headers: { cookie: `finx_sid=${firstId}` },
    });
    expectNoInternalErrors(old);
    expect(old.body.data).toEqual({ viewer: null });

    const bearerA = await stack.graphql<LoginData>(LOGIN, { input: { ...input, bearer: true } });
    const bearerB = await stack.graphql<LoginData>(LOGIN, { input: { ...input, bearer: true } });
    expectNoInternalErrors(bearerA);
    expectNoInternalErrors(bearerB);
    expect(bearerA.body.data?.login.sessionToken).not.toBe(bearerB.body.data?.login.sessionToken);
  });

  it('logout ends the session: the viewer is null and the learner header is UNAUTHENTICATED', async () => {
    const login = await stack.graphql(
      LOGIN,
      { input: { username: 'learner@finx.demo', password: PASSWORD, logoutOtherSessions: true } },
      { cookie: 'erin' },
    );
    expectNoInternalErrors(login);
    const sessionId = stack.cookiesOf('erin').get('finx_sid');

    const logout = await stack.graphql(LOGOUT, undefined, { cookie: 'erin' });
    expectNoInternalErrors(logout);
    expect(logout.body.data).toEqual({ logout: { ok: true, userErrors: [] } });
    expect(stack.cookiesOf('erin').has('finx_sid')).toBe(false);

    const viewer = await stack.graphql('{ viewer { email } }', undefined, { cookie: 'erin' });
    expectNoInternalErrors(viewer);
    expect(viewer.body.data).toEqual({ viewer: null });

    // A copy of the old cookie is worthless too.
    const replay = await stack.graphql('{ learnerHeader { id } }', undefined, {
      headers: { cookie: `finx_sid=${sessionId}` },
    });
    expectNoInternalErrors(replay);
    expect(errorCodes(replay)).toEqual(['UNAUTHENTICATED']);
  });

  it('logout of a bearer session ends it', async () => {
    const login = await stack.graphql<LoginData>(LOGIN, {
      input: { username: 'learner@finx.demo', password: PASSWORD, bearer: true, logoutOtherSessions: true },
    });
    const bearer = login.body.data?.login.sessionToken ?? '';
    const logout = await stack.graphql(LOGOUT, undefined, { bearer });
    expectNoInternalErrors(logout);
    expect(logout.body.data).toEqual({ logout: { ok: true, userErrors: [] } });
    const viewer = await stack.graphql('{ viewer { email } }', undefined, { bearer });
    expect(viewer.body.data).toEqual({ viewer: null });
  });
});

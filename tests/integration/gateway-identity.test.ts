import { ReasonMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LearnerHeaderDocument,
  LoginDocument,
  LogoutDocument,
  ViewerDocument,
} from '../../client/src/graphql/generated/graphql';
import { SessionTokenLoginDocument } from '../src/graphql/generated/graphql';
import { liveRestSessions, restSession } from '../src/harness/database';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

const { learner } = DEMO_ACCOUNTS;

describe('gateway identity: login, viewer, logout', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** The one live rest-api session behind a caller who took over (SM-07 Yes ended any other). */
  const upstreamSessionOf = async (caller: Caller) => {
    const live = await liveRestSessions(stack, caller.viewer.userId);
    expect(live, 'live rest-api sessions after a take-over login').toHaveLength(1);
    return live[0]!.id;
  };
  /** The rest-api session is over: its row is ended, so REST refuses its token from now on. */
  const expectUpstreamEnded = async (sessionId: string, userId: number) => {
    expect(
      (await restSession(stack, sessionId))?.ended_at,
      'ended_at of the rest-api session',
    ).not.toBeNull();
    expect(await liveRestSessions(stack, userId)).toEqual([]);
  };

  it('has no viewer before login', async () => {
    const response = await stack.graphql(ViewerDocument, undefined, { cookie: 'fresh' });
    expect(response.body).toEqual({ data: { viewer: null } });
  });

  it('signs a learner in with a cookie session and answers the viewer', async () => {
    const login = await stack.graphql(
      LoginDocument,
      { input: { username: learner.email, password: DEMO_PASSWORD, logoutOtherSessions: true } },
      { cookie: 'alice' },
    );
    expect(dataOf(login).login).toMatchObject({
      viewer: {
        email: learner.email,
        name: 'Priya Sharma',
        roleId: 5,
        landingRoute: '/studentDashboard',
        userId: 1,
        partyId: 1001,
      },
      redirectTo: '/studentDashboard',
      userErrors: [],
    });
    const setCookie = login.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/finx_sid=[A-Za-z0-9_-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The upstream token never reaches the browser.
    expect(JSON.stringify(login.body)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

    const viewer = await stack.graphql(ViewerDocument, undefined, { cookie: 'alice' });
    expect(dataOf(viewer)).toMatchObject({
      viewer: { email: learner.email, roleName: expect.any(String) },
    });

    const stranger = await stack.graphql(ViewerDocument, undefined, { cookie: 'bob' });
    expect(stranger.body.data).toEqual({ viewer: null });
  });

  it('signs an app in with a bearer session token and sets no cookie; a cookie login answers no token', async () => {
    const login = await stack.graphql(SessionTokenLoginDocument, {
      input: { username: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD, bearer: true },
    });
    const payload = dataOf(login).login;
    expect(payload.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.redirectTo).toBe('/admin-dashboard');
    expect(login.headers.getSetCookie()).toEqual([]);

    const viewer = await stack.graphql(ViewerDocument, undefined, { bearer: payload.sessionToken ?? '' });
    expect(dataOf(viewer).viewer).toMatchObject({ email: DEMO_ACCOUNTS.admin.email, roleId: 2 });

    const forged = await stack.graphql(ViewerDocument, undefined, { bearer: 'x'.repeat(43) });
    expect(forged.body.data).toEqual({ viewer: null });

    const cookieLogin = await stack.graphql(
      SessionTokenLoginDocument,
      { input: { username: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD, logoutOtherSessions: true } },
      { cookie: 'admin-browser' },
    );
    expect(dataOf(cookieLogin).login).toMatchObject({ sessionToken: null, userErrors: [] });
  });

  it('answers a wrong password with SM-03 and its spec message on the password field', async () => {
    const login = await stack.graphql(
      LoginDocument,
      { input: { username: learner.email, password: 'Wrong@999' } },
      { cookie: 'carol' },
    );
    expect(dataOf(login).login).toEqual({
      viewer: null,
      redirectTo: null,
      attempt: null,
      userErrors: [{ code: 'SM-03', field: 'input.password', message: ReasonMessage['SM-03'] }],
    });
    expect(stack.cookiesOf('carol').has('finx_sid')).toBe(false);
  });

  it('answers an unknown e-mail with EMAIL_NOT_REGISTERED on the username field', async () => {
    const login = await stack.graphql(LoginDocument, {
      input: { username: 'nobody@finx.demo', password: DEMO_PASSWORD },
    });
    expect(dataOf(login).login.userErrors).toEqual([
      { code: 'EMAIL_NOT_REGISTERED', field: 'input.username', message: ReasonMessage.EMAIL_NOT_REGISTERED },
    ]);
  });

  it('refuses blank credentials as BAD_USER_INPUT before calling upstream', async () => {
    const login = await stack.graphql(LoginDocument, { input: { username: '   ', password: DEMO_PASSWORD } });
    expect(errorCodes(login)).toEqual(['BAD_USER_INPUT']);
    const noPassword = await stack.graphql(LoginDocument, {
      input: { username: learner.email, password: ' ' },
    });
    expect(errorCodes(noPassword)).toEqual(['BAD_USER_INPUT']);
  });

  it('issues a new session id at every login, and the old one stops working', async () => {
    await loginAs(stack, learner.email, { browser: 'dave' });
    const firstId = stack.cookiesOf('dave').get('finx_sid');
    await loginAs(stack, learner.email, { browser: 'dave' });
    const secondId = stack.cookiesOf('dave').get('finx_sid');
    expect(firstId).toBeDefined();
    expect(secondId).toBeDefined();
    expect(secondId).not.toBe(firstId);

    const old = await stack.graphql(ViewerDocument, undefined, {
      headers: { cookie: `finx_sid=${firstId}` },
    });
    expect(old.body.data).toEqual({ viewer: null });

    const bearerA = await loginAs(stack, learner.email, { bearer: true });
    const bearerB = await loginAs(stack, learner.email, { bearer: true });
    expect(bearerA.identity.bearer).not.toBe(bearerB.identity.bearer);
  });

  it('a session replaced by a login elsewhere (SM-07 Yes) reads as signed out at once', async () => {
    const first = await loginAs(stack, learner.email, { browser: 'replaced-first' });
    expect(dataOf(await first.graphql(ViewerDocument)).viewer?.email).toBe(learner.email);

    // The same person signs in on another machine and answers Yes to "already logged in elsewhere".
    const second = await loginAs(stack, learner.email, { browser: 'replaced-second' });

    // The first browser's very next viewer query is signed out, and its cookie is cleared.
    const replaced = await first.graphql(ViewerDocument);
    expect(replaced.body).toEqual({ data: { viewer: null } });
    expect(stack.cookiesOf('replaced-first').has('finx_sid')).toBe(false);
    expect(dataOf(await second.graphql(ViewerDocument)).viewer?.email).toBe(learner.email);
  });

  it('logout ends the session here and upstream: no viewer, UNAUTHENTICATED, the rest-api session ended', async () => {
    const erin = await loginAs(stack, learner.email, { browser: 'erin' });
    const sessionId = stack.cookiesOf('erin').get('finx_sid');
    const upstream = await upstreamSessionOf(erin);

    const logout = await erin.graphql(LogoutDocument);
    expect(logout.body.data).toEqual({ logout: { ok: true, userErrors: [] } });
    expect(stack.cookiesOf('erin').has('finx_sid')).toBe(false);
    await expectUpstreamEnded(upstream, erin.viewer.userId);

    const viewer = await stack.graphql(ViewerDocument, undefined, { cookie: 'erin' });
    expect(viewer.body.data).toEqual({ viewer: null });

    // A copy of the old cookie is worthless too.
    const replay = await stack.graphql(LearnerHeaderDocument, undefined, {
      headers: { cookie: `finx_sid=${sessionId}` },
    });
    expect(errorCodes(replay)).toEqual(['UNAUTHENTICATED']);
  });

  it('logout of a bearer session ends it here and upstream', async () => {
    const app = await loginAs(stack, learner.email, { bearer: true });
    const upstream = await upstreamSessionOf(app);
    const logout = await app.graphql(LogoutDocument);
    expect(logout.body.data).toEqual({ logout: { ok: true, userErrors: [] } });
    await expectUpstreamEnded(upstream, app.viewer.userId);
    const viewer = await app.graphql(ViewerDocument);
    expect(viewer.body.data).toEqual({ viewer: null });
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { MemorySessionStore } from '../session/memory-session.store';
import { newSessionId } from '../session/request-session';
import { SESSION_COOKIE, SessionService } from '../session/session.service';
import type { SessionData, SessionViewer } from '../session/session.store';
import { routePattern } from './boot-frames';
import { registerClientAssets } from './client-static';

const LEARNER = 5;
const ADMIN = 2;

// A client build with its drawn frames, as client/build/boot-pages.plugin.ts writes them.
const INDEX = '<!doctype html><html><body><div id="boot">FinX</div><div id="root"></div></body></html>';
const LEARNER_FRAME = INDEX.replace('FinX', '<header>learner frame</header>');
const ADMIN_FRAME = INDEX.replace('FinX', '<header>admin frame</header>');
const BOOT_FRAMES = [
  { roleId: LEARNER, file: 'frames/learner-5.html', paths: ['/studentDashboard', '/my-learning/:productId'] },
  { roleId: ADMIN, file: 'frames/staff-2.html', paths: ['/admin-dashboard', '/report/:id?/:prodid?'] },
  // Listed but not built: its role keeps index.html.
  { roleId: 6, file: 'frames/staff-6.html', paths: ['/job-list'] },
];

const viewer = (roleId: number, extra: Partial<SessionViewer> = {}): SessionData => ({
  userToken: 'token',
  jti: '1.a',
  createdAt: 0,
  viewer: {
    userId: roleId,
    partyId: 1000 + roleId,
    email: `${roleId}@finx.demo`,
    userName: `${roleId}@finx.demo`,
    name: 'Priya Sharma',
    roleId,
    roleName: 'STUDENT',
    forcePasswordChange: false,
    ...extra,
  },
});

describe('routePattern', () => {
  it('matches a client route as its router does: parameters, optional ones, any case, a trailing slash', () => {
    expect(routePattern('/my-learning/:productId').test('/my-learning/1083')).toBe(true);
    expect(routePattern('/my-learning/:productId').test('/MY-LEARNING/1083/')).toBe(true);
    expect(routePattern('/my-learning/:productId').test('/my-learning')).toBe(false);
    expect(routePattern('/my-learning/:productId').test('/my-learning/1/2')).toBe(false);
    expect(routePattern('/report/:id?/:prodid?').test('/report')).toBe(true);
    expect(routePattern('/report/:id?/:prodid?').test('/report/4/7')).toBe(true);
    expect(routePattern('/mycart').test('/mycartx')).toBe(false);
  });
});

/**
 * Issue 29 item 4: a signed-in screen's address gets its role's frame drawn before any script, chosen
 * by the session the cookie names (as for a GraphQL request), and kept by no cache.
 */
describe('the signed-in frame chosen by the session', () => {
  let dist: string;
  let app: FastifyInstance;
  const store = new MemorySessionStore(1200);
  const learner = newSessionId();
  const admin = newSessionId();
  const mustChangePassword = newSessionId();
  const ops = newSessionId();

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'finx-client-frames-'));
    mkdirSync(join(dist, 'frames'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'frames', 'learner-5.html'), LEARNER_FRAME);
    writeFileSync(join(dist, 'frames', 'staff-2.html'), ADMIN_FRAME);
    writeFileSync(join(dist, 'boot-frames.json'), JSON.stringify(BOOT_FRAMES));
    await store.set(learner, viewer(LEARNER));
    await store.set(admin, viewer(ADMIN));
    await store.set(mustChangePassword, viewer(LEARNER, { forcePasswordChange: true }));
    await store.set(ops, viewer(6));
    app = Fastify();
    await app.register(fastifyCookie);
    const config = loadConfig({
      CLIENT_DIST_DIR: dist,
      UPSTREAM_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'silent',
    });
    await registerClientAssets(app, config, new SessionService(store, false));
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, sessionId?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'text/html',
        ...(sessionId === undefined ? {} : { cookie: `${SESSION_COOKIE}=${sessionId}` }),
      },
    });

  it("sends a session its role's frame on the role's screens, which no cache may keep", async () => {
    for (const url of ['/studentDashboard', '/studentdashboard?tab=1', '/my-learning/1083']) {
      const response = await page(url, learner);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(LEARNER_FRAME);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.vary, url).toMatch(/cookie/i);
    }
    expect((await page('/report/4', admin)).body).toBe(ADMIN_FRAME);
  });

  it('sends index.html, uncached, without a session, with an expired one, or on another role’s screen', async () => {
    const cases = [
      { url: '/studentDashboard', sessionId: undefined },
      { url: '/studentDashboard', sessionId: newSessionId() },
      { url: '/studentDashboard', sessionId: 'not a session id' },
      { url: '/admin-dashboard', sessionId: learner },
      { url: '/studentDashboard', sessionId: admin },
      // The app sends them to change it first.
      { url: '/studentDashboard', sessionId: mustChangePassword },
    ];
    for (const { url, sessionId } of cases) {
      const response = await page(url, sessionId);
      expect(response.body, `${url} ${sessionId}`).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    // An expired session's cookie is cleared, as a GraphQL request would clear it.
    const expired = await page('/studentDashboard', newSessionId());
    expect(String(expired.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });

  it('leaves every other page as it was: index.html revalidated, whoever asks', async () => {
    // A public page, and the screen of a role whose frame was not built: the session is not asked.
    for (const [url, sessionId] of [
      ['/faq', learner],
      ['/job-list', ops],
    ] as const) {
      const response = await page(url, sessionId);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

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
import { VIEWER_DATA_ID, VIEWER_MARKS } from '@finx/domain';
import { brotliDecompressSync } from 'node:zlib';
import { toViewer } from '../modules/shared/caller';
import { routePattern } from './boot-frames';
import { registerClientAssets } from './client-static';

const LEARNER = 5;
const ADMIN = 2;

// A client build with its drawn frames, as client/build/boot-pages.plugin.ts writes them.
const INDEX =
  '<!doctype html><html><head><title>FinX</title></head><body><div id="boot">FinX</div><div id="root"></div></body></html>';
const LEARNER_FRAME = INDEX.replace(
  '>FinX<',
  `><header>learner frame</header><h1>Welcome, ${VIEWER_MARKS.name}</h1><`,
);
const ADMIN_FRAME = INDEX.replace(
  '>FinX<',
  `><header>admin frame ${VIEWER_MARKS.name}</header><p>${VIEWER_MARKS.email}</p><`,
);
const CART_FRAME = INDEX.replace('>FinX<', '><header>learner frame</header><main>My Cart</main><');
// A screen drawn in its frame is listed before the role's neutral frame, which covers its other screens.
const BOOT_FRAMES = [
  { roleId: LEARNER, file: 'frames/learner-5/mycart.html', paths: ['/mycart'] },
  {
    roleId: LEARNER,
    file: 'frames/learner-5.html',
    paths: ['/studentDashboard', '/mycart', '/my-learning/:productId'],
  },
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
    name: 'Priya <b>Sharma</b> & co',
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
    mkdirSync(join(dist, 'frames', 'learner-5'));
    writeFileSync(join(dist, 'frames', 'learner-5', 'mycart.html'), CART_FRAME);
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

  /** The frame's page as the gateway makes it the session's: the body without the viewer's data block. */
  const drawnPart = (body: string) => body.replace(/<script type="application\/json"[^]*?<\/script>\s*/, '');
  const viewerData = (body: string): unknown =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${VIEWER_DATA_ID}">([^<]*)</script>`).exec(body)?.[1] ??
        'null',
    );

  it("sends a session its role's frame on the role's screens, which no cache may keep", async () => {
    const named = (frame: string) =>
      frame
        .replace(VIEWER_MARKS.name, 'Priya &lt;b&gt;Sharma&lt;/b&gt; &amp; co')
        .replace(VIEWER_MARKS.email, `${ADMIN}@finx.demo`); // only the admin's frame shows it
    for (const url of ['/studentDashboard', '/studentdashboard?tab=1', '/my-learning/1083']) {
      const response = await page(url, learner);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(drawnPart(response.body), url).toBe(named(LEARNER_FRAME));
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.vary, url).toMatch(/cookie/i);
    }
    expect(drawnPart((await page('/report/4', admin)).body)).toBe(named(ADMIN_FRAME));
  });

  it("carries the session's viewer as the viewer query answers it, in a block no value can close", async () => {
    const { body } = await page('/studentDashboard', learner);
    expect(viewerData(body)).toEqual(toViewer(viewer(LEARNER).viewer));
    expect(body).toContain('Priya \\u003cb>Sharma\\u003c/b> & co');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    // Compressed per request as the browser accepts: it cannot be compressed at build time.
    const compressed = await app.inject({
      method: 'GET',
      url: '/studentDashboard',
      headers: {
        accept: 'text/html',
        'accept-encoding': 'gzip, deflate, br',
        cookie: `${SESSION_COOKIE}=${learner}`,
      },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(body);
  });

  it('sends a screen drawn in its frame to that screen, and the neutral frame to the others', async () => {
    for (const url of ['/mycart', '/MyCart/', '/mycart?from=wishlist']) {
      const response = await page(url, learner);
      expect(drawnPart(response.body), url).toBe(CART_FRAME);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    expect(drawnPart((await page('/studentDashboard', learner)).body)).toContain('<h1>Welcome, Priya');
    // Only the role it was drawn for: an admin on /mycart is not sent the learner's cart.
    expect((await page('/mycart', admin)).body).toBe(INDEX);
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

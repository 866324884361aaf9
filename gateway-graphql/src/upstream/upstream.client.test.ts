import type { AddressInfo } from 'node:net';
import { RestPath } from '@finx/domain';
import { FieldCipher } from '@finx/domain/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { JtiLanes } from '../session/jti-lanes';
import { MemorySessionStore } from '../session/memory-session.store';
import { RequestSession } from '../session/request-session';
import type { SessionData } from '../session/session.store';
import { UpstreamClient } from './upstream.client';

const SECRET = 'cd'.repeat(32);
const cipher = new FieldCipher({ secret: SECRET });

interface Seen {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A stand-in for rest-api that records what the client sent and answers what each test asks for. */
const fakeUpstream = async () => {
  const seen: Seen[] = [];
  let tokenCalls = 0;
  const answers = new Map<string, { status: number; jti?: string; body: unknown; delayMs?: number }>();
  const app: FastifyInstance = Fastify();
  app.get(RestPath.JWT_TOKEN, async () => {
    tokenCalls++;
    const token = await new SignJWT({ roleId: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('anonymous')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    return { status: 'success', responseObject: token };
  });
  app.all('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const raw = request.query as Record<string, string>;
    const query = raw.enc ? Object.fromEntries(cipher.decryptQuery(raw.enc)) : raw;
    seen.push({ path, query, headers: request.headers, body: request.body });
    const answer = answers.get(path) ?? { status: 200, body: { status: 'success' } };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.jti) void reply.header('jtitoken', answer.jti);
    return reply.code(answer.status).send(answer.body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, seen, answers, tokenCalls: () => tokenCalls };
};

const sessionData = (): SessionData => ({
  userToken: 'user-token',
  jti: '1.first',
  createdAt: 0,
  viewer: {
    userId: 1,
    partyId: 1001,
    email: 'learner@finx.demo',
    userName: 'learner@finx.demo',
    name: 'Priya Sharma',
    roleId: 5,
    roleName: 'STUDENT',
    forcePasswordChange: false,
  },
});

describe('UpstreamClient', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let client: UpstreamClient;
  let store: MemorySessionStore;
  const cookies = { set: () => undefined, clear: () => undefined };

  const signedIn = async () => {
    await store.set('sid', sessionData());
    return new RequestSession(store, new JtiLanes(), cookies, 'sid', sessionData(), 'bearer');
  };

  beforeAll(async () => {
    upstream = await fakeUpstream();
    const config = loadConfig({
      UPSTREAM_URL: upstream.url,
      FIELD_CIPHER_SECRET: SECRET,
      UPSTREAM_TIMEOUT_MS: '300',
    });
    client = new UpstreamClient(config, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await client.close();
    await upstream.app.close();
  });
  beforeEach(() => {
    upstream.seen.length = 0;
    upstream.answers.clear();
    store = new MemorySessionStore(60);
  });

  it('sends the query string encrypted and the anonymous token as both tokens, fetched once', async () => {
    const anonymous = new RequestSession(store, new JtiLanes(), cookies, null, null, null);
    await client.request(anonymous, {
      method: 'GET',
      path: RestPath.PRODUCT_LIST,
      auth: 'anonymous',
      query: { page: 2, search: 'loan', level: undefined },
    });
    await client.request(anonymous, { method: 'GET', path: RestPath.CATEGORIES, auth: 'anonymous' });
    const [list, categories] = upstream.seen;
    expect(list?.query).toEqual({ page: '2', search: 'loan' });
    expect(list?.headers.tokentype).toBe('anonymous');
    expect(list?.headers.token).toBe(list?.headers.jtitoken);
    expect(categories?.headers.token).toBe(list?.headers.token);
    expect(upstream.tokenCalls()).toBe(1);
  });

  it('encrypts sensitive body fields and sends the user headers', async () => {
    const session = await signedIn();
    await client.call(session, {
      method: 'POST',
      path: RestPath.LOGOUT,
      auth: 'user',
      body: { userName: 'Priya', partyId: 1001, nested: { emailID: 'a@b.c' } },
    });
    const [call] = upstream.seen;
    const body = call?.body as { userName: string; partyId: string; nested: { emailID: string } };
    expect(body.userName).toBe('Priya');
    expect(body.partyId).not.toBe('1001');
    expect(cipher.decrypt(body.partyId)).toBe('1001');
    expect(cipher.decrypt(body.nested.emailID)).toBe('a@b.c');
    expect(call?.headers).toMatchObject({
      token: 'user-token',
      jtitoken: '1.first',
      tokentype: 'user',
      userid: '1',
      userlogin: 'learner@finx.demo',
    });
  });

  it('keeps the highest-sequence jti, in the request and in the store', async () => {
    const session = await signedIn();
    upstream.answers.set(RestPath.CART_COUNT, {
      status: 200,
      jti: '5.e',
      body: { status: 'success', responseObject: 1 },
    });
    await client.request(session, { method: 'GET', path: RestPath.CART_COUNT, auth: 'user' });
    upstream.answers.set(RestPath.CART_COUNT, {
      status: 200,
      jti: '3.c',
      body: { status: 'success', responseObject: 1 },
    });
    await client.request(session, { method: 'GET', path: RestPath.CART_COUNT, auth: 'user' });
    expect((await store.get('sid'))?.jti).toBe('5.e');
    await client.request(session, { method: 'GET', path: RestPath.CART_COUNT, auth: 'user' });
    expect(upstream.seen.at(-1)?.headers.jtitoken).toBe('5.e');
  });

  it('ends the session when the upstream answers 401 to its token', async () => {
    const session = await signedIn();
    upstream.answers.set(RestPath.CART_COUNT, {
      status: 401,
      body: { status: 'fail', reasonCode: 'STALE_JTI' },
    });
    const error = await client
      .request(session, { method: 'GET', path: RestPath.CART_COUNT, auth: 'user' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reasonCode: 'STALE_JTI',
    });
    expect(session.viewer).toBeNull();
    expect(await store.get('sid')).toBeNull();
  });

  it('refuses user calls without a session before calling upstream', async () => {
    const anonymous = new RequestSession(store, new JtiLanes(), cookies, null, null, null);
    const error = await client
      .request(anonymous, { method: 'GET', path: RestPath.CART_COUNT, auth: 'user' })
      .catch((e: unknown) => e);
    expect((error as GraphQLError).extensions.code).toBe('UNAUTHENTICATED');
    expect(upstream.seen).toEqual([]);
  });

  it('gives up after UPSTREAM_TIMEOUT_MS with UPSTREAM_UNAVAILABLE', async () => {
    const session = await signedIn();
    // The answer would come after the test's own 5 s limit: only the 300 ms upstream timeout ends the
    // call in time, without timing it here (a loaded machine makes elapsed-time bounds flaky).
    upstream.answers.set(RestPath.CART_COUNT, { status: 200, body: { status: 'success' }, delayMs: 6000 });
    const error = await client
      .request(session, { method: 'GET', path: RestPath.CART_COUNT, auth: 'user' })
      .catch((e: unknown) => e);
    expect((error as GraphQLError).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('sends several reads as one read batch, each query encrypted, and hands back each answer', async () => {
    const session = await signedIn();
    upstream.answers.set(RestPath.BATCH, {
      status: 200,
      jti: '2.b',
      body: {
        status: 'success',
        responseListObject: [
          { status: 200, body: { status: 'success', responseObject: 3 } },
          { status: 403, body: { status: 'fail', reasonCode: 'FORBIDDEN', reasonText: 'No.' } },
        ],
      },
    });
    const [cart, report] = await client.readBatch(session, [
      { method: 'GET', path: RestPath.CART_COUNT, auth: 'user', query: { partyID: 1001 } },
      { method: 'GET', path: RestPath.PAYMENT_REPORT, auth: 'user' },
    ]);
    expect(upstream.seen.map((seen) => seen.path)).toEqual([RestPath.BATCH]);
    const { reads } = upstream.seen[0]?.body as { reads: { path: string; enc?: string }[] };
    expect(reads.map((read) => read.path)).toEqual([RestPath.CART_COUNT, RestPath.PAYMENT_REPORT]);
    expect(Object.fromEntries(cipher.decryptQuery(reads[0]?.enc ?? ''))).toEqual({ partyID: '1001' });
    expect(reads[1]?.enc).toBeUndefined();
    expect(cart).toMatchObject({ ok: true, envelope: { responseObject: 3 } });
    expect((report as GraphQLError).extensions).toMatchObject({ code: 'FORBIDDEN', reasonCode: 'FORBIDDEN' });
    expect((await store.get('sid'))?.jti).toBe('2.b');
  });

  it('calls each path on its own when the REST deployment has no read batch', async () => {
    const session = await signedIn();
    upstream.answers.set(RestPath.BATCH, { status: 404, body: { status: 'fail', reasonCode: 'NOT_FOUND' } });
    const reads = [RestPath.CART_COUNT, RestPath.WISHLIST_COUNT].map((path) => ({
      method: 'GET' as const,
      path,
      auth: 'user' as const,
    }));
    const first = await client.readBatch(session, reads);
    await client.readBatch(session, reads);
    expect(first).toMatchObject([{ ok: true }, { ok: true }]);
    // Asked once; from then on this client calls each path directly.
    expect(upstream.seen.map((seen) => seen.path)).toEqual([
      RestPath.BATCH,
      RestPath.CART_COUNT,
      RestPath.WISHLIST_COUNT,
      RestPath.CART_COUNT,
      RestPath.WISHLIST_COUNT,
    ]);
  });
});

import { compareJti, Header, jtiSequence, ReasonCode, RestPath, RoleId, TokenType } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

const GRACE_MS = 400;
const { learner } = DEMO_ACCOUNTS;
const cartCount = { query: { partyID: learner.partyId } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi({ JTI_GRACE_MS: String(GRACE_MS) });
});
afterAll(() => api?.close());

describe('token flow (000 §7)', () => {
  it('hands out an anonymous token, used as both token and jtitoken', async () => {
    const response = await api.client().get<string>(RestPath.JWT_TOKEN, { authenticate: false });
    const token = response.body.responseObject ?? '';
    expect(response.headers[Header.JTI]).toBe(token);
    expect(decodeJwt(token)).toMatchObject({ sub: 'anonymous', roleId: 0 });
    expect(decodeJwt(token).sid).toBeUndefined();
  });

  it('logs in, then refreshes to a user token of the same session', async () => {
    const client = api.client();
    const login = await client.loginAs(learner.email);
    expect(jtiSequence(client.jti ?? '')).toBe(1);
    const claims = decodeJwt(login.jwttoken);
    expect(claims).toMatchObject({ sub: learner.email, roleId: learner.roleId, partyId: learner.partyId });

    const refreshed = await client.refreshToken();
    expect(refreshed.status).toBe(200);
    const fresh = decodeJwt(refreshed.body.responseObject ?? '');
    expect(fresh).toMatchObject({ sub: learner.email, userId: learner.userId, sid: claims.sid });
    expect(fresh.jti).not.toBe(claims.jti);
    expect(jtiSequence(refreshed.headers[Header.JTI] ?? '')).toBe(2);
  });

  it('answers an anonymous token to a user token whose session ended', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    const logout = await client.post(RestPath.LOGOUT, { userName: learner.email, userId: learner.userId });
    expect(logout.body.status).toBe('success');

    const afterLogout = await client.get(RestPath.CART_COUNT, cartCount);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
    const token = await client.refreshToken();
    expect(decodeJwt(token.body.responseObject ?? '').sub).toBe('anonymous');
  });

  it('refuses a forged user token on a protected route and on public ones', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    const [head, payload] = (client.token ?? '').split('.');
    client.token = `${head}.${payload}.forged-signature`;
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(401);
    const catalogue = await client.get(RestPath.PRODUCT_LIST);
    expect(catalogue.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
  });
});

describe('jti rotation', () => {
  it('issues a newer jti with every answer', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    const seen: string[] = [client.jti ?? ''];
    for (let i = 0; i < 3; i += 1) {
      const response = await client.get(RestPath.CART_COUNT, cartCount);
      expect(response.status).toBe(200);
      seen.push(response.headers[Header.JTI] ?? '');
    }
    for (let i = 1; i < seen.length; i += 1)
      expect(compareJti(seen[i] ?? '', seen[i - 1] ?? '')).toBeGreaterThan(0);
  });

  it('lets a superseded jti pass within the grace period and refuses it after', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    const old = client.jti ?? '';
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
    expect(client.jti).not.toBe(old);

    const withinGrace = await client.get(RestPath.CART_COUNT, {
      ...cartCount,
      headers: { [Header.JTI]: old },
    });
    expect(withinGrace.status).toBe(200);

    await sleep(GRACE_MS + 100);
    const afterGrace = await client.get(RestPath.CART_COUNT, {
      ...cartCount,
      headers: { [Header.JTI]: old },
    });
    expect(afterGrace.status).toBe(401);
    expect(afterGrace.body.reasonCode).toBe(ReasonCode.STALE_JTI);
    // The current jti still works: a stale replay does not end the session.
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
  });

  it('refuses a jti of another session, and a missing one', async () => {
    const first = api.client();
    const second = api.client();
    await first.loginAs(learner.email);
    // Another person's session: a second session of the learner would have ended the first (SM-07).
    await second.loginAs(DEMO_ACCOUNTS.secondLearner.email);
    const foreign = await first.get(RestPath.CART_COUNT, {
      ...cartCount,
      headers: { [Header.JTI]: second.jti },
    });
    expect(foreign.status).toBe(401);
    expect(foreign.body.reasonCode).toBe(ReasonCode.STALE_JTI);
    const missing = await first.get(RestPath.CART_COUNT, { ...cartCount, headers: { [Header.JTI]: null } });
    expect(missing.body.reasonCode).toBe(ReasonCode.STALE_JTI);
  });

  it('lets concurrent requests of one session all pass and the client keep the newest jti', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => client.get<number>(RestPath.CART_COUNT, cartCount)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    const sequences = responses.map((response) => jtiSequence(response.headers[Header.JTI] ?? ''));
    expect(new Set(sequences).size).toBe(6);
    expect(jtiSequence(client.jti ?? '')).toBe(Math.max(...sequences.map(Number)));
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
  });

  it('echoes the anonymous jtitoken and needs none for public reads', async () => {
    const client = api.client();
    const token = await client.anonymous();
    const response = await client.get(RestPath.CATEGORIES);
    expect(response.headers[Header.JTI]).toBe(token);
    expect(client.tokenType).toBe(TokenType.ANONYMOUS);
    const bare = await client.get(RestPath.CATEGORIES, { authenticate: false });
    expect(bare.body.status).toBe('success');
  });
});

describe('the hot session record follows the account', () => {
  const { secondLearner } = DEMO_ACCOUNTS;
  const setUser = (values: Partial<typeof users.$inferInsert>) =>
    api.db.update(users).set(values).where(eq(users.userId, learner.userId));

  // SM-12 locks the account from the address that failed (docs/decisions.md, abuse resistance): three
  // wrong passwords from a stranger must not sign the owner out of a session already open.
  it('keeps a live session when wrong passwords lock the account from an address', async () => {
    const client = api.client();
    await client.loginAs(secondLearner.email);
    const ownCount = { query: { partyID: secondLearner.partyId } };
    expect((await client.get(RestPath.CART_COUNT, ownCount)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) await api.client().login(secondLearner.email, 'Wrong@12345');
    const stillOpen = await client.get(RestPath.CART_COUNT, ownCount);
    expect(stillOpen.status).toBe(200);
  });

  it('stops a session whose user was suspended elsewhere once the write-behind reads the row', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
    await setUser({ status: 'SUSPENDED' });
    try {
      await client.get(RestPath.CART_COUNT, cartCount);
      await api.sessions.settle();
      const suspended = await client.get(RestPath.CART_COUNT, cartCount);
      expect(suspended.status).toBe(401);
      expect(suspended.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
    } finally {
      await setUser({ status: 'ACTIVE' });
    }
  });

  it('answers the new role at once when a role change drops the record', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
    await setUser({ roleId: RoleId.OPS });
    try {
      await api.sessions.userChanged(learner.userId);
      const refreshed = await client.refreshToken();
      expect(decodeJwt(refreshed.body.responseObject ?? '').roleId).toBe(RoleId.OPS);
    } finally {
      await setUser({ roleId: learner.roleId });
    }
  });
});

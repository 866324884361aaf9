import { randomBytes } from 'node:crypto';
import { jtiSequence } from '@finx/domain';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemorySessionStore } from './memory-session.store';
import { RedisSessionStore } from './redis-session.store';
import type { HotSession, SessionStore } from './session.store';

const GRACE_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = () => randomBytes(6).toString('base64url');
const user = { userId: 5, partyId: 5, roleId: 5, email: 'learner@finx.demo' };
const record = (jti = '1.first'): HotSession => ({ user, jti, sequence: 1, superseded: [] });

// Redis is optional here: the shared server is used only with a key prefix of this run, removed after.
const redisUrl = process.env.REDIS_URL;
const prefix = `finx-test-${randomBytes(6).toString('hex')}:`;

const stores: Array<[string, () => SessionStore]> = [['in process', () => new MemorySessionStore()]];
if (redisUrl) stores.push(['Redis (Lua)', () => new RedisSessionStore(redisUrl, { ttlSeconds: 60, prefix })]);

afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each(stores)('hot session store, %s: jti compare-and-swap', (_name, create) => {
  const open = async (id: string): Promise<SessionStore> => {
    const store = create();
    if (store instanceof RedisSessionStore) await store.connect();
    await store.putIfAbsent(id, record());
    return store;
  };

  it('accepts two concurrent rotations from the same jti within the grace, then refuses an older one', async () => {
    const store = await open('concurrent');
    const [a, b] = await Promise.all([
      store.rotate('concurrent', '1.first', random(), GRACE_MS),
      store.rotate('concurrent', '1.first', random(), GRACE_MS),
    ]);
    expect([a.kind, b.kind]).toEqual(['accepted', 'accepted']);
    const issued = [a, b].map((outcome) => (outcome.kind === 'accepted' ? outcome.jti : ''));
    // One swap each: two distinct jtis, sequences 2 and 3, never the same sequence twice.
    expect(issued.map(jtiSequence).sort()).toEqual([2, 3]);
    expect(a.kind === 'accepted' && a.user).toEqual(user);

    const newest = issued.find((jti) => jtiSequence(jti) === 3) ?? '';
    const middle = issued.find((jti) => jtiSequence(jti) === 2) ?? '';
    await sleep(GRACE_MS + 50);
    // '1.first' and '2.x' were superseded longer ago than the grace: stale. The current one still swaps.
    expect((await store.rotate('concurrent', '1.first', random(), GRACE_MS)).kind).toBe('stale');
    expect((await store.rotate('concurrent', middle, random(), GRACE_MS)).kind).toBe('stale');
    const next = await store.rotate('concurrent', newest, random(), GRACE_MS);
    expect(next.kind === 'accepted' && jtiSequence(next.jti)).toBe(4);
    await store.close();
  });

  it('refuses a jti the session never issued, and an empty one', async () => {
    const store = await open('foreign');
    expect((await store.rotate('foreign', '1.someone-else', random(), GRACE_MS)).kind).toBe('stale');
    expect((await store.rotate('foreign', '', random(), GRACE_MS)).kind).toBe('stale');
    await store.close();
  });

  it('answers missing for a session without a record, and after a drop', async () => {
    const store = await open('dropped');
    expect((await store.rotate('never', '1.first', random(), GRACE_MS)).kind).toBe('missing');
    await store.drop(['dropped']);
    expect((await store.rotate('dropped', '1.first', random(), GRACE_MS)).kind).toBe('missing');
    await store.close();
  });

  it('keeps the record a concurrent rebuild stored first', async () => {
    const store = await open('rebuilt');
    const moved = await store.rotate('rebuilt', '1.first', random(), GRACE_MS);
    await store.putIfAbsent('rebuilt', record('1.first'));
    const again = await store.rotate(
      'rebuilt',
      moved.kind === 'accepted' ? moved.jti : '',
      random(),
      GRACE_MS,
    );
    expect(again.kind === 'accepted' && jtiSequence(again.jti)).toBe(3);
    await store.close();
  });

  it('remembers a bounded number of superseded jtis however busy the grace window', async () => {
    const store = await open('busy');
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => store.rotate('busy', '1.first', random(), 60_000)),
    );
    // The first 33 swaps see '1.first' inside the list of 32; once it is pushed out, it is stale.
    const accepted = outcomes.filter((outcome) => outcome.kind === 'accepted');
    expect(accepted.length).toBe(33);
    const last = accepted.at(-1);
    expect(last?.kind === 'accepted' && last.superseded.length).toBe(32);
    await store.close();
  });
});

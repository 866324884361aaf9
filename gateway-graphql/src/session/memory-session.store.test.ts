import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemorySessionStore } from './memory-session.store';
import type { SessionData } from './session.store';

const session = (jti = '1.a'): SessionData => ({
  userToken: 'token',
  jti,
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

describe('MemorySessionStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores, returns copies and deletes', async () => {
    const store = new MemorySessionStore(60);
    await store.set('id-1', session());
    const got = await store.get('id-1');
    expect(got).toEqual(session());
    if (got) got.viewer.roleId = 2;
    expect((await store.get('id-1'))?.viewer.roleId).toBe(5);
    await store.delete('id-1');
    expect(await store.get('id-1')).toBeNull();
  });

  it('only ever advances the jti', async () => {
    const store = new MemorySessionStore(60);
    await store.set('id', session('5.a'));
    await store.advanceJti('id', '7.b');
    await store.advanceJti('id', '6.c');
    expect((await store.get('id'))?.jti).toBe('7.b');
    await store.advanceJti('gone', '9.z');
    expect(await store.get('gone')).toBeNull();
  });

  it('expires sessions left idle longer than the TTL, and use restarts the clock', async () => {
    vi.useFakeTimers();
    const store = new MemorySessionStore(10, { clock: Date });
    await store.set('idle', session());
    await store.set('busy', session());
    vi.advanceTimersByTime(6_000);
    expect(await store.get('busy')).not.toBeNull();
    vi.advanceTimersByTime(6_000);
    expect(await store.get('idle')).toBeNull();
    expect(await store.get('busy')).not.toBeNull();
  });
});

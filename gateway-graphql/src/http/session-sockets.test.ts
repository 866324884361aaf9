import { RestPath } from '@finx/domain';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEARNER } from '../test/fake-request';
import { MemorySessionStore } from '../session/memory-session.store';
import { newSessionId } from '../session/request-session';
import { SessionService } from '../session/session.service';
import { FakeUpstream, httpError, ok } from '../upstream/fake-upstream';
import { SESSION_ENDED_CLOSE, SessionSockets } from './session-sockets';

const IDLE_SECONDS = 60;

const setUp = () => {
  const store = new MemorySessionStore(IDLE_SECONDS, { clock: Date });
  const sessions = new SessionService(store, false);
  const upstream = new FakeUpstream();
  const sockets = new SessionSockets({
    sessions,
    upstream,
    log: pino({ level: 'silent' }),
    sweepMs: 3_600_000,
  });
  const open = async () => {
    const id = newSessionId();
    await store.set(id, { userToken: 'token', jti: '1.a', createdAt: 0, viewer: LEARNER });
    const socket = { close: vi.fn() };
    return { id, socket, entry: sockets.add(id, LEARNER.userId, socket) };
  };
  return { store, upstream, sockets, open };
};

describe('SessionSockets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the socket of a session that expired while idle, and checking does not keep one alive', async () => {
    vi.useFakeTimers();
    const { sockets, store, open } = setUp();
    const idle = await open();
    const busy = await open();
    for (let second = 0; second < IDLE_SECONDS + 10; second += 20) {
      vi.advanceTimersByTime(20_000);
      await store.get(busy.id);
      await sockets.sweep();
    }
    expect(idle.socket.close).toHaveBeenCalledWith(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    expect(busy.socket.close).not.toHaveBeenCalled();
    sockets.close();
  });

  it('closes every socket of a session rest-api no longer knows, and only those', async () => {
    const { sockets, upstream, open } = setUp();
    const ended = await open();
    const endedToo = { close: vi.fn() };
    sockets.add(ended.id, LEARNER.userId, endedToo);
    upstream.on('GET', RestPath.SESSION, httpError(401, 'SESSION_EXPIRED'));
    expect(await sockets.stillLive(ended.entry)).toBe(false);
    expect(ended.socket.close).toHaveBeenCalledWith(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    expect(endedToo.close).toHaveBeenCalledOnce();

    const live = await open();
    upstream.on('GET', RestPath.SESSION, ok({ responseObject: { userId: LEARNER.userId } }));
    expect(await sockets.stillLive(live.entry)).toBe(true);
    expect(live.socket.close).not.toHaveBeenCalled();
    sockets.close();
  });
});

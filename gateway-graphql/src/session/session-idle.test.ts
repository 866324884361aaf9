import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemorySessionStore } from './memory-session.store';
import { newSessionId } from './request-session';
import { SESSION_COOKIE, SessionService } from './session.service';
import type { SessionData } from './session.store';

const data: SessionData = {
  userToken: 'token',
  jti: '1.a',
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
};

const browser = (sessionId: string) => {
  const request = { headers: {}, cookies: { [SESSION_COOKIE]: sessionId } } as unknown as FastifyRequest;
  const reply = { setCookie: vi.fn(), clearCookie: vi.fn() };
  return { request, reply, asReply: reply as unknown as FastifyReply };
};

/**
 * `000 §4` idle time-out, on the server side: a session left alone longer than SESSION_IDLE_TTL_SECONDS
 * is refused (no viewer) and its cookie cleared, whatever the browser still holds.
 */
describe('the gateway expires idle sessions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a session idle past the TTL and clears its cookie; activity keeps one alive', async () => {
    vi.useFakeTimers();
    const store = new MemorySessionStore(1500, { clock: Date });
    const sessions = new SessionService(store, false);
    const idle = newSessionId();
    const busy = newSessionId();
    await store.set(idle, data);
    await store.set(busy, data);

    for (let minute = 0; minute < 26; minute += 5) {
      vi.advanceTimersByTime(5 * 60_000);
      const { request, asReply } = browser(busy);
      expect((await sessions.resolve(request, asReply)).viewer?.email).toBe('learner@finx.demo');
    }
    const { request, reply, asReply } = browser(idle);
    const session = await sessions.resolve(request, asReply);
    expect(session.viewer).toBeNull();
    expect(reply.clearCookie).toHaveBeenCalledWith(
      SESSION_COOKIE,
      expect.objectContaining({ httpOnly: true }),
    );
  });
});

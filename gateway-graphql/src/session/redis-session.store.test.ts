import { describe, expect, it } from 'vitest';
import { RedisSessionStore } from './redis-session.store';
import { newSessionId } from './request-session';

/**
 * Redis stopped or restarting (issue 31's fault run): every session call fails with the typed
 * UPSTREAM_UNAVAILABLE the client shows as the spec's message, not an INTERNAL_SERVER_ERROR.
 */
describe('the Redis session store while Redis is unreachable', () => {
  it('fails each call with UPSTREAM_UNAVAILABLE', async () => {
    // Nothing listens on port 1; ioredis gives up on a command after its two retries.
    const store = new RedisSessionStore('redis://127.0.0.1:1', 60, 'finx-test:session');
    const unavailable = { extensions: { code: 'UPSTREAM_UNAVAILABLE', reasonCode: 'UPSTREAM_UNAVAILABLE' } };
    try {
      const id = newSessionId();
      await expect(store.get(id)).rejects.toMatchObject(unavailable);
      await expect(store.peek(id)).rejects.toMatchObject(unavailable);
      await expect(store.advanceJti(id, '2.a')).rejects.toMatchObject(unavailable);
      await expect(store.delete(id)).rejects.toMatchObject(unavailable);
    } finally {
      await store.close();
    }
  });
});

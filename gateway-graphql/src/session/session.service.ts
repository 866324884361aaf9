import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { forwardedClientOf } from '../upstream/forwarded-client';
import { JtiLanes } from './jti-lanes';
import { MemorySessionStore } from './memory-session.store';
import { RedisSessionStore } from './redis-session.store';
import { RequestSession, type CookieWriter } from './request-session';
import type { SessionData, SessionSignal, SessionStore } from './session.store';

export const SESSION_COOKIE = 'finx_sid';

/** Session ids are 43 base64url characters; anything else is not looked up at all. */
const SESSION_ID = /^[A-Za-z0-9_-]{32,128}$/;

/** One cookie's value from a Cookie header (the first, as browsers send the most specific first). */
const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
};

/** Redis when REDIS_URL is set (several replicas share sessions), else in process. */
export async function createSessionStore(config: GatewayConfig): Promise<SessionStore> {
  if (!config.redisUrl) return new MemorySessionStore(config.sessionIdleTtlSeconds);
  const store = new RedisSessionStore(config.redisUrl, config.sessionIdleTtlSeconds, config.sessionChannel);
  await store.connect();
  return store;
}

/** Finds the caller's session: `Authorization: Bearer <token>` for apps, the httpOnly cookie for browsers. */
export class SessionService {
  private readonly lanes = new JtiLanes();

  constructor(
    private readonly store: SessionStore,
    private readonly cookieSecure: boolean,
  ) {}

  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<RequestSession> {
    const cookies = this.cookieWriter(reply);
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined) {
      const data = SESSION_ID.test(bearer) ? await this.store.get(bearer) : null;
      return new RequestSession(
        this.store,
        this.lanes,
        cookies,
        data ? bearer : null,
        data,
        data ? 'bearer' : null,
        forwardedClientOf(request),
      );
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie === undefined) {
      return new RequestSession(
        this.store,
        this.lanes,
        cookies,
        null,
        null,
        null,
        forwardedClientOf(request),
      );
    }
    const data = SESSION_ID.test(cookie) ? await this.store.get(cookie) : null;
    // A cookie naming an expired session is cleared so the browser stops sending it.
    if (!data) cookies.clear();
    return new RequestSession(
      this.store,
      this.lanes,
      cookies,
      data ? cookie : null,
      data,
      data ? 'cookie' : null,
      forwardedClientOf(request),
    );
  }

  /**
   * The session of a WebSocket upgrade, from the cookie the browser sent with it, and its id (the socket
   * follows that session: see http/session-sockets). There is no reply to set cookies on, so nothing is
   * rotated or cleared here; an unknown cookie is simply no session.
   */
  async fromCookieHeader(
    header: string | undefined,
  ): Promise<{ session: RequestSession; sessionId: string } | null> {
    const cookie = cookieValue(header, SESSION_COOKIE);
    const data = cookie !== undefined && SESSION_ID.test(cookie) ? await this.store.get(cookie) : null;
    if (cookie === undefined || !data) return null;
    return { session: this.socketSession(cookie, data), sessionId: cookie };
  }

  /**
   * The session as it stands now, for a check made on an open socket's behalf: read without restarting
   * its idle clock, null once it has ended or expired.
   */
  async current(sessionId: string): Promise<RequestSession | null> {
    const data = await this.store.peek(sessionId);
    return data ? this.socketSession(sessionId, data) : null;
  }

  /** Hears the store's signals (ended sessions, users whose sessions may have ended upstream). */
  onSignal(listener: (signal: SessionSignal) => void): void {
    this.store.onSignal(listener);
  }

  private socketSession(sessionId: string, data: SessionData): RequestSession {
    const cookies: CookieWriter = { set: () => {}, clear: () => {} };
    return new RequestSession(this.store, this.lanes, cookies, sessionId, data, 'cookie');
  }

  private cookieWriter(reply: FastifyReply): CookieWriter {
    const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.cookieSecure };
    return {
      set: (sessionId) => void reply.setCookie(SESSION_COOKIE, sessionId, options),
      clear: () => void reply.clearCookie(SESSION_COOKIE, options),
    };
  }
}

import { randomBytes } from 'node:crypto';
import { newerJti } from '@finx/domain';
import type { ForwardedClient } from '../upstream/forwarded-client';
import type { JtiLanes } from './jti-lanes';
import type { SessionData, SessionStore, SessionViewer } from './session.store';

/** Writes the browser's session cookie on the current response. */
export interface CookieWriter {
  set(sessionId: string): void;
  clear(): void;
}

/** What the upstream client needs to call as the signed-in user. */
export interface UpstreamCredentials {
  token: string;
  jti: string;
  userId: number;
  email: string;
}

export type SessionTransport = 'cookie' | 'bearer';

/** 256 random bits: unguessable, and opaque to the holder (it names a record, it carries no claims). */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/**
 * The caller's session for the length of one GraphQL request. Parallel resolvers share this object, so the
 * jti they see is always the newest any of them has received.
 */
export class RequestSession {
  constructor(
    private readonly store: SessionStore,
    private readonly lanes: JtiLanes,
    private readonly cookies: CookieWriter,
    private id: string | null,
    private data: SessionData | null,
    private transport: SessionTransport | null,
    /** The browser's address and origin, passed upstream in X-Forwarded-* (OTP limits, links). */
    readonly client: ForwardedClient | null = null,
  ) {}

  get viewer(): SessionViewer | null {
    return this.data?.viewer ?? null;
  }

  /**
   * Runs one upstream call as the signed-in user, or returns null without calling when there is no
   * session. `send` gets the newest jti known to this process and returns the jti the upstream answered
   * with; the highest sequence is kept here and in the store, so out-of-order answers cannot move it back.
   */
  async asUser<T>(
    send: (credentials: UpstreamCredentials) => Promise<{ value: T; jti?: string }>,
  ): Promise<T | null> {
    const id = this.id;
    const data = this.data;
    if (!id || !data) return null;
    return this.lanes.run(id, data.jti, async (jti) => {
      const outcome = await send({
        token: data.userToken,
        jti,
        userId: data.viewer.userId,
        email: data.viewer.email,
      });
      if (outcome.jti && this.data === data) {
        data.jti = newerJti(data.jti, outcome.jti);
        await this.store.advanceJti(id, outcome.jti);
      }
      return outcome;
    });
  }

  /** Begins a new session under a new id (never the old one: no session fixation) and returns its id. */
  async start(data: SessionData, transport: SessionTransport): Promise<string> {
    if (this.id) {
      this.lanes.forget(this.id);
      await this.store.delete(this.id);
    }
    if (this.transport === 'cookie' && transport === 'bearer') this.cookies.clear();
    const id = newSessionId();
    await this.store.set(id, data);
    this.id = id;
    this.data = data;
    this.transport = transport;
    if (transport === 'cookie') this.cookies.set(id);
    // A login answered Yes to SM-07 has ended the user's other sessions upstream: their sockets go.
    await this.store.signal({ kind: 'user', userId: data.viewer.userId });
    return id;
  }

  /** Ends the session: on logout, and when the upstream refuses its token (the viewer becomes null). */
  async end(): Promise<void> {
    const id = this.id;
    const data = this.data;
    const transport = this.transport;
    this.id = null;
    this.data = null;
    this.transport = null;
    if (id) {
      this.lanes.forget(id);
      // Deleting signals the end: every process closes the session's sockets.
      await this.store.delete(id);
    }
    if (transport === 'cookie') this.cookies.clear();
    // A password change or withdrawn consent ends the user's other sessions upstream along with this one.
    if (data) await this.store.signal({ kind: 'user', userId: data.viewer.userId });
  }

  /**
   * Staff changed what another user may do (deactivated them, set their password): rest-api has ended
   * that user's sessions, and every gateway process checks the sockets it holds for them.
   */
  async sessionsOfUserChanged(userId: number): Promise<void> {
    await this.store.signal({ kind: 'user', userId });
  }
}

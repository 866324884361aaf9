import { RestPath } from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { GatewayErrorCode } from '../errors/gateway-error';
import type { SessionService } from '../session/session.service';
import { storageKey, type SessionSignal } from '../session/session.store';
import type { Upstream } from '../upstream/upstream';

/**
 * How a socket whose session ended is closed: graphql-ws's Unauthorized, which its client does not retry
 * (a retry would only be refused: the cookie names no session any more).
 */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Session ended' } as const;

/**
 * How often the open sockets are checked against the session store. A session that expired while idle
 * is ended by nobody, so no signal announces it: its socket closes at the next sweep, within this.
 */
export const SOCKET_SWEEP_MS = 60_000;

export interface SessionSocket {
  close(code: number, reason: string): void;
}

export interface SocketEntry {
  readonly sessionId: string;
  readonly key: string;
  readonly userId: number;
  readonly socket: SessionSocket;
}

interface SessionSocketsDeps {
  sessions: SessionService;
  upstream: Upstream;
  log: FastifyBaseLogger;
  sweepMs?: number;
}

const addTo = <K>(index: Map<K, Set<SocketEntry>>, key: K, entry: SocketEntry): void => {
  const entries = index.get(key) ?? new Set<SocketEntry>();
  entries.add(entry);
  index.set(key, entries);
};

const removeFrom = <K>(index: Map<K, Set<SocketEntry>>, key: K, entry: SocketEntry): void => {
  const entries = index.get(key);
  entries?.delete(entry);
  if (entries?.size === 0) index.delete(key);
};

/**
 * The open sockets of this gateway process by session and by user, closed when their session ends:
 * - ended here or on another replica (logout, a new login in the same browser, an upstream 401): the
 *   store's `ended` signal names the session;
 * - ended upstream (a login elsewhere taking over, a password change, consent withdrawn, staff
 *   deactivating the user): the `user` signal has each of the user's sockets ask rest-api, as `viewer` does;
 * - expired while idle: the sweep finds it gone from the store.
 * Every event is also checked before it is sent (`stillLive`), so a socket whose signal has not arrived
 * yet still delivers nothing after its session ended.
 */
export class SessionSockets {
  private readonly byKey = new Map<string, Set<SocketEntry>>();
  private readonly byUser = new Map<number, Set<SocketEntry>>();
  /** Users being checked, and whether another signal arrived meanwhile (check again when done). */
  private readonly checking = new Map<number, boolean>();
  private readonly timer: NodeJS.Timeout;
  private sweeping = false;

  constructor(private readonly deps: SessionSocketsDeps) {
    deps.sessions.onSignal((signal) => this.heard(signal));
    this.timer = setInterval(() => void this.sweep(), deps.sweepMs ?? SOCKET_SWEEP_MS);
    this.timer.unref();
  }

  add(sessionId: string, userId: number, socket: SessionSocket): SocketEntry {
    const entry: SocketEntry = { sessionId, key: storageKey(sessionId), userId, socket };
    addTo(this.byKey, entry.key, entry);
    addTo(this.byUser, userId, entry);
    return entry;
  }

  remove(entry: SocketEntry): void {
    removeFrom(this.byKey, entry.key, entry);
    removeFrom(this.byUser, entry.userId, entry);
  }

  /**
   * Whether the socket's session still stands, asked of the store and then of rest-api; when it does not,
   * every socket of the session is closed. An unreachable rest-api is not an ended session.
   */
  async stillLive(entry: SocketEntry): Promise<boolean> {
    const session = await this.deps.sessions.current(entry.sessionId);
    let live = session !== null;
    if (session) {
      try {
        await this.deps.upstream.call(session, {
          method: 'GET',
          path: RestPath.SESSION,
          auth: 'user',
          allowFailure: true,
        });
      } catch (error) {
        // The refused call has already ended the session in the store, which signals every replica.
        if (error instanceof GraphQLError && error.extensions.code === GatewayErrorCode.UNAUTHENTICATED)
          live = false;
        else this.deps.log.warn({ err: error }, 'socket session check failed; the socket stays open');
      }
    }
    if (!live) this.closeSession(entry.key);
    return live;
  }

  /** Checks the store for every open socket's session (those that expired while idle). */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const [key, entries] of [...this.byKey]) {
        const [first] = entries;
        if (first && !(await this.deps.sessions.current(first.sessionId))) this.closeSession(key);
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'socket sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  close(): void {
    clearInterval(this.timer);
  }

  private heard(signal: SessionSignal): void {
    if (signal.kind === 'ended') this.closeSession(signal.key);
    else if (this.byUser.has(signal.userId)) this.recheckUser(signal.userId);
  }

  private closeSession(key: string): void {
    for (const entry of this.byKey.get(key) ?? []) {
      this.remove(entry);
      entry.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
  }

  /** One check at a time per user: signals arriving meanwhile fold into one more round. */
  private recheckUser(userId: number): void {
    if (this.checking.has(userId)) {
      this.checking.set(userId, true);
      return;
    }
    this.checking.set(userId, false);
    const run = async () => {
      do {
        this.checking.set(userId, false);
        const sessions = new Map<string, SocketEntry>();
        for (const entry of this.byUser.get(userId) ?? []) sessions.set(entry.key, entry);
        for (const entry of sessions.values()) await this.stillLive(entry);
      } while (this.checking.get(userId));
    };
    run()
      .catch((error: unknown) => this.deps.log.warn({ err: error, userId }, 'socket recheck failed'))
      .finally(() => this.checking.delete(userId));
  }
}

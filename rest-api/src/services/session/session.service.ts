import { randomBytes, randomUUID } from 'node:crypto';
import { formatJti } from '@finx/domain';
import type { Executor, Transaction } from '../../db/database';
import type { SessionRepository } from './session.repository';
import { SessionWriteBehind } from './session-write-behind';
import type { SessionStore, SessionUser } from './session.store';

export type { SessionUser } from './session.store';

const randomPart = (): string => randomBytes(12).toString('base64url');

export type RotationOutcome =
  | { kind: 'accepted'; jti: string; user: SessionUser }
  /** The session does not exist, was ended, or its user may no longer sign in. */
  | { kind: 'ended' }
  /** A live session, but the presented jti is neither current nor recently superseded. */
  | { kind: 'stale' };

export interface SessionServiceOptions {
  graceMs: number;
  /** How often at most one session's chain and lastSeen are written behind its hot record. */
  writeBehindMs: number;
  /** Runs `task` once the transaction `ex` commits (nothing when `ex` is not a transaction). */
  afterCommit: (ex: Executor, task: () => Promise<void>) => void;
  onError: (error: unknown) => void;
}

/**
 * Server-side sessions behind per-user tokens: one per login. The token says who; the session says
 * whether still. Every answer to a user moves the jti chain on by one, as an atomic compare-and-swap on
 * the session's hot record (SessionStore); the row in auth_sessions follows behind and is where a
 * missing record is rebuilt from. Whatever ends a session or changes its user's status or role drops
 * the record, so the next request reads the row again.
 */
export class SessionService {
  private readonly writeBehind: SessionWriteBehind;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly store: SessionStore,
    private readonly options: SessionServiceOptions,
  ) {
    this.writeBehind = new SessionWriteBehind(sessions, {
      throttleMs: options.writeBehindMs,
      revoke: (sessionId) => this.store.drop([sessionId]),
      onError: options.onError,
    });
  }

  /** Opens a session for a user inside the caller's transaction; returns its id (the token's sid) and first jti. */
  async open(tx: Transaction, userId: number): Promise<{ sessionId: string; jti: string }> {
    const sessionId = randomUUID();
    const jti = formatJti(1, randomPart());
    await this.sessions.insert(tx, { id: sessionId, userId, jti, sequence: 1 });
    return { sessionId, jti };
  }

  /**
   * Checks the presented jti and issues the next one. Accepted: the current jti, or one superseded less
   * than the grace period ago (parallel requests of one page). Concurrent requests are ordered by the
   * store's compare-and-swap, so a jti superseded by a concurrent request still passes within the grace.
   */
  async rotate(sessionId: string, presentedJti: string | undefined): Promise<RotationOutcome> {
    const presented = presentedJti ?? '';
    let outcome = await this.store.rotate(sessionId, presented, randomPart(), this.options.graceMs);
    if (outcome.kind === 'missing') {
      const chain = await this.sessions.chain(sessionId);
      if (!chain || chain.endedAt !== null || chain.userStatus !== 'ACTIVE') return { kind: 'ended' };
      await this.store.putIfAbsent(sessionId, {
        user: chain.user,
        jti: chain.currentJti,
        sequence: chain.jtiSequence,
        superseded: chain.supersededJtis,
      });
      outcome = await this.store.rotate(sessionId, presented, randomPart(), this.options.graceMs);
    }
    if (outcome.kind === 'missing') return { kind: 'ended' };
    if (outcome.kind === 'stale') return outcome;
    this.writeBehind.mark(sessionId, {
      user: outcome.user,
      jti: outcome.jti,
      sequence: outcome.sequence,
      superseded: outcome.superseded,
      seenAt: new Date(),
    });
    return { kind: 'accepted', jti: outcome.jti, user: outcome.user };
  }

  /**
   * How many sessions of a user are live: not ended, and used within `idleMs` (a session idle longer
   * has timed out on the client, `000 §4`, even if nobody ended it on the server). SM-07 asks this.
   * lastSeen is written behind by at most the write-behind period, far inside the 20-minute time-out.
   */
  countLive(userId: number, idleMs: number, ex?: Executor): Promise<number> {
    return this.sessions.countOpenSeenSince(userId, new Date(Date.now() - idleMs), ex);
  }

  /** Ends every open session of a user except `keep` (SM-07 Yes, a password change, withdrawn consent). */
  async endAllOf(ex: Executor, userId: number, keep?: string): Promise<number> {
    const ended = await this.sessions.endAllOf(ex, userId, keep);
    await this.forget(ended);
    // A request between this drop and the commit may rebuild a record from the row it still sees open;
    // dropping again after the commit closes that window.
    this.options.afterCommit(ex, () => this.forget(ended));
    return ended.length;
  }

  /** Ends a session; its tokens stop working at once. Returns false when it had already ended. */
  async end(sessionId: string): Promise<boolean> {
    const ended = await this.sessions.end(sessionId);
    await this.forget([sessionId]);
    return ended;
  }

  /**
   * Drops the hot records of a user whose status or role changed (locked, suspended, inactivated, given
   * another role): the next request rebuilds from the row and sees the change.
   */
  async userChanged(userId: number): Promise<void> {
    await this.forget(await this.sessions.openIdsOf(userId));
  }

  /** Writes what is queued behind the hot records, then closes the store (shutdown). */
  async close(): Promise<void> {
    await this.writeBehind.drain();
    await this.store.close();
  }

  /** Writes what is queued behind the hot records now (tests that arrange rows). */
  settle(): Promise<void> {
    return this.writeBehind.drain();
  }

  private async forget(sessionIds: readonly string[]): Promise<void> {
    this.writeBehind.forget(sessionIds);
    await this.store.drop(sessionIds);
  }
}

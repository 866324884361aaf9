import { randomBytes, randomUUID } from 'node:crypto';
import { formatJti } from '@finx/domain';
import type { Executor, RunInTransaction, Transaction } from '../../db/database';
import type { SessionRepository, SessionUser, SupersededJti } from './session.repository';

export type { SessionUser } from './session.repository';

/** A session remembers at most this many superseded jtis, however busy the grace window. */
const MAX_SUPERSEDED = 32;

const newJti = (sequence: number): string => formatJti(sequence, randomBytes(12).toString('base64url'));

export type RotationOutcome =
  | { kind: 'accepted'; jti: string; user: SessionUser }
  /** The session does not exist, was ended, or its user may no longer sign in. */
  | { kind: 'ended' }
  /** A live session, but the presented jti is neither current nor recently superseded. */
  | { kind: 'stale' };

/**
 * Server-side sessions behind per-user tokens: one per login, holding the jti chain. The token says
 * who; the session says whether still. Every answer to a user moves the chain on by one jti.
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly transaction: RunInTransaction,
    private readonly graceMs: number,
  ) {}

  /** Opens a session for a user inside the caller's transaction; returns its id (the token's sid) and first jti. */
  async open(tx: Transaction, userId: number): Promise<{ sessionId: string; jti: string }> {
    const sessionId = randomUUID();
    const jti = newJti(1);
    await this.sessions.insert(tx, { id: sessionId, userId, jti, sequence: 1 });
    return { sessionId, jti };
  }

  /**
   * Checks the presented jti and issues the next one. Accepted: the current jti, or one superseded less
   * than the grace period ago (parallel requests of one page). The chain is read locked, so concurrent
   * requests queue up and a jti superseded by a concurrent request still passes within the grace.
   */
  rotate(sessionId: string, presentedJti: string | undefined): Promise<RotationOutcome> {
    return this.transaction(async (tx) => {
      const chain = await this.sessions.lockChain(tx, sessionId);
      if (!chain || chain.endedAt !== null || chain.userStatus !== 'ACTIVE') return { kind: 'ended' };

      const now = Date.now();
      const recent = chain.supersededJtis.filter((entry) => now - entry.at < this.graceMs);
      const accepted =
        presentedJti !== undefined &&
        (presentedJti === chain.currentJti || recent.some((entry) => entry.jti === presentedJti));
      if (!accepted) return { kind: 'stale' };

      const sequence = chain.jtiSequence + 1;
      const jti = newJti(sequence);
      const superseded: SupersededJti[] = [...recent, { jti: chain.currentJti, at: now }].slice(
        -MAX_SUPERSEDED,
      );
      await this.sessions.saveChain(tx, sessionId, { jti, sequence, superseded, seenAt: new Date(now) });
      return { kind: 'accepted', jti, user: chain.user };
    });
  }

  /**
   * How many sessions of a user are live: not ended, and used within `idleMs` (a session idle longer
   * has timed out on the client, `000 §4`, even if nobody ended it on the server). SM-07 asks this.
   */
  countLive(userId: number, idleMs: number, ex?: Executor): Promise<number> {
    return this.sessions.countOpenSeenSince(userId, new Date(Date.now() - idleMs), ex);
  }

  /** Ends every open session of a user except `keep` (SM-07 Yes, a password change, withdrawn consent). */
  endAllOf(ex: Executor, userId: number, keep?: string): Promise<number> {
    return this.sessions.endAllOf(ex, userId, keep);
  }

  /** Ends a session; its tokens stop working at once. Returns false when it had already ended. */
  end(sessionId: string): Promise<boolean> {
    return this.sessions.end(sessionId);
  }
}

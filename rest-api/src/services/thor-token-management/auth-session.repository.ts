import { randomBytes, randomUUID } from 'node:crypto';
import { formatJti } from '@finx/domain';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { authSessions, type SupersededJti, users } from '../../db/schema';

/** A session remembers at most this many superseded jtis, however busy the grace window. */
const MAX_SUPERSEDED = 32;

const newJti = (sequence: number): string => formatJti(sequence, randomBytes(12).toString('base64url'));

export interface SessionUser {
  userId: number;
  partyId: number;
  roleId: number;
  email: string;
}

export type RotationOutcome =
  | { kind: 'accepted'; jti: string; user: SessionUser }
  /** The session does not exist, was ended, or its user may no longer sign in. */
  | { kind: 'ended' }
  /** A live session, but the presented jti is neither current nor recently superseded. */
  | { kind: 'stale' };

/** Server-side session state behind per-user tokens: one row per login, holding the jti chain. */
export class AuthSessionRepository {
  constructor(
    private readonly db: Database,
    private readonly graceMs: number,
  ) {}

  /** Opens a session for a user; returns its id (the token's sid) and the first jti. */
  async create(executor: Executor, userId: number): Promise<{ sessionId: string; jti: string }> {
    const sessionId = randomUUID();
    const jti = newJti(1);
    await executor.insert(authSessions).values({ id: sessionId, userId, currentJti: jti, jtiSequence: 1 });
    return { sessionId, jti };
  }

  /**
   * Checks the presented jti and issues the next one. The row is locked (SELECT ... FOR UPDATE) so that
   * concurrent requests of one session on PostgreSQL queue up: each sees the chain the previous one left,
   * and a jti superseded by a concurrent request still passes within the grace period.
   */
  rotate(sessionId: string, presentedJti: string | undefined): Promise<RotationOutcome> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          currentJti: authSessions.currentJti,
          jtiSequence: authSessions.jtiSequence,
          supersededJtis: authSessions.supersededJtis,
          endedAt: authSessions.endedAt,
          status: users.status,
          user: { userId: users.userId, partyId: users.partyId, roleId: users.roleId, email: users.email },
        })
        .from(authSessions)
        .innerJoin(users, eq(users.userId, authSessions.userId))
        .where(eq(authSessions.id, sessionId))
        .for('update', { of: authSessions });
      if (!row || row.endedAt !== null || row.status !== 'ACTIVE') return { kind: 'ended' };

      const now = Date.now();
      const recent = row.supersededJtis.filter((entry) => now - entry.at < this.graceMs);
      const accepted =
        presentedJti !== undefined &&
        (presentedJti === row.currentJti || recent.some((entry) => entry.jti === presentedJti));
      if (!accepted) return { kind: 'stale' };

      const sequence = row.jtiSequence + 1;
      const jti = newJti(sequence);
      const superseded: SupersededJti[] = [...recent, { jti: row.currentJti, at: now }].slice(
        -MAX_SUPERSEDED,
      );
      await tx
        .update(authSessions)
        .set({
          currentJti: jti,
          jtiSequence: sequence,
          supersededJtis: superseded,
          lastSeenAt: new Date(now),
        })
        .where(eq(authSessions.id, sessionId));
      return { kind: 'accepted', jti, user: row.user };
    });
  }

  /**
   * How many sessions of a user are live: not ended, and used within `idleMs` (a session idle longer
   * has timed out on the client, `000 §4`, even if nobody ended it on the server). SM-07 asks this.
   */
  async countLive(userId: number, idleMs: number, executor: Executor = this.db): Promise<number> {
    const rows = await executor
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.endedAt),
          gt(authSessions.lastSeenAt, new Date(Date.now() - idleMs)),
        ),
      );
    return rows.length;
  }

  /** Ends every open session of a user except `keep` (SM-07 answered Yes: the other machine is logged out). */
  async endAllOf(executor: Executor, userId: number, keep?: string): Promise<number> {
    const ended = await executor
      .update(authSessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.endedAt),
          keep ? ne(authSessions.id, keep) : undefined,
        ),
      )
      .returning({ id: authSessions.id });
    return ended.length;
  }

  /** Ends a session; its tokens stop working at once. Returns false when it had already ended. */
  async end(sessionId: string): Promise<boolean> {
    const ended = await this.db
      .update(authSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)))
      .returning({ id: authSessions.id });
    return ended.length > 0;
  }
}

import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import { authSessions, type SupersededJti, users, type UserStatus } from '../../db/schema';

export type { SupersededJti } from '../../db/schema';

export interface SessionUser {
  userId: number;
  partyId: number;
  roleId: number;
  email: string;
}

/** A session row as rotation reads it, with the state of its user. */
export interface SessionChain {
  currentJti: string;
  jtiSequence: number;
  supersededJtis: SupersededJti[];
  endedAt: Date | null;
  userStatus: UserStatus;
  user: SessionUser;
}

/** The auth_sessions table: one row per login, holding the jti chain. */
export class SessionRepository {
  constructor(private readonly db: Database) {}

  async insert(ex: Executor, session: { id: string; userId: number; jti: string; sequence: number }) {
    await ex.insert(authSessions).values({
      id: session.id,
      userId: session.userId,
      currentJti: session.jti,
      jtiSequence: session.sequence,
    });
  }

  /**
   * The session's chain, locked (SELECT ... FOR UPDATE) until the transaction ends, so concurrent
   * requests of one session on PostgreSQL queue up and each sees the chain the previous one left.
   */
  async lockChain(tx: Transaction, sessionId: string): Promise<SessionChain | null> {
    const [row] = await tx
      .select({
        currentJti: authSessions.currentJti,
        jtiSequence: authSessions.jtiSequence,
        supersededJtis: authSessions.supersededJtis,
        endedAt: authSessions.endedAt,
        userStatus: users.status,
        user: { userId: users.userId, partyId: users.partyId, roleId: users.roleId, email: users.email },
      })
      .from(authSessions)
      .innerJoin(users, eq(users.userId, authSessions.userId))
      .where(eq(authSessions.id, sessionId))
      .for('update', { of: authSessions });
    return row ?? null;
  }

  async saveChain(
    tx: Transaction,
    sessionId: string,
    chain: { jti: string; sequence: number; superseded: SupersededJti[]; seenAt: Date },
  ): Promise<void> {
    await tx
      .update(authSessions)
      .set({
        currentJti: chain.jti,
        jtiSequence: chain.sequence,
        supersededJtis: chain.superseded,
        lastSeenAt: chain.seenAt,
      })
      .where(eq(authSessions.id, sessionId));
  }

  /** Sessions of a user not ended and used after `since`. */
  async countOpenSeenSince(userId: number, since: Date, ex: Executor = this.db): Promise<number> {
    const rows = await ex
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.endedAt),
          gt(authSessions.lastSeenAt, since),
        ),
      );
    return rows.length;
  }

  /** Ends every open session of a user except `keep`; returns how many ended. */
  async endAllOf(ex: Executor, userId: number, keep?: string): Promise<number> {
    const ended = await ex
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

  /** Ends one session; false when it had already ended. */
  async end(sessionId: string): Promise<boolean> {
    const ended = await this.db
      .update(authSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)))
      .returning({ id: authSessions.id });
    return ended.length > 0;
  }
}

import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { authSessions, type SupersededJti, users, type UserStatus } from '../../db/schema/identity';
import type { SessionUser } from './session.store';

export type { SupersededJti } from '../../db/schema/identity';

/** A session row with the state of its user: what a hot record is rebuilt from. */
export interface SessionChain {
  currentJti: string;
  jtiSequence: number;
  supersededJtis: SupersededJti[];
  endedAt: Date | null;
  userStatus: UserStatus;
  user: SessionUser;
}

/** The chain state the write-behind persists. */
export interface ChainWrite {
  jti: string;
  sequence: number;
  superseded: SupersededJti[];
  seenAt: Date;
}

/** What the row says after a write-behind: the hot record is dropped when it no longer holds. */
export interface SessionStanding {
  endedAt: Date | null;
  status: UserStatus;
  roleId: number;
}

/** The auth_sessions table: one row per login, holding the jti chain as of the last write-behind. */
export class SessionRepository {
  private readonly chainById;

  constructor(private readonly db: Database) {
    // Prepared once: building the query is most of its cost on a request that misses the hot record.
    this.chainById = db
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
      .where(eq(authSessions.id, sql.placeholder('id')))
      .prepare('finx_session_chain');
  }

  async insert(ex: Executor, session: { id: string; userId: number; jti: string; sequence: number }) {
    await ex.insert(authSessions).values({
      id: session.id,
      userId: session.userId,
      currentJti: session.jti,
      jtiSequence: session.sequence,
    });
  }

  /** The session's chain and user, unlocked: the hot store's compare-and-swap orders concurrent requests. */
  async chain(sessionId: string): Promise<SessionChain | null> {
    const [row] = await this.chainById.execute({ id: sessionId });
    return row ?? null;
  }

  /**
   * Writes a chain behind the hot record. The jti moves only forward (another replica may have written a
   * newer one), lastSeen only later; answers the row's standing, or null when the session is gone.
   */
  async saveChain(sessionId: string, chain: ChainWrite): Promise<SessionStanding | null> {
    const newer = sql`${authSessions.jtiSequence} < ${chain.sequence}`;
    const [row] = await this.db
      .update(authSessions)
      .set({
        currentJti: sql`case when ${newer} then ${chain.jti} else ${authSessions.currentJti} end`,
        jtiSequence: sql`greatest(${authSessions.jtiSequence}, ${chain.sequence})`,
        supersededJtis: sql`case when ${newer} then ${JSON.stringify(chain.superseded)}::jsonb
          else ${authSessions.supersededJtis} end`,
        lastSeenAt: sql`greatest(${authSessions.lastSeenAt}, ${chain.seenAt.toISOString()}::timestamptz)`,
      })
      .from(users)
      .where(and(eq(authSessions.id, sessionId), eq(users.userId, authSessions.userId)))
      .returning({ endedAt: authSessions.endedAt, status: users.status, roleId: users.roleId });
    return row ?? null;
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

  /** The ids of a user's sessions not ended. */
  async openIdsOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt)));
    return rows.map((row) => row.id);
  }

  /** Ends every open session of a user except `keep`; returns the ids that ended. */
  async endAllOf(ex: Executor, userId: number, keep?: string): Promise<string[]> {
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
    return ended.map((row) => row.id);
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

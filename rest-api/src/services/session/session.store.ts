import type { SupersededJti } from '@finx/domain';

/** Who a session belongs to, as every authenticated request needs it. */
export interface SessionUser {
  userId: number;
  partyId: number;
  roleId: number;
  email: string;
}

/**
 * The hot record of a live session: its jti chain plus the user's role (in `user`), so an authenticated
 * request reads nothing from PostgreSQL. Only sessions of ACTIVE users that have not ended get a record;
 * ending a session, or changing its user's status or role, drops it.
 */
export interface HotSession {
  user: SessionUser;
  jti: string;
  sequence: number;
  superseded: SupersededJti[];
}

export type CasOutcome =
  | { kind: 'accepted'; jti: string; sequence: number; superseded: SupersededJti[]; user: SessionUser }
  | { kind: 'stale' }
  /** No record: the caller rebuilds it from the session row (restart, another replica, evicted). */
  | { kind: 'missing' };

/** A session remembers at most this many superseded jtis, however busy the grace window. */
export const MAX_SUPERSEDED = 32;

/**
 * Where hot session records live: in process by default, in Redis when REDIS_URL is set (shared by
 * replicas). `rotate` is one atomic compare-and-swap: the presented jti must be the current one or one
 * superseded less than `graceMs` ago; then the sequence moves on by one, the jti becomes
 * `${sequence}.${random}`, and the old jti joins the superseded list.
 */
export interface SessionStore {
  rotate(sessionId: string, presentedJti: string, random: string, graceMs: number): Promise<CasOutcome>;
  /** Stores a record rebuilt from the row unless one exists already (a concurrent rebuild won). */
  putIfAbsent(sessionId: string, record: HotSession): Promise<void>;
  drop(sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The CAS itself, shared by the in-process store and (as Lua) mirrored by the Redis one. */
export const casRotate = (
  record: HotSession,
  presentedJti: string,
  random: string,
  graceMs: number,
  now: number,
): { next: HotSession } | null => {
  const recent = record.superseded.filter((entry) => now - entry.at < graceMs);
  const accepted = presentedJti === record.jti || recent.some((entry) => entry.jti === presentedJti);
  if (!accepted) return null;
  const sequence = record.sequence + 1;
  return {
    next: {
      user: record.user,
      jti: `${sequence}.${random}`,
      sequence,
      superseded: [...recent, { jti: record.jti, at: now }].slice(-MAX_SUPERSEDED),
    },
  };
};

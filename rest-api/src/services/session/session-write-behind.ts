import type { ChainWrite, SessionRepository, SessionStanding } from './session.repository';
import type { SessionUser } from './session.store';

interface Pending extends ChainWrite {
  user: SessionUser;
}

/**
 * Writes each session's jti chain and lastSeen to PostgreSQL behind the hot record, at most once per
 * `throttleMs` per session: the first rotation after a quiet spell is written at once (so a restart or a
 * replica without the record rebuilds it from a current row), later ones coalesce into one write when
 * the period ends. Each write reads back the row's standing, so a session ended, or a user suspended or
 * given another role, by anything that did not drop the record (another tool, a direct database edit)
 * loses its record within one period.
 */
export class SessionWriteBehind {
  private readonly pending = new Map<string, Pending>();
  private readonly writtenAt = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly options: {
      throttleMs: number;
      /** Called when the row says the record no longer holds. */
      revoke: (sessionId: string) => Promise<void>;
      onError: (error: unknown) => void;
    },
  ) {}

  mark(sessionId: string, write: Pending): void {
    const queued = this.pending.get(sessionId);
    if (!queued || queued.sequence < write.sequence) this.pending.set(sessionId, write);
    const now = Date.now();
    if (now - (this.writtenAt.get(sessionId) ?? 0) >= this.options.throttleMs) this.write(sessionId, now);
    else this.timer ??= setTimeout(() => this.writeAll(), this.options.throttleMs).unref();
  }

  /** Forgets what is queued for sessions that ended: nothing is left to write. */
  forget(sessionIds: readonly string[]): void {
    for (const id of sessionIds) this.pending.delete(id);
  }

  /** Writes everything queued and waits for writes in flight (shutdown, tests). */
  async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const id of [...this.pending.keys()]) this.write(id, Date.now());
    await Promise.all(this.inFlight);
  }

  private writeAll(): void {
    this.timer = null;
    const now = Date.now();
    for (const [id, at] of this.writtenAt) if (now - at >= this.options.throttleMs) this.writtenAt.delete(id);
    for (const id of [...this.pending.keys()]) this.write(id, now);
  }

  private write(sessionId: string, now: number): void {
    const write = this.pending.get(sessionId);
    if (!write) return;
    this.pending.delete(sessionId);
    this.writtenAt.set(sessionId, now);
    const task = this.sessions
      .saveChain(sessionId, write)
      .then((standing) => (holds(standing, write.user) ? undefined : this.options.revoke(sessionId)))
      .catch(this.options.onError)
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }
}

const holds = (standing: SessionStanding | null, user: SessionUser): boolean =>
  standing !== null &&
  standing.endedAt === null &&
  standing.status === 'ACTIVE' &&
  standing.roleId === user.roleId;

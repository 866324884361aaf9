import { type CasOutcome, casRotate, type HotSession, type SessionStore } from './session.store';

/**
 * Hot session records in this process. JavaScript runs one callback at a time, so the synchronous
 * read-check-write in `rotate` is atomic: no lock, no await between reading the chain and moving it on.
 * One process only: replicas share records through Redis (REDIS_URL).
 */
export class MemorySessionStore implements SessionStore {
  private readonly records = new Map<string, HotSession & { usedAt: number }>();
  private sweptAt = Date.now();

  constructor(private readonly idleEvictMs = 3_600_000) {}

  rotate(sessionId: string, presentedJti: string, random: string, graceMs: number): Promise<CasOutcome> {
    const record = this.records.get(sessionId);
    if (!record) return Promise.resolve({ kind: 'missing' });
    const now = Date.now();
    const moved = casRotate(record, presentedJti, random, graceMs, now);
    if (!moved) return Promise.resolve({ kind: 'stale' });
    this.records.set(sessionId, { ...moved.next, usedAt: now });
    return Promise.resolve({ kind: 'accepted', ...moved.next });
  }

  putIfAbsent(sessionId: string, record: HotSession): Promise<void> {
    if (!this.records.has(sessionId)) this.records.set(sessionId, { ...record, usedAt: Date.now() });
    this.evictIdle();
    return Promise.resolve();
  }

  drop(sessionIds: readonly string[]): Promise<void> {
    for (const id of sessionIds) this.records.delete(id);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.records.clear();
    return Promise.resolve();
  }

  /** Records idle this long are rebuilt from their row if used again; the map does not grow forever. */
  private evictIdle(): void {
    const now = Date.now();
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    const before = now - this.idleEvictMs;
    for (const [id, record] of this.records) if (record.usedAt < before) this.records.delete(id);
  }
}

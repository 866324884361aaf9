import { newerJti } from '@finx/domain';
import { LRUCache } from 'lru-cache';
import { storageKey, type SessionData, type SessionSignal, type SessionStore } from './session.store';

/**
 * In-process sessions for a single gateway: an LRU bounded in size whose entries expire when idle.
 * Signals go to this process's listeners at once, before `delete` or `signal` returns.
 */
export class MemorySessionStore implements SessionStore {
  private readonly cache: LRUCache<string, SessionData>;
  private readonly listeners: ((signal: SessionSignal) => void)[] = [];

  constructor(ttlSeconds: number, options: { maxSessions?: number; clock?: { now(): number } } = {}) {
    this.cache = new LRUCache<string, SessionData>({
      max: options.maxSessions ?? 100_000,
      ttl: ttlSeconds * 1000,
      // A session expires after being idle, not after a fixed lifetime.
      updateAgeOnGet: true,
      ...(options.clock ? { perf: options.clock } : {}),
    });
  }

  async get(id: string): Promise<SessionData | null> {
    const data = this.cache.get(storageKey(id));
    return data ? { ...data, viewer: { ...data.viewer } } : null;
  }

  async peek(id: string): Promise<SessionData | null> {
    const data = this.cache.peek(storageKey(id));
    return data ? { ...data, viewer: { ...data.viewer } } : null;
  }

  async set(id: string, data: SessionData): Promise<void> {
    this.cache.set(storageKey(id), { ...data, viewer: { ...data.viewer } });
  }

  async delete(id: string): Promise<void> {
    const key = storageKey(id);
    this.cache.delete(key);
    await this.signal({ kind: 'ended', key });
  }

  async signal(signal: SessionSignal): Promise<void> {
    for (const listener of this.listeners) listener(signal);
  }

  onSignal(listener: (signal: SessionSignal) => void): void {
    this.listeners.push(listener);
  }

  async advanceJti(id: string, jti: string): Promise<void> {
    // peek: advancing the jti is not the user being active, and must not extend the idle clock.
    const data = this.cache.peek(storageKey(id));
    if (!data) return;
    // Same object in place: JavaScript runs this synchronously, so no other request interleaves.
    data.jti = newerJti(data.jti, jti);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    this.cache.clear();
  }
}

import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { type CasOutcome, type HotSession, MAX_SUPERSEDED, type SessionStore } from './session.store';

/**
 * The compare-and-swap of `casRotate` as one Lua script, so replicas sharing Redis rotate a session's jti
 * atomically. KEYS[1] the record; ARGV: presented jti, random part of the next jti, grace ms, TTL s.
 * Time is Redis's own clock, so replicas with skewed clocks agree on the grace window.
 * Answers {0} missing, {1} stale, {2, record} accepted.
 */
const ROTATE = `
local raw = redis.call('GET', KEYS[1])
if not raw then return {0} end
local r = cjson.decode(raw)
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local grace = tonumber(ARGV[3])
local ok = ARGV[1] == r.jti
local recent = {}
for _, e in ipairs(r.superseded) do
  if now - e.at < grace then
    recent[#recent + 1] = e
    if e.jti == ARGV[1] then ok = true end
  end
end
if not ok then return {1} end
recent[#recent + 1] = { jti = r.jti, at = now }
while #recent > ${MAX_SUPERSEDED} do table.remove(recent, 1) end
r.sequence = r.sequence + 1
r.jti = string.format('%d', r.sequence) .. '.' .. ARGV[2]
r.superseded = recent
local out = cjson.encode(r)
redis.call('SET', KEYS[1], out, 'EX', tonumber(ARGV[4]))
return {2, out}
`;
const ROTATE_SHA = createHash('sha1').update(ROTATE).digest('hex');

/** Hot session records in Redis, shared by every REST replica that points at the same REDIS_URL. */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly options: { ttlSeconds: number; prefix?: string },
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  }

  /** Connects at start, so a wrong REDIS_URL fails the start and not the first request. */
  async connect(): Promise<void> {
    await this.redis.connect();
  }

  async rotate(
    sessionId: string,
    presentedJti: string,
    random: string,
    graceMs: number,
  ): Promise<CasOutcome> {
    const args = [this.key(sessionId), presentedJti, random, graceMs, this.options.ttlSeconds];
    let answer: unknown;
    try {
      answer = await this.redis.evalsha(ROTATE_SHA, 1, ...args);
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
      answer = await this.redis.eval(ROTATE, 1, ...args);
    }
    const [code, raw] = answer as [number, string?];
    if (code === 0) return { kind: 'missing' };
    if (code === 1) return { kind: 'stale' };
    const record = JSON.parse(raw ?? '') as HotSession;
    // cjson writes an empty Lua table as {}; the list always has the jti just superseded, but be exact.
    const superseded = Array.isArray(record.superseded) ? record.superseded : [];
    return { kind: 'accepted', ...record, superseded };
  }

  async putIfAbsent(sessionId: string, record: HotSession): Promise<void> {
    await this.redis.set(this.key(sessionId), JSON.stringify(record), 'EX', this.options.ttlSeconds, 'NX');
  }

  async drop(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length > 0) await this.redis.del(...sessionIds.map((id) => this.key(id)));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private key(sessionId: string): string {
    return `${this.options.prefix ?? 'finx:rest:'}session:${sessionId}`;
  }
}

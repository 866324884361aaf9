import { Redis } from 'ioredis';
import { storageKey, type SessionData, type SessionStore } from './session.store';

const PREFIX = 'finx:gw:session:';

/**
 * Keeps the newer of two jtis atomically: KEYS[1] session, KEYS[2] its jti, ARGV[1] candidate, ARGV[2] TTL.
 * The sequence is the digits before the dot (`${sequence}.${random}`, see @finx/domain jti); a value
 * without one sorts first. A deleted session is not brought back.
 */
const ADVANCE_JTI = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local function seq(v)
  if not v then return -1 end
  local s = string.match(v, '^(%d+)%.')
  if s then return tonumber(s) end
  return -1
end
local current = redis.call('GET', KEYS[2])
if seq(ARGV[1]) > seq(current) then
  redis.call('SET', KEYS[2], ARGV[1], 'EX', tonumber(ARGV[2]))
  return 1
end
return 0
`;

/**
 * Sessions shared by gateway replicas. The session JSON and its jti sit in two keys so the jti can advance
 * with a compare-and-set script while the rest of the session stays untouched. Both expire together.
 */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly ttlSeconds: number,
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  /** Connects at gateway start so a wrong REDIS_URL fails the start, not the first login. */
  async connect(): Promise<void> {
    await this.redis.connect();
  }

  async get(id: string): Promise<SessionData | null> {
    const key = PREFIX + storageKey(id);
    const results = await this.redis
      .multi()
      .getex(key, 'EX', this.ttlSeconds)
      .getex(`${key}:jti`, 'EX', this.ttlSeconds)
      .exec();
    const raw = results?.[0]?.[1];
    if (typeof raw !== 'string') return null;
    const data = JSON.parse(raw) as SessionData;
    const jti = results?.[1]?.[1];
    return typeof jti === 'string' ? { ...data, jti } : data;
  }

  async set(id: string, data: SessionData): Promise<void> {
    const key = PREFIX + storageKey(id);
    await this.redis
      .multi()
      .set(key, JSON.stringify(data), 'EX', this.ttlSeconds)
      .set(`${key}:jti`, data.jti, 'EX', this.ttlSeconds)
      .exec();
  }

  async delete(id: string): Promise<void> {
    const key = PREFIX + storageKey(id);
    await this.redis.del(key, `${key}:jti`);
  }

  async advanceJti(id: string, jti: string): Promise<void> {
    const key = PREFIX + storageKey(id);
    await this.redis.eval(ADVANCE_JTI, 2, key, `${key}:jti`, jti, String(this.ttlSeconds));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

import { ReasonCode } from '@finx/domain';
import { Redis } from 'ioredis';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';
import {
  isSessionSignal,
  storageKey,
  type SessionData,
  type SessionSignal,
  type SessionStore,
} from './session.store';

const PREFIX = 'finx:gw:session:';

/**
 * Redis unreachable (stopped, restarting) is the session store being unavailable, not a bug: the request
 * fails with the typed UPSTREAM_UNAVAILABLE (the spec's message) instead of INTERNAL_SERVER_ERROR, and
 * succeeds again once ioredis has reconnected (issue 31's fault run).
 */
const unavailable = (cause: unknown) =>
  gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, ReasonCode.UPSTREAM_UNAVAILABLE, { cause });

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error);
  }
};

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
 * Signals cross replicas on a pub/sub channel (SESSION_CHANNEL): a session ended through one replica
 * closes its sockets on every other.
 */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;
  /** A connection in subscriber mode can do nothing else, hence the second one. */
  private readonly subscriber: Redis;
  private readonly listeners: ((signal: SessionSignal) => void)[] = [];

  constructor(
    url: string,
    private readonly ttlSeconds: number,
    private readonly channel: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.subscriber = new Redis(url, { lazyConnect: true });
  }

  /** Connects at gateway start so a wrong REDIS_URL fails the start, not the first login. */
  async connect(): Promise<void> {
    await Promise.all([this.redis.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const signal: unknown = JSON.parse(message);
        if (!isSessionSignal(signal)) return;
        for (const listener of this.listeners) listener(signal);
      } catch (error) {
        this.onError(error);
      }
    });
    await this.subscriber.subscribe(this.channel);
  }

  async get(id: string): Promise<SessionData | null> {
    const key = PREFIX + storageKey(id);
    const results = await guarded(() =>
      this.redis.multi().getex(key, 'EX', this.ttlSeconds).getex(`${key}:jti`, 'EX', this.ttlSeconds).exec(),
    );
    const raw = results?.[0]?.[1];
    if (typeof raw !== 'string') return null;
    const data = JSON.parse(raw) as SessionData;
    const jti = results?.[1]?.[1];
    return typeof jti === 'string' ? { ...data, jti } : data;
  }

  async peek(id: string): Promise<SessionData | null> {
    const key = PREFIX + storageKey(id);
    const [raw, jti] = await guarded(() => this.redis.mget(key, `${key}:jti`));
    if (typeof raw !== 'string') return null;
    const data = JSON.parse(raw) as SessionData;
    return typeof jti === 'string' ? { ...data, jti } : data;
  }

  async set(id: string, data: SessionData): Promise<void> {
    const key = PREFIX + storageKey(id);
    await guarded(() =>
      this.redis
        .multi()
        .set(key, JSON.stringify(data), 'EX', this.ttlSeconds)
        .set(`${key}:jti`, data.jti, 'EX', this.ttlSeconds)
        .exec(),
    );
  }

  async delete(id: string): Promise<void> {
    const hashed = storageKey(id);
    const key = PREFIX + hashed;
    await guarded(() => this.redis.del(key, `${key}:jti`));
    await this.signal({ kind: 'ended', key: hashed });
  }

  /** Every replica hears it through the channel, this one included (its own subscriber receives it too). */
  async signal(signal: SessionSignal): Promise<void> {
    await guarded(() => this.redis.publish(this.channel, JSON.stringify(signal)));
  }

  onSignal(listener: (signal: SessionSignal) => void): void {
    this.listeners.push(listener);
  }

  async advanceJti(id: string, jti: string): Promise<void> {
    const key = PREFIX + storageKey(id);
    await guarded(() => this.redis.eval(ADVANCE_JTI, 2, key, `${key}:jti`, jti, String(this.ttlSeconds)));
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

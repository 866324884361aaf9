import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export interface TestRedis {
  /** Environment entries that point the app at Redis: empty without REDIS_URL (in-process records). */
  env: Record<string, string>;
  /** The key prefix of this test's hot session records, for `createRestApi`'s `redisPrefix`. */
  prefix: string;
  /** Deletes every key under the prefix (a Redis server is shared; it is never flushed). */
  drop(): Promise<void>;
}

/**
 * Hot session records for one test app: in process without REDIS_URL; with REDIS_URL, on that server
 * under a key prefix of this test alone, removed by `drop`.
 */
export const provisionTestRedis = (serverUrl = process.env.REDIS_URL): TestRedis => {
  const prefix = `finx-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  if (!serverUrl) return { env: {}, prefix, drop: async () => {} };
  return {
    env: { REDIS_URL: serverUrl },
    prefix,
    drop: async () => {
      const redis = new Redis(serverUrl);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
};

import { randomBytes } from 'node:crypto';
import { Header, jtiSequence, ReasonCode, RestPath } from '@finx/domain';
import { FieldCipher } from '@finx/domain/server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestApi, type RestApi } from '../../app';
import { loadConfig, MEMORY_DATA_DIR } from '../../config';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { DEMO_ACCOUNTS, seedDatabase } from '../../db/seed';
import { FEATURE_MODULES } from '../index';
import { RestTestClient } from '../../testing/rest-test-client';
import { injectTransport, type RestTransport } from '../../testing/rest-transport';

const GRACE_MS = 400;
const { learner } = DEMO_ACCOUNTS;
const cartCount = { query: { partyID: learner.partyId } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const redisUrl = process.env.REDIS_URL;

/** One database for several REST apps in this process, as replicas share one PostgreSQL. */
const sharedDatabase = async (): Promise<DatabaseHandle> => {
  const database = await createDatabase({ database: { kind: 'pglite-memory' } });
  await database.migrate();
  await seedDatabase(database.db, FEATURE_MODULES, { demo: true });
  return database;
};

const configWith = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: MEMORY_DATA_DIR,
    JTI_GRACE_MS: String(GRACE_MS),
    ...env,
  });

/** A transport that sends each request to the next app in turn, recording which one answered. */
const roundRobin = (apps: RestApi[], served: number[]): RestTransport => {
  const transports = apps.map((api) => injectTransport(api.app));
  let next = 0;
  return (request) => {
    const index = next++ % transports.length;
    served.push(index);
    return (transports[index] as RestTransport)(request);
  };
};

describe.skipIf(!redisUrl)('two REST replicas sharing Redis and one database', () => {
  const prefix = `finx-test-${randomBytes(6).toString('hex')}:`;
  let database: DatabaseHandle;
  let replicas: RestApi[] = [];
  let cipher: FieldCipher;

  beforeAll(async () => {
    database = await sharedDatabase();
    const config = configWith({ REDIS_URL: redisUrl ?? '' });
    cipher = new FieldCipher({ secret: config.fieldCipherSecret });
    replicas = [
      await createRestApi(config, { database, redisPrefix: prefix }),
      await createRestApi(config, { database, redisPrefix: prefix }),
    ];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await database?.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('rotates one session alternately on both replicas, one jti after the other', async () => {
    const served: number[] = [];
    const client = new RestTestClient(roundRobin(replicas, served), cipher);
    await client.loginAs(learner.email);
    const sequences: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await client.get(RestPath.CART_COUNT, cartCount);
      expect(response.status).toBe(200);
      sequences.push(jtiSequence(response.headers[Header.JTI] ?? '') ?? -1);
    }
    // Each replica swapped the chain the other left: no jti issued twice, none skipped.
    expect(sequences).toEqual([2, 3, 4, 5, 6, 7]);
    expect(new Set(served.slice(-6))).toEqual(new Set([0, 1]));
  });

  it('lets parallel calls split over both replicas pass within the grace, then refuses the old jti on either', async () => {
    const client = new RestTestClient(roundRobin(replicas, []), cipher);
    await client.loginAs(learner.email);
    const first = client.jti ?? '';
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => client.get(RestPath.CART_COUNT, cartCount)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    const sequences = responses.map((response) => jtiSequence(response.headers[Header.JTI] ?? ''));
    expect(new Set(sequences).size).toBe(6);

    await sleep(GRACE_MS + 100);
    for (const _replica of replicas) {
      const stale = await client.get(RestPath.CART_COUNT, { ...cartCount, headers: { [Header.JTI]: first } });
      expect(stale.status).toBe(401);
      expect(stale.body.reasonCode).toBe(ReasonCode.STALE_JTI);
    }
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
  });

  it('ends the session on both replicas when one of them logs it out', async () => {
    const client = new RestTestClient(roundRobin(replicas, []), cipher);
    await client.loginAs(learner.email);
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
    expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
    const logout = await client.post(RestPath.LOGOUT, { userName: learner.email, userId: learner.userId });
    expect(logout.body.status).toBe('success');
    for (const _replica of replicas) {
      const after = await client.get(RestPath.CART_COUNT, cartCount);
      expect(after.status).toBe(401);
      expect(after.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
    }
  });
});

describe('a restarted REST process without Redis', () => {
  it('rebuilds the hot record from the row written behind, and the chain goes on', async () => {
    const database = await sharedDatabase();
    const config = configWith({});
    const cipher = new FieldCipher({ secret: config.fieldCipherSecret });
    const before = await createRestApi(config, { database });
    const client = new RestTestClient(injectTransport(before.app), cipher);
    await client.loginAs(learner.email);
    for (let i = 0; i < 3; i += 1)
      expect((await client.get(RestPath.CART_COUNT, cartCount)).status).toBe(200);
    const jti = client.jti ?? '';
    await before.close();

    const after = await createRestApi(config, { database });
    try {
      const moved = new RestTestClient(injectTransport(after.app), cipher);
      Object.assign(moved, {
        token: client.token,
        jti,
        tokenType: client.tokenType,
        session: client.session,
      });
      const response = await moved.get(RestPath.CART_COUNT, cartCount);
      expect(response.status).toBe(200);
      expect(jtiSequence(response.headers[Header.JTI] ?? '')).toBe((jtiSequence(jti) ?? 0) + 1);
    } finally {
      await after.close();
      await database.close();
    }
  }, 60_000);
});

import { FieldCipher } from '@finx/domain/server';
import type { FastifyInstance } from 'fastify';
import { createRestApi, type RestApi } from '../app';
import { type Config, loadConfig } from '../config';
import { RestTestClient } from './rest-test-client';
import { injectTransport } from './rest-transport';
import { provisionTestDatabaseFor } from './test-database';
import { provisionTestRedis } from './test-redis';

export interface TestRestApi {
  app: FastifyInstance;
  db: RestApi['db'];
  /** Server sessions: `settle()` writes the hot records' chains behind before a test reads or arranges rows. */
  sessions: RestApi['sessions'];
  config: Config;
  /** Every route the app serves, with its access rule. */
  routes: RestApi['routes'];
  cipher: FieldCipher;
  /** A new client without tokens, talking to the app in process. */
  client(): RestTestClient;
  /** A new client holding the anonymous token (the calls open to visitors). */
  anonymous(): Promise<RestTestClient>;
  /** A new client signed in as that account (the demo password unless another is given). */
  signedIn(email: string, password?: string): Promise<RestTestClient>;
  close(): Promise<void>;
}

/**
 * One seeded app on its own database (PGlite in memory, or a fresh database on the DATABASE_URL
 * server), silent logs. Other environment values of the caller are ignored so tests do not depend on
 * the shell; pass what a test needs in `env`.
 */
export const createTestRestApi = async (env: Record<string, string> = {}): Promise<TestRestApi> => {
  const database = await provisionTestDatabaseFor(env);
  const redis = provisionTestRedis();
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...database.env,
      ...redis.env,
      ...env,
    });
    const api = await createRestApi(config, { redisPrefix: redis.prefix, database: database.handle });
    const cipher = new FieldCipher({ secret: config.fieldCipherSecret, legacy: config.fieldCipherLegacy });
    const client = () => new RestTestClient(injectTransport(api.app), cipher);
    return {
      app: api.app,
      db: api.db,
      sessions: api.sessions,
      config,
      routes: api.routes,
      cipher,
      client,
      anonymous: async () => {
        const caller = client();
        await caller.anonymous();
        return caller;
      },
      signedIn: async (email, password) => {
        const caller = client();
        await caller.loginAs(email, password);
        return caller;
      },
      close: async () => {
        await api.close();
        await database.drop();
        await redis.drop();
      },
    };
  } catch (error) {
    await database.drop();
    await redis.drop();
    throw error;
  }
};

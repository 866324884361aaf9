import { randomUUID } from 'node:crypto';
import {
  FieldCipher,
  guardSlowRequests,
  slowRequestServerOptions,
  traceLogFields,
} from '@finx/domain/server';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle, type Executor, type Transaction } from './db/database';
import { seedDatabase } from './db/seed';
import { registerAuthentication } from './http/authentication.hook';
import { BatchCallers, registerReadBatch } from './http/read-batch';
import { ReadRoutes } from './http/read-routes';
import { registerErrorHandling } from './http/error-handling';
import { registerInputGuards } from './http/input-guards.hook';
import { OperationLimits } from './http/operation-limits';
import { registerOpenApi, RouteFeatures } from './http/openapi';
import { RequestLog } from './http/request-log';
import { type Access, registerAccessDeclarations } from './http/route-access';
import { registerDatabaseGauges, registerTelemetry } from './http/telemetry.hook';
import { registerSensitiveFieldDecryption } from './http/sensitive-fields.hook';
import { createMessenger } from './providers/messaging/messenger';
import { FEATURE_MODULES, type Infrastructure } from './services';
import { MemorySessionStore } from './services/session/memory-session.store';
import { RedisSessionStore } from './services/session/redis-session.store';
import { SessionRepository } from './services/session/session.repository';
import { SessionService } from './services/session/session.service';
import type { SessionStore } from './services/session/session.store';
import { TokenService } from './services/session/token.service';

/** How often at most one session's jti chain and lastSeen are written behind its hot record. */
const SESSION_WRITE_BEHIND_MS = 1_000;

export interface RestApi {
  app: FastifyInstance;
  /** The database, for tests that arrange states no endpoint sets (maintenance, aged sessions). */
  db: DatabaseHandle['db'];
  /** Server sessions, for tests that need the write-behind settled before they read or arrange rows. */
  sessions: SessionService;
  /** Every route the app serves (tests enumerate them: the fuzz suite sends bad input to each). */
  routes: readonly RestRoute[];
  /** Stops accepting requests, waits for those in flight, writes sessions behind, then closes the database. */
  close(): Promise<void>;
}

export interface RestRoute {
  method: string;
  /** The path as registered, with `:name` parameters. */
  url: string;
  access: Access;
}

export interface RestApiOptions {
  /**
   * A database already migrated and seeded, shared with other instances (tests of replicas); the caller
   * closes it. Without it the app opens, migrates and seeds its own, and closes it.
   */
  database?: DatabaseHandle;
  /** Key prefix of the hot session records in Redis (tests isolate their runs with it). */
  redisPrefix?: string;
}

/** Builds the REST tier: database (migrated, seeded), the contract hooks, and every service's routes. */
export async function createRestApi(config: Config, options: RestApiOptions = {}): Promise<RestApi> {
  const owned = !options.database;
  const database = options.database ?? (await createDatabase(config));
  let store: SessionStore | undefined;
  let limits: OperationLimits | undefined;
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    if (owned && config.migrateOnStart) await migrateAndSeed(config, database);
    store = await createSessionStore(config, options.redisPrefix);
    limits = await OperationLimits.create(config, options.redisPrefix);
    built = await buildApp(config, database, store, limits);
  } catch (error) {
    await store?.close();
    await limits?.close();
    if (owned) await database.close();
    throw error;
  }
  const { app, sessions, routes } = built;
  return {
    app,
    db: database.db,
    sessions,
    routes,
    close: async () => {
      await app.close();
      await sessions.close();
      await limits.close();
      if (owned) await database.close();
    },
  };
}

/** Applies the migrations and the seed (idempotent); the release's migration job runs only this. */
export const migrateAndSeed = async (config: Config, database: DatabaseHandle): Promise<void> => {
  await database.migrate();
  await seedDatabase(database.db, FEATURE_MODULES, { demo: config.seedDemoData });
};

const createSessionStore = async (config: Config, prefix: string | undefined): Promise<SessionStore> => {
  if (!config.redisUrl) return new MemorySessionStore();
  const store = new RedisSessionStore(config.redisUrl, { ttlSeconds: config.tokenTtlSeconds, prefix });
  await store.connect();
  return store;
};

const buildApp = async (
  config: Config,
  database: DatabaseHandle,
  store: SessionStore,
  limits: OperationLimits,
) => {
  const app = Fastify({
    // With tracing on, each line names its trace and span (nothing is added when it is off).
    logger: { level: config.logLevel, mixin: traceLogFields },
    // The gateway's request id (x-request-id), so both tiers' lines of one browser request share it.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    logController: new RequestLog(),
    bodyLimit: config.bodyLimitBytes,
    // Slow clients are cut (slowloris): the checking interval is fixed when the server is created.
    http: slowRequestServerOptions(config.slowRequests),
    requestTimeout: config.slowRequests.requestMs,
    routerOptions: { ignoreTrailingSlash: true },
    // The gateway reports the browser's address and origin in X-Forwarded-For/-Proto/-Host (OTP limits
    // count per address; links lead back to the origin); only TRUST_PROXY's peers (default: this host's
    // gateway) are believed, anyone else is what their socket says.
    trustProxy: config.trustProxy,
  });

  guardSlowRequests(app.server, config.slowRequests);
  registerTelemetry(app, 'rest-api');
  registerDatabaseGauges(database);

  const infrastructure = { ...createInfrastructure(config, database, store, app), limits };

  registerErrorHandling(app);
  registerAccessDeclarations(app);
  const routes: RestRoute[] = [];
  app.addHook('onRoute', ({ method, url, config }) => {
    for (const one of [method].flat()) {
      if (one !== 'HEAD' && config?.access !== undefined)
        routes.push({ method: one, url, access: config.access });
    }
  });
  const batchCallers = new BatchCallers();
  const readRoutes = new ReadRoutes();
  readRoutes.collectFrom(app);
  registerAuthentication(app, { ...infrastructure, batchCallers });
  registerSensitiveFieldDecryption(app, infrastructure.cipher);
  registerInputGuards(app);
  // The OpenAPI document collects the routes as they are added: before the features.
  const routeFeatures = new RouteFeatures();
  await registerOpenApi(app, routeFeatures.featureOf);

  for (const feature of FEATURE_MODULES) {
    if (feature.enabled && !feature.enabled(config)) continue;
    // Each feature in a plugin scope of its own: its parsers and hooks stay inside it.
    await app.register(async (scope) => {
      routeFeatures.collectFrom(scope, feature.name);
      await feature.register(scope, infrastructure);
    });
  }
  registerReadBatch(app, batchCallers, readRoutes, infrastructure.cipher);

  await app.ready();
  return { app, sessions: infrastructure.sessions, routes };
};

/** The shared infrastructure every feature module receives, built once. */
const createInfrastructure = (
  config: Config,
  database: DatabaseHandle,
  store: SessionStore,
  app: FastifyInstance,
): Omit<Infrastructure, 'limits'> => {
  const db = database.db;
  // Work to run once a transaction has committed (dropping hot session records it ended).
  const committed = new WeakMap<Transaction, Array<() => Promise<void>>>();
  const transaction: Infrastructure['transaction'] = async (work) => {
    const tasks: Array<() => Promise<void>> = [];
    const result = await db.transaction((tx) => {
      committed.set(tx, tasks);
      return work(tx);
    });
    for (const task of tasks) await task();
    return result;
  };
  const afterCommit = (ex: Executor, task: () => Promise<void>) =>
    committed.get(ex as Transaction)?.push(task);
  return {
    config,
    db,
    transaction,
    // Mail and SMS for every feature: the outbox always, SMTP and the SMS provider when configured.
    messenger: createMessenger(config, db, app.log),
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    sessions: new SessionService(new SessionRepository(db), store, {
      graceMs: config.jtiGraceMs,
      writeBehindMs: SESSION_WRITE_BEHIND_MS,
      afterCommit,
      onError: (error) => app.log.error({ err: error }, 'session write-behind failed'),
    }),
    cipher: new FieldCipher({ secret: config.fieldCipherSecret, legacy: config.fieldCipherLegacy }),
  };
};

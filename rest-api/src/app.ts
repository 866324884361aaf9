import { FieldCipher } from '@finx/domain/server';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { seedDatabase } from './db/seed';
import { registerAuthentication } from './http/authentication.hook';
import { registerErrorHandling } from './http/error-handling';
import { registerAccessDeclarations } from './http/route-access';
import { registerSensitiveFieldDecryption } from './http/sensitive-fields.hook';
import { createMessenger } from './providers/messaging/messenger';
import { FEATURE_MODULES, type Infrastructure } from './services';
import { SessionRepository } from './services/session/session.repository';
import { SessionService } from './services/session/session.service';
import { TokenService } from './services/session/token.service';

export interface RestApi {
  app: FastifyInstance;
  /** The database, for tests that arrange states no endpoint sets (maintenance, aged sessions). */
  db: DatabaseHandle['db'];
  /** Stops accepting requests, waits for those in flight, then closes the database. */
  close(): Promise<void>;
}

/** Builds the REST tier: database (migrated, seeded), the contract hooks, and every service's routes. */
export async function createRestApi(config: Config): Promise<RestApi> {
  const database = await createDatabase(config);
  let app: FastifyInstance;
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: config.seedDemoData });
    app = await buildApp(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const buildApp = async (config: Config, database: DatabaseHandle): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // The gateway reports the browser's address in x-forwarded-for (OTP rate limits count per address);
    // only proxies on loopback or private networks are believed, never a caller on the open internet.
    trustProxy: 'loopback,linklocal,uniquelocal',
  });

  const infrastructure = createInfrastructure(config, database, app);

  registerErrorHandling(app);
  registerAccessDeclarations(app);
  registerAuthentication(app, infrastructure);
  registerSensitiveFieldDecryption(app, infrastructure.cipher);

  for (const feature of FEATURE_MODULES) {
    if (feature.enabled && !feature.enabled(config)) continue;
    // Each feature in a plugin scope of its own: its parsers and hooks stay inside it.
    await app.register(async (scope) => feature.register(scope, infrastructure));
  }

  await app.ready();
  return app;
};

/** The shared infrastructure every feature module receives, built once. */
const createInfrastructure = (
  config: Config,
  database: DatabaseHandle,
  app: FastifyInstance,
): Infrastructure => {
  const db = database.db;
  const transaction: Infrastructure['transaction'] = (work) => db.transaction(work);
  return {
    config,
    db,
    transaction,
    // Mail and SMS for every feature: the outbox always, SMTP and the SMS provider when configured.
    messenger: createMessenger(config, db, app.log),
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    sessions: new SessionService(new SessionRepository(db), transaction, config.jtiGraceMs),
    cipher: new FieldCipher({ secret: config.fieldCipherSecret, legacy: config.fieldCipherLegacy }),
  };
};

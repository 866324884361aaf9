import { FieldCipher } from '@finx/domain/server';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { seedDatabase } from './db/seed';
import { registerAuthentication } from './http/authentication.hook';
import { registerErrorHandling } from './http/error-handling';
import { registerAccessDeclarations } from './http/route-access';
import { registerSensitiveFieldDecryption } from './http/sensitive-fields.hook';
import { productRoutes } from './services/fc-product/product.routes';
import { PartyItemsRepository } from './services/fc-product/party-items.repository';
import { ProductRepository } from './services/fc-product/product.repository';
import { dashboardRoutes } from './services/fc-student-dashboard/dashboard.routes';
import { InboxRepository } from './services/fc-student-dashboard/inbox.repository';
import { healthRoutes } from './services/health/health.routes';
import { loginRoutes } from './services/thor-authentication/login.routes';
import { LoginService } from './services/thor-authentication/login.service';
import { UserRepository } from './services/thor-authentication/user.repository';
import { AuthSessionRepository } from './services/thor-token-management/auth-session.repository';
import { jwtTokenRoutes } from './services/thor-token-management/jwt-token.routes';
import { TokenService } from './services/thor-token-management/token.service';

export interface RestApi {
  app: FastifyInstance;
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
  });

  const db = database.db;
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const sessions = new AuthSessionRepository(db, config.jtiGraceMs);
  const cipher = new FieldCipher({ secret: config.fieldCipherSecret, legacy: config.fieldCipherLegacy });

  registerErrorHandling(app);
  registerAccessDeclarations(app);
  registerAuthentication(app, { tokens, sessions });
  registerSensitiveFieldDecryption(app, cipher);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(jwtTokenRoutes, { tokens });
  await app.register(loginRoutes, {
    login: new LoginService(db, new UserRepository(db), sessions, tokens),
    sessions,
  });
  await app.register(productRoutes, {
    products: new ProductRepository(db),
    partyItems: new PartyItemsRepository(db),
  });
  await app.register(dashboardRoutes, { inbox: new InboxRepository(db) });

  await app.ready();
  return app;
};

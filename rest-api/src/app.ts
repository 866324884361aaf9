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
import { createMessenger } from './providers/messaging/messenger';
import { OutboxRepository } from './providers/messaging/outbox.repository';
import { devOutboxRoutes } from './services/thor-notification/dev-outbox.routes';
import { otpRoutes } from './services/thor-otp/otp.routes';
import { RegistrationRepository } from './services/fc-registration/registration.repository';
import { registrationRoutes } from './services/fc-registration/registration.routes';
import { RegistrationService } from './services/fc-registration/registration.service';
import { OtpService } from './services/thor-otp/otp.service';
import { registerPaymentRoutes } from './services/fc-payment/fc-payment.module';
import { dashboardRoutes } from './services/fc-student-dashboard/dashboard.routes';
import { InboxRepository } from './services/fc-student-dashboard/inbox.repository';
import { healthRoutes } from './services/health/health.routes';
import { loginRoutes } from './services/thor-authentication/login.routes';
import { LoginService } from './services/thor-authentication/login.service';
import { SocialIdentityVerifier } from './services/thor-authentication/social-identity.verifier';
import { SocialLoginService } from './services/thor-authentication/social-login.service';
import { UserRepository } from './services/thor-authentication/user.repository';
import { AuthSessionRepository } from './services/thor-token-management/auth-session.repository';
import { jwtTokenRoutes } from './services/thor-token-management/jwt-token.routes';
import { TokenService } from './services/thor-token-management/token.service';
import { registerAccountRoutes } from './services/thor-user/account-routes';

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

  const db = database.db;
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const sessions = new AuthSessionRepository(db, config.jtiGraceMs);
  const cipher = new FieldCipher({ secret: config.fieldCipherSecret, legacy: config.fieldCipherLegacy });
  // Mail and SMS for every service: the outbox always, SMTP and the SMS provider when configured.
  const messenger = createMessenger(config, db, app.log);
  const otp = new OtpService(db, messenger, config.otp);

  registerErrorHandling(app);
  registerAccessDeclarations(app);
  registerAuthentication(app, { tokens, sessions });
  registerSensitiveFieldDecryption(app, cipher);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(jwtTokenRoutes, { tokens });
  const users = new UserRepository(db);
  const login = new LoginService(db, users, sessions, tokens, otp);
  await app.register(loginRoutes, {
    login,
    social: new SocialLoginService(db, users, new SocialIdentityVerifier(config.social), login),
    sessions,
  });
  const productRepository = new ProductRepository(db);
  await app.register(productRoutes, {
    products: productRepository,
    partyItems: new PartyItemsRepository(db, productRepository),
  });
  await app.register(dashboardRoutes, { inbox: new InboxRepository(db) });
  await app.register(otpRoutes, { otp });
  await app.register(registrationRoutes, {
    registration: new RegistrationService(
      db,
      new RegistrationRepository(db),
      otp,
      messenger,
      sessions,
      tokens,
      config.publicUrl,
    ),
  });
  await registerAccountRoutes(app, { config, db, sessions, messenger });
  await registerPaymentRoutes(app, { config, db });
  if (config.nodeEnv !== 'production') {
    await app.register(devOutboxRoutes, { outbox: new OutboxRepository(db) });
  }

  await app.ready();
  return app;
};

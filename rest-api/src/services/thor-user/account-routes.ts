import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Messenger } from '../../providers/messaging/messenger';
import { feedbackRoutes } from '../fc-feedback/feedback.routes';
import { maintenanceRoutes } from '../thor-maintenance/maintenance.routes';
import type { AuthSessionRepository } from '../thor-token-management/auth-session.repository';
import { AccountRepository } from './account.repository';
import { consentRoutes } from './consent.routes';
import { passwordRoutes } from './password.routes';
import { PasswordService } from './password.service';
import { tourRoutes } from './tour.routes';
import { UnsubscribeLink } from './unsubscribe-link';

export interface AccountRoutesDeps {
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>;
  db: Database;
  sessions: AuthSessionRepository;
  messenger: Messenger;
}

/**
 * Everything a signed-in account does besides signing in (`000 §4`): passwords, consent and unsubscribe,
 * the tour flag, feedback and the maintenance switch. One call in app.ts keeps that shared file small.
 */
export const registerAccountRoutes = async (app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> => {
  const accounts = new AccountRepository(deps.db);
  const passwords = new PasswordService(deps.db, accounts, deps.sessions, deps.messenger, {
    publicUrl: deps.config.publicUrl,
  });
  await app.register(passwordRoutes, { passwords });
  await app.register(consentRoutes, {
    db: deps.db,
    accounts,
    sessions: deps.sessions,
    // Its own key, derived from the server secret for this purpose only (see unsubscribe-link.ts).
    links: new UnsubscribeLink(deps.config.jwtSecret),
  });
  await app.register(tourRoutes, { accounts });
  await app.register(feedbackRoutes, { db: deps.db });
  await app.register(maintenanceRoutes, { db: deps.db });
};
